import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requireBearerToken } from '../../shared/http/bearer-token';
import { OPERATIONS_CONFIG, type OperationsConfig } from '../operations-config';

/** GET /metrics for the scraper presenting METRICS_TOKEN only; 404 while it is unset. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(@Inject(OPERATIONS_CONFIG) private readonly config: OperationsConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    requireBearerToken(
      http.getRequest<Request>(),
      http.getResponse<Response>(),
      this.config.metricsToken,
      'metrics',
    );
    return true;
  }
}
