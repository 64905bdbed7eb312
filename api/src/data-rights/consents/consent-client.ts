import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import {
  CONSENT_PAGE_HEADER,
  CONSENT_TEXTS,
  consentPageFor,
  type ConsentPurpose,
} from '@fairwrench/contracts';
import type { Request } from 'express';

/** Where a consent was given and from which client, as the HTTP request tells it. */
export interface ConsentClient {
  /** The client's address, as express reads it under the `trust proxy` setting. */
  readonly ip: string;
  readonly userAgent: string;
  /** The web app's page that showed the consent. */
  readonly sourcePage: string;
}

/** The path of a Referer from this origin (as `trust proxy` reads the host), or undefined. */
function refererPath(request: Request): string | undefined {
  const referer = request.header('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === request.host ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page a consent to `purpose` was given on: the one the client names in the consent page
 * header, which must be a page showing that consent (400 otherwise, so a client bug shows);
 * else the Referer's path when it is such a page; else the page the route serves.
 */
export function consentPage(request: Request, purpose: ConsentPurpose): string {
  const named = request.header(CONSENT_PAGE_HEADER);
  if (named !== undefined) {
    const page = consentPageFor(purpose, named.trim());
    if (page) return page;
    throw new BadRequestException(
      `${CONSENT_PAGE_HEADER} must name a page that shows this consent: ${CONSENT_TEXTS[purpose].pages.join(', ')}`,
    );
  }
  const referer = refererPath(request);
  return (referer && consentPageFor(purpose, referer)) ?? CONSENT_TEXTS[purpose].pages[0];
}

export function consentClientOf(request: Request, purpose: ConsentPurpose): ConsentClient {
  return {
    ip: request.ip ?? request.socket.remoteAddress ?? '',
    userAgent: request.header('user-agent') ?? '',
    sourcePage: consentPage(request, purpose),
  };
}

/**
 * The client giving the route's consent. Consents given together on one page (the terms and
 * their lead-sharing clause) share their page, so one purpose names it.
 */
export const ConsentClientOf = createParamDecorator(
  (purpose: ConsentPurpose, context: ExecutionContext): ConsentClient =>
    consentClientOf(context.switchToHttp().getRequest<Request>(), purpose),
);
