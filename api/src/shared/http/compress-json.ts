import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { preferredEncoding } from './accept-encoding';

/** Below this, a compressed answer saves less than a packet; not worth the CPU. */
const THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Fast settings: answers are compressed on every request, not once at build time. */
const compress = {
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzipSync(body, { level: 6 }),
};

function compressible(response: Response, body: unknown): body is string | Buffer {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return false;
  const type = response.getHeader('content-type');
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) return false;
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return !response.hasHeader('content-encoding') && !/no-transform/i.test(cacheControl);
}

/**
 * Compresses JSON answers larger than 1 KB with brotli or gzip, as the client accepts.
 * It wraps `res.send` (which `res.json` and Nest's replies go through), so streams and
 * server-sent events, written with `res.write`, pass untouched. HEAD is compressed like GET
 * so both carry the same headers; express then sends no body, and answers 304 itself when
 * If-None-Match matches the ETag it computes from the compressed bytes.
 */
export function compressJson(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      if (!compressible(response, body)) return send(body);
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (bytes.length < THRESHOLD_BYTES) return send(body);
      response.vary('Accept-Encoding');
      const coding = preferredEncoding(request.headers['accept-encoding'], [
        'br',
        'gzip',
        'identity',
      ]);
      if (coding === undefined || coding === 'identity') return send(body);
      response.setHeader('Content-Encoding', coding);
      return send(compress[coding](bytes));
    };
    next();
  };
}
