import type { NextFunction, Request, Response } from 'express';
import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
  PROBLEM_JSON_CONTENT_TYPE,
} from '@fairwrench/contracts';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Headers = Request['headers'];

/**
 * Why a write must be refused as possibly forged by another site, or undefined when it comes
 * from the app's own pages. OWASP's CSRF cheat sheet, in its order: Fetch Metadata when the
 * browser sends it (same-origin only; a sibling subdomain is another site to us), else Origin
 * against the public origin, else the app's own request header (ADR 037).
 */
export function crossSiteReason(headers: Headers, publicOrigin: string): string | undefined {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) {
    return site === 'same-origin' ? undefined : `the browser says it came from a ${site} page`;
  }
  const origin = headers.origin;
  if (origin !== undefined) {
    return origin === publicOrigin ? undefined : `it came from ${origin}`;
  }
  const mark = headers[APP_REQUEST_HEADER.toLowerCase()];
  return mark === APP_REQUEST_HEADER_VALUE
    ? undefined
    : `it shows neither where it came from nor the ${APP_REQUEST_HEADER} header`;
}

/**
 * Refuses state-changing calls another site could have made with the owner's cookie (a form
 * post, a fetch): 403 problem+json before any body is read. Reads pass; they change nothing.
 */
export function sameOriginWrites(publicOrigin: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const reason = WRITE_METHODS.has(request.method)
      ? crossSiteReason(request.headers, publicOrigin)
      : undefined;
    if (reason === undefined) return next();
    const problem = {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: `Refused as a possible cross-site request: ${reason}. Use the FairWrench app.`,
    };
    response.status(403).type(PROBLEM_JSON_CONTENT_TYPE).send(JSON.stringify(problem));
  };
}
