import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoStore, StoredPhoto } from './photo-store';

const SHA256 = /^[0-9a-f]{64}$/;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Photos as files under one directory: `<sha256>.<ext>`, written atomically. The same content
 * saved twice at once (parallel uploads of one photo) is two writes of identical bytes: each
 * goes to its own temporary file and the renames replace one another, so both succeed.
 */
export class FilePhotoStore implements PhotoStore {
  constructor(private readonly directory: string) {}

  async save(bytes: Buffer, contentType: string): Promise<StoredPhoto> {
    const extension = EXTENSIONS[contentType];
    if (!extension) throw new Error(`Not a stored photo type: ${contentType}`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await mkdir(this.directory, { recursive: true });
    const path = join(this.directory, `${sha256}.${extension}`);
    // Unique per call: a name from pid and time was shared by two saves in one millisecond.
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true }); // left only by a failed write
    }
    return { sha256, bytes: bytes.length, contentType };
  }

  async read(sha256: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    if (!SHA256.test(sha256)) return undefined; // never let a caller's text reach the path
    for (const [contentType, extension] of Object.entries(EXTENSIONS)) {
      try {
        return {
          bytes: await readFile(join(this.directory, `${sha256}.${extension}`)),
          contentType,
        };
      } catch {
        // try the next extension
      }
    }
    return undefined;
  }

  async delete(sha256: string): Promise<void> {
    if (!SHA256.test(sha256)) return;
    await Promise.all(
      Object.values(EXTENSIONS).map((extension) =>
        rm(join(this.directory, `${sha256}.${extension}`), { force: true }),
      ),
    );
  }
}
