/// <reference types="jest" />
import { LIMITS } from '@fairwrench/contracts';
import { acceptPhotos, fromSavedImage, isImage, toSavedImage } from './photo-files';

const file = (name: string, type: string, bytes: number[] = [1, 2, 3]) =>
  new File([new Uint8Array(bytes)], name, { type });

const images = (count: number) =>
  Array.from({ length: count }, (_, i) => file(`photo-${i}.png`, 'image/png'));

const names = (files: { name: string }[]) => files.map((f) => f.name);

describe('acceptPhotos', () => {
  it('keeps the image types the API stores and names every other file', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('b.jpg', 'image/jpeg'),
      file('scan.pdf', 'application/pdf'),
      file('c.gif', 'image/gif'),
      file('d.webp', 'image/webp'),
      file('e.heic', 'image/heic'),
      file('unknown', ''),
    ];
    const { accepted, refused } = acceptPhotos(0, picked);
    expect(names(accepted)).toEqual(['a.png', 'b.jpg', 'c.gif', 'd.webp']);
    expect(names(refused)).toEqual(['notes.txt', 'scan.pdf', 'e.heic', 'unknown']);
  });

  it(`keeps at most ${LIMITS.photosMax} from one pick, in the order given`, () => {
    const { accepted, refused } = acceptPhotos(0, images(6));
    expect(names(accepted)).toEqual(names(images(5)));
    expect(refused).toEqual([
      { name: 'photo-5.png', reason: '"photo-5.png" was not added: you can add at most 5 photos.' },
    ]);
  });

  it('counts the photos already held against the limit', () => {
    expect(acceptPhotos(3, images(4)).accepted).toHaveLength(2);
    expect(acceptPhotos(5, images(1)).accepted).toEqual([]);
    expect(acceptPhotos(7, images(1)).accepted).toEqual([]);
  });

  it('fills the room left with images, skipping the files that are not', () => {
    const picked = [file('x.txt', 'text/plain'), ...images(3)];
    expect(names(acceptPhotos(3, picked).accepted)).toEqual(['photo-0.png', 'photo-1.png']);
  });

  it('refuses a photo over 10 MB by its size, and keeps one of exactly 10 MB', () => {
    const sized = (name: string, size: number) => ({ name, type: 'image/jpeg', size });
    const { accepted, refused } = acceptPhotos(0, [
      sized('big.jpg', 30 * 1024 * 1024),
      sized('edge.jpg', 10 * 1024 * 1024),
    ]);
    expect(names(accepted)).toEqual(['edge.jpg']);
    expect(refused[0]?.reason).toBe(
      '"big.jpg" was not added: it is 30.0 MB, and each photo must be at most 10 MB.',
    );
  });

  it('tells an image by its type, not its name', () => {
    expect(isImage({ type: 'image/webp' })).toBe(true);
    expect(isImage({ type: 'image/svg+xml' })).toBe(false);
    expect(isImage(file('photo.png', 'text/plain'))).toBe(false);
  });
});

describe('saving photos in browser storage', () => {
  it('round-trips a photo through a base64 data URL with its name, type and bytes', async () => {
    const bytes = Array.from({ length: 70_000 }, (_, i) => i % 256);
    const saved = await toSavedImage(file('brake pads.png', 'image/png', bytes));
    expect(saved.filename).toBe('brake pads.png');
    expect(saved.base64.startsWith('data:image/png;base64,')).toBe(true);

    const restored = fromSavedImage(saved)!;
    expect([restored.name, restored.type, restored.size]).toEqual([
      'brake pads.png',
      'image/png',
      bytes.length,
    ]);
    expect(Array.from(new Uint8Array(await restored.arrayBuffer()))).toEqual(bytes);
  });

  it('gives null for saved text that is not a base64 data URL', () => {
    expect(fromSavedImage({ base64: 'iVBORw0KGgo=', filename: 'a.png' })).toBeNull();
    expect(fromSavedImage({ base64: 'data:image/png;base64,%%%', filename: 'a.png' })).toBeNull();
  });
});
