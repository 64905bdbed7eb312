import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilePhotoStore } from './file-photo-store';

describe('FilePhotoStore', () => {
  it('takes the same photo saved six times at once as one photo, without errors', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'fw-photo-store-'));
    const store = new FilePhotoStore(directory);
    const bytes = Buffer.alloc(256 * 1024, 7);

    const saved = await Promise.all(
      Array.from({ length: 6 }, () => store.save(bytes, 'image/png')),
    );

    expect(new Set(saved.map((photo) => photo.sha256)).size).toBe(1);
    const files = await readdir(directory);
    expect(files).toEqual([`${saved[0]!.sha256}.png`]);
    expect(await readFile(join(directory, files[0]!))).toEqual(bytes);
  });
});
