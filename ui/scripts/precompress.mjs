/* eslint-disable no-console -- a report printed to the terminal */
// Precompression (issue 14, ADR 027): writes `<file>.br` (brotli, quality 11) and `<file>.gz`
// (gzip -9) beside every text file of the build larger than 1 KB, so the server sends them
// as they are, with no compression work per request. A copy is kept only if it is smaller.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
]);
const MIN_BYTES = 1024;

const codings = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Every file of the build the server may send; dot folders (Vite's manifest) are not served. */
async function servedFiles() {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !path
          .slice(dist.length)
          .split('/')
          .some((part) => part.startsWith('.')),
    );
}

async function precompress(path) {
  const bytes = await readFile(path);
  const sizes = { raw: bytes.length, br: bytes.length, gz: bytes.length };
  if (bytes.length <= MIN_BYTES) return sizes;
  for (const [suffix, compress] of Object.entries(codings)) {
    const compressed = await compress(bytes);
    if (compressed.length >= bytes.length) continue;
    await writeFile(`${path}.${suffix}`, compressed);
    sizes[suffix] = compressed.length;
  }
  return sizes;
}

const all = await Promise.all((await servedFiles()).map(precompress));
const total = (key) => (all.reduce((sum, sizes) => sum + sizes[key], 0) / 1024).toFixed(1);
console.log(
  `Precompressed ${all.filter((sizes) => sizes.raw > MIN_BYTES).length} of ${all.length} text files: ` +
    `${total('raw')} KB raw, ${total('gz')} KB gzip -9, ${total('br')} KB brotli 11.`,
);
