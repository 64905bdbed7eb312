import type { NextFunction, Request, Response } from 'express';
import type { ProductMetrics } from './product-metrics';

/** What a request that no API route matched is labelled (pages, files, unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched';

/** '2xx' for 204: five series per route at most. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/**
 * The route template the request matched ('/api/vehicles/:vehicleId'), never the URL: ids in
 * a label would make one series per owner.
 */
export function routeLabel(route: unknown): string {
  const path = (route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : UNMATCHED_ROUTE;
}

/** Records each request's duration once it is answered, by method, route template and status class. */
export function httpMetrics(metrics: ProductMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stop = metrics.httpRequestDuration.startTimer();
    response.on('finish', () => {
      stop({
        method: request.method,
        route: routeLabel(request.route),
        status_class: statusClass(response.statusCode),
      });
    });
    next();
  };
}
