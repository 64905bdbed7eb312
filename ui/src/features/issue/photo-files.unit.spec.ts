/// <reference types="jest" />
import { LIMITS } from '@fairwrench/contracts';
import { acceptPhotos, fromSavedImage, isImage, toSavedImage } from './photo-files';

const file = (name: string, type: string, bytes: number[] = [1, 2, 3]) =>
  new File([new Uint8Array(bytes)], name, { type });

const images = (count: number) =>
  Array.from({ length: count }, (_, i) => file(`photo-${i}.png`, 'image/png'));

describe('acceptPhotos', () => {
  it('keeps images of any image type and drops everything else', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('b.jpg', 'image/jpeg'),
      file('scan.pdf', 'application/pdf'),
      file('c.gif', 'image/gif'),
      file('unknown', ''),
    ];
    expect(acceptPhotos(0, picked).map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.gif']);
  });

  it(`keeps at most ${LIMITS.photosMax} from one pick, in the order given`, () => {
    const kept = acceptPhotos(0, images(6));
    expect(kept.map((f) => f.name)).toEqual(images(5).map((f) => f.name));
  });

  it('counts the photos already held against the limit', () => {
    expect(acceptPhotos(3, images(4))).toHaveLength(2);
    expect(acceptPhotos(5, images(1))).toEqual([]);
    expect(acceptPhotos(7, images(1))).toEqual([]);
  });

  it('fills the room left with images, skipping the files that are not', () => {
    const picked = [file('x.txt', 'text/plain'), ...images(3)];
    expect(acceptPhotos(3, picked).map((f) => f.name)).toEqual(['photo-0.png', 'photo-1.png']);
  });

  it('tells an image by its type, not its name', () => {
    expect(isImage({ type: 'image/webp' })).toBe(true);
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
