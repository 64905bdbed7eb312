import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

export const UI_DIST = resolve(__dirname, '../../ui/dist');

/**
 * Serves the built web app; any non-API GET or HEAD falls back to index.html (client
 * routing). HEAD must answer like GET (RFC 9110, 9.3.2): sendFile then sends no body.
 */
export function staticUi(directory = UI_DIST) {
  const index = join(directory, 'index.html');
  const files = express.static(directory, { index: false, maxAge: '1h' });
  return [
    files,
    (request: Request, response: Response, next: NextFunction): void => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const isPage = isRead && !request.path.startsWith('/api');
      if (!isPage || !existsSync(index)) return next();
      response.setHeader('cache-control', 'no-cache');
      response.sendFile(index);
    },
  ];
}
