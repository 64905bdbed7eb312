import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { preferredEncoding } from '@fairwrench/api';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppPages } from './static-ui/app-pages';
import { BuiltFiles, type BuiltFile } from './static-ui/built-files';
import { cacheControlFor, isUnindexed } from './static-ui/caching';

export const UI_DIST = resolve(__dirname, '../../ui/dist');

/** If-None-Match uses the weak comparison (RFC 9110, 13.1.2): W/ prefixes do not count. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}

/** Sends the variant of `file` the client accepts best: 304, headers only for HEAD, or bytes. */
function send(
  request: Request,
  response: Response,
  file: BuiltFile,
  urlPath: string,
  status = 200,
): void {
  const codings = [...file.variants.keys()];
  const coding = preferredEncoding(request.headers['accept-encoding'], codings) ?? 'identity';
  const variant = file.variants.get(coding)!;
  if (file.compressible) response.vary('Accept-Encoding');
  response.setHeader('Cache-Control', cacheControlFor(urlPath, file.type));
  response.setHeader('ETag', variant.etag);
  if (status === 200 && matches(request.headers['if-none-match'], variant.etag)) {
    response.status(304).end();
    return;
  }
  response.status(status);
  response.setHeader('Content-Type', file.type);
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
  response.setHeader('Content-Length', variant.size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  pipeline(createReadStream(variant.path), response, (error) => {
    if (error) response.destroy(error);
  });
}

/** The API's own paths: the owner API, and the platform's health probes and metrics (ADR 030). */
const isApi = (path: string) => /^\/(api|health)(\/|$)/.test(path) || path === '/metrics';

/**
 * Serves the built web app: each file in the encoding the client accepts best (the build
 * precompresses them, ADR 027), hashed assets cached for good, everything else revalidated by
 * ETag. Any other non-API read is a page (ADR 028): a public page's pre-rendered HTML, the
 * shell of the client-rendered routes, or the 404 page with status 404 for a path no route
 * matches; an unknown /assets/ file is a plain 404, not a page. HEAD answers like GET without
 * the body (RFC 9110, 9.3.2).
 */
export function staticUi(directory = UI_DIST): RequestHandler {
  const files = new BuiltFiles(directory);
  const pages = new AppPages(resolve(directory));
  return async (request: Request, response: Response, next: NextFunction) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApi(request.path)) return next();
    const file = await files.find(request.path);
    if (file) return send(request, response, file, request.path);
    if (request.path.startsWith('/assets/')) {
      response.status(404).type('text/plain').send('Not Found');
      return;
    }
    const { file: html, status } = (await pages.find(request.path)) ?? {
      file: '/index.html',
      status: 200,
    };
    const page = await files.find(html);
    if (!page) return next();
    if (isUnindexed(request.path)) response.setHeader('X-Robots-Tag', 'noindex');
    send(request, response, page, request.path, status);
  };
}
