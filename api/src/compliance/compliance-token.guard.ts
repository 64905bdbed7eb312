import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requireBearerToken } from '../shared/http/bearer-token';
import { COMPLIANCE_CONFIG, type ComplianceConfig } from './compliance-token';

/**
 * Lets through only callers presenting COMPLIANCE_TOKEN. While it is unset the calls are off
 * and answer exactly like a path that does not exist. It runs before validation, so a
 * stranger learns nothing from the query's errors either.
 */
@Injectable()
export class ComplianceTokenGuard implements CanActivate {
  constructor(@Inject(COMPLIANCE_CONFIG) private readonly config: ComplianceConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    requireBearerToken(
      http.getRequest<Request>(),
      http.getResponse<Response>(),
      this.config.token,
      'compliance',
    );
    return true;
  }
}
