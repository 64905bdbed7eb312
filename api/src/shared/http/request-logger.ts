import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';
import { requestIdOf } from './correlation';

/**
 * The platform's probes and scrapes come every few seconds: an answer that went well is not
 * logged, so they do not drown the log; a refused or failed one is, like any request.
 */
const isProbe = (path: string) => path.startsWith('/health/') || path === '/metrics';

/**
 * One structured line per request, under the request's id (`assignRequestId`, which events
 * carry on as their correlation id). It records the method, path, status and time only:
 * bodies, query strings and cookies may hold names, e-mails or phone numbers.
 */
export function requestLogger(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(request);
    response.on('finish', () => {
      if (response.statusCode < 400 && isProbe(request.path)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        requestId,
        method: request.method,
        path: request.path,
        status: response.statusCode,
        ms,
      };
      if (response.statusCode >= 500) {
        const err = failureOf(response);
        logger.error(err === undefined ? entry : { ...entry, err }, 'request failed');
      } else logger.info(entry, 'request');
    });
    next();
  };
}

const FAILURE = Symbol('failure');

/** Keeps the error behind a 5xx with its response, for the request's log line (ADR 042). */
export function recordFailure(response: Response, error: unknown): void {
  (response.locals as Record<symbol, unknown>)[FAILURE] = error;
}

/** The error behind the response's 5xx, its causes included (pino's `err` serialiser). */
function failureOf(response: Response): unknown {
  return (response.locals as Record<symbol, unknown> | undefined)?.[FAILURE];
}
