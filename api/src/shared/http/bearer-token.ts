import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header; undefined for anything else. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Compares digests of equal length, so the time taken says nothing about the token. */
export function tokenMatches(expected: string, presented: string): boolean {
  return timingSafeEqual(sha256(expected), sha256(presented));
}

/**
 * The staff calls' gate (COMPLIANCE_TOKEN, METRICS_TOKEN): while `expected` is unset the call
 * is off and answers exactly like a path that does not exist (404); otherwise only a caller
 * presenting the token gets through, anyone else gets 401 with a Bearer challenge.
 */
export function requireBearerToken(
  request: Request,
  response: Response,
  expected: string | undefined,
  realm: string,
): void {
  if (expected === undefined)
    throw new NotFoundException(`Cannot ${request.method} ${request.path}`);
  const presented = bearerToken(request.headers.authorization);
  if (presented !== undefined && tokenMatches(expected, presented)) return;
  const challenge = presented === undefined ? '' : ', error="invalid_token"';
  response.setHeader('WWW-Authenticate', `Bearer realm="${realm}"${challenge}`);
  throw new UnauthorizedException({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    detail: `Send the ${realm} token as Authorization: Bearer <token>`,
  });
}
