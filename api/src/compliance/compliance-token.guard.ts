import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { ProblemDetails } from '@fairwrench/contracts';
import type { Request, Response } from 'express';
import {
  bearerToken,
  COMPLIANCE_CONFIG,
  tokenMatches,
  type ComplianceConfig,
} from './compliance-token';

const unauthorized: ProblemDetails = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  detail: 'Send the compliance token as Authorization: Bearer <token>',
};

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
    const request = http.getRequest<Request>();
    const expected = this.config.token;
    if (expected === undefined)
      throw new NotFoundException(`Cannot ${request.method} ${request.path}`);
    const presented = bearerToken(request.headers.authorization);
    if (presented !== undefined && tokenMatches(expected, presented)) return true;
    const challenge = presented === undefined ? '' : ', error="invalid_token"';
    http
      .getResponse<Response>()
      .setHeader('WWW-Authenticate', `Bearer realm="compliance"${challenge}`);
    throw new UnauthorizedException(unauthorized);
  }
}
