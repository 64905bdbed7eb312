import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { ContentCoding } from '@fairwrench/api';
import { contentTypeOf, type ContentType } from './content-types';

export interface Variant {
  readonly path: string;
  readonly size: number;
  /** Strong, of the bytes sent: each coding has its own. */
  readonly etag: string;
}

export interface BuiltFile extends ContentType {
  /** Present codings, most preferred first; identity is always there. */
  readonly variants: ReadonlyMap<ContentCoding, Variant>;
}

/** The build writes these beside a file (ui/scripts/precompress.mjs). */
const SUFFIXES: readonly (readonly [ContentCoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

async function variantAt(path: string, tag: string): Promise<Variant | undefined> {
  const found = await stat(path).catch(() => undefined);
  if (!found?.isFile()) return undefined;
  const hash = createHash('sha256')
    .update(await readFile(path))
    .digest('base64url');
  return { path, size: found.size, etag: `"${hash.slice(0, 27)}${tag}"` };
}

/** A URL path as a file path under the root, or undefined for anything not to be served. */
function fileOf(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  // Dot files (.vite/manifest.json), `..`, and the precompressed copies are not files to serve.
  if (decoded.includes('\0') || segments.some((segment) => segment.startsWith('.'))) return;
  if (/\.(br|gz)$/i.test(decoded) || segments.length === 0) return undefined;
  const path = resolve(root, ...segments);
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * The files of the built web app. A file's ETags are hashed once and kept while its size and
 * modification time stay the same, so a rebuild under a running server is picked up.
 */
export class BuiltFiles {
  private readonly root: string;
  private readonly known = new Map<string, { stamp: string; file: BuiltFile }>();

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  async find(urlPath: string): Promise<BuiltFile | undefined> {
    const path = fileOf(this.root, urlPath);
    if (path === undefined) return undefined;
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    const stamp = `${found.size}:${found.mtimeMs}`;
    const cached = this.known.get(path);
    if (cached?.stamp === stamp) return cached.file;
    const file = await this.describe(path);
    if (file) this.known.set(path, { stamp, file });
    return file;
  }

  private async describe(path: string): Promise<BuiltFile | undefined> {
    const type = contentTypeOf(path);
    const variants = new Map<ContentCoding, Variant>();
    if (type.compressible) {
      for (const [coding, suffix] of SUFFIXES) {
        const variant = await variantAt(path + suffix, `-${coding}`);
        if (variant) variants.set(coding, variant);
      }
    }
    const identity = await variantAt(path, '');
    if (!identity) return undefined;
    variants.set('identity', identity);
    return { ...type, variants };
  }
}
