import { extname } from 'node:path';

/** What the build emits (Vite's assets and ui/public), and whether it is worth compressing. */
const TYPES: Readonly<Record<string, readonly [type: string, compressible: boolean]>> = {
  '.html': ['text/html; charset=utf-8', true],
  '.js': ['text/javascript; charset=utf-8', true],
  '.mjs': ['text/javascript; charset=utf-8', true],
  '.css': ['text/css; charset=utf-8', true],
  '.json': ['application/json; charset=utf-8', true],
  '.map': ['application/json; charset=utf-8', true],
  '.webmanifest': ['application/manifest+json; charset=utf-8', true],
  '.svg': ['image/svg+xml', true],
  '.xml': ['application/xml; charset=utf-8', true],
  '.txt': ['text/plain; charset=utf-8', true],
  '.ico': ['image/x-icon', false],
  '.png': ['image/png', false],
  '.jpg': ['image/jpeg', false],
  '.jpeg': ['image/jpeg', false],
  '.webp': ['image/webp', false],
  '.avif': ['image/avif', false],
  '.gif': ['image/gif', false],
  '.woff2': ['font/woff2', false],
  '.woff': ['font/woff', false],
  '.wasm': ['application/wasm', false],
};

export interface ContentType {
  readonly type: string;
  /** Text formats: served with `Vary: Accept-Encoding`, and precompressed by the build. */
  readonly compressible: boolean;
}

export function contentTypeOf(path: string): ContentType {
  const [type, compressible] = TYPES[extname(path).toLowerCase()] ?? [
    'application/octet-stream',
    false,
  ];
  return { type, compressible };
}
