import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy } from './shared/http/content-security-policy';
import { ApiModule, type ApiDependencies } from './api.module';
import { deriveConsentFingerprintKey } from './data-rights/consents/consent-fingerprint';
import { ownerSessionMiddleware, sessionCookieFor } from './sessions/owner-session';
import { SessionKeys } from './sessions/session-keys';
import { assignRequestId } from './shared/http/correlation';
import { requestLogger } from './shared/http/request-logger';
import type { Logger } from './shared/logger';
import { toProblem } from './shared/http/problem-details.filter';
import { compressJson } from './shared/http/compress-json';
import { recordFailure } from './shared/http/request-logger';
import { PROBLEM_JSON_CONTENT_TYPE } from '@fairwrench/contracts';
import { defaultOperations } from './operations/operations-config';
import { httpMetrics } from './operations/metrics/http-metrics';
import { sameOriginWrites, WRITE_METHODS } from './shared/http/same-origin-writes';

export interface ApiAppOptions {
  readonly sessionSecret: string;
  readonly logger?: Logger;
  /** Largest JSON body accepted; larger ones get 413. */
  readonly jsonLimit?: string;
  /** Reverse proxies in front of the server, so client IPs (rate limits) and HTTPS are right. */
  readonly trustProxyHops?: number;
  /**
   * Where owners reach the app (PUBLIC_ORIGIN): writes from anywhere else are refused, and an
   * https origin makes the session cookie `__Host-` (ADR 037). `http://localhost:3000` if unset.
   */
  readonly publicOrigin?: string;
}

// The server's static files negotiate their precompressed variants the same way.
export { preferredEncoding, type ContentCoding } from './shared/http/accept-encoding';

const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/** The one call that also takes photos; its route parses the multipart body itself. */
const takesMultipart = (request: Request) =>
  request.method === 'POST' &&
  request.path === '/issue-details' &&
  Boolean(request.is('multipart/form-data'));

/** JSON endpoints take JSON: anything else with a body is a 415, not a confusing 400. */
function requireJson(request: Request, response: Response, next: NextFunction): void {
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in request.headers;
  if (!WRITE_METHODS.has(request.method) || !hasBody || request.is('application/json'))
    return next();
  if (takesMultipart(request)) return next();
  unsupportedMediaType(response, 'Send the request body as application/json');
}

function unsupportedMediaType(response: Response, detail: string): void {
  const problem = { type: 'about:blank', title: 'Unsupported media type', status: 415, detail };
  response.status(415).type(PROBLEM_JSON_CONTENT_TYPE).send(JSON.stringify(problem));
}

/**
 * Bodies are read as sent: no browser compresses a request, and a coding the API would have to
 * undo is one more parser an outsider can feed. Any coding but identity is a 415 before a
 * byte is read (ADR 042).
 */
function requireIdentityCoding(request: Request, response: Response, next: NextFunction): void {
  const codings = (request.headers['content-encoding'] ?? 'identity')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return next();
  unsupportedMediaType(response, 'The request body encoding is not supported');
}

/** Errors raised by express middleware before Nest's filters see the request. */
function middlewareErrors(
  error: unknown,
  _req: Request,
  response: Response,
  next: NextFunction,
): void {
  if (response.headersSent) return next(error);
  const problem = toProblem(error);
  if (problem.status >= 500) recordFailure(response, error);
  response.status(problem.status).type(PROBLEM_JSON_CONTENT_TYPE).send(JSON.stringify(problem));
}

/** Builds the HTTP application: security headers, body limits, sessions, then the routes. */
export async function createApiApp(
  dependencies: ApiDependencies,
  options: ApiAppOptions,
): Promise<NestExpressApplication> {
  // One instance for the metrics route and the request histogram below.
  const operations = dependencies.operations ?? defaultOperations();
  const publicOrigin = options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
  // Consent fingerprints stay checkable across restarts and instances: keyed by the secret.
  const withKeys: ApiDependencies = {
    consentFingerprintKey: deriveConsentFingerprintKey(options.sessionSecret),
    ...dependencies,
    operations,
  };
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.register(withKeys), {
    bodyParser: false,
    logger: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxyHops ?? 0);
  app.set('query parser', 'simple');
  // same-origin: the web app's fresh-start rule reads which of our pages the owner came from.
  app.use(helmet({ contentSecurityPolicy, referrerPolicy: { policy: 'same-origin' } }));
  app.use(assignRequestId());
  if (options.logger) app.use(requestLogger(options.logger));
  app.use(httpMetrics(operations.metrics));
  app.use(
    '/api',
    compressJson(),
    sameOriginWrites(publicOrigin),
    requireIdentityCoding,
    requireJson,
    express.json({ limit: options.jsonLimit ?? '100kb', strict: true }),
    middlewareErrors,
  );
  app.use(cookieParser());
  app.use(
    ownerSessionMiddleware({
      keys: new SessionKeys(options.sessionSecret),
      cookie: sessionCookieFor(publicOrigin),
      isErased: (userId) => dependencies.dataKeys.isErased(userId),
    }),
  );
  return app;
}
