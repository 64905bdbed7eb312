import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { sniffPhotoType } from './image-type';
import { cleanFilename, preparePhoto } from './prepare-photo';

const red = { r: 200, g: 30, b: 30 };
const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: red } });

/** A JPEG as a phone writes it: GPS position, camera, and a "rotate 90°" orientation. */
function phoneJpeg(): Promise<Buffer> {
  return blank(40, 20)
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitude: '33/1 29/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('sniffPhotoType', () => {
  it.each([
    ['image/png', blank(2, 2).png()],
    ['image/jpeg', blank(2, 2).jpeg()],
    ['image/gif', blank(2, 2).gif()],
    ['image/webp', blank(2, 2).webp()],
  ])('recognises %s by its bytes', async (type, image) => {
    expect(sniffPhotoType(await image.toBuffer())).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['empty', Buffer.alloc(0)],
    ['a RIFF that is not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
  ])('refuses %s', (_what, bytes) => {
    expect(sniffPhotoType(bytes)).toBeUndefined();
  });
});

describe('preparePhoto', () => {
  it('strips EXIF and GPS, turns the pixels upright, and hashes what it keeps', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const result = await preparePhoto({ originalname: 'dent.jpg', buffer: original });

    if (!result.ok) throw new Error(result.reason);
    const kept = await sharp(result.photo.bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([20, 40]);
    expect(result.photo).toMatchObject({ contentType: 'image/jpeg', filename: 'dent.jpg' });
    expect(result.photo.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['image/png', blank(8, 8).png()],
    ['image/gif', blank(8, 8).gif()],
    ['image/webp', blank(8, 8).webp()],
  ])('keeps %s in its own format', async (type, image) => {
    const result = await preparePhoto({ originalname: 'a', buffer: await image.toBuffer() });
    if (!result.ok) throw new Error(result.reason);
    expect(result.photo.contentType).toBe(type);
    expect(sniffPhotoType(result.photo.bytes)).toBe(type);
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = await Promise.all([
      blank(8, 8).png().toBuffer(),
      blank(8, 8).negate().png().toBuffer(),
    ]);
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const result = await preparePhoto({ originalname: 'a.gif', buffer: animated });
    if (!result.ok) throw new Error(result.reason);
    expect((await sharp(result.photo.bytes).metadata()).pages).toBe(2);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const result = await preparePhoto({ originalname: 'x.png', buffer: Buffer.from('%PDF-1.7') });
    expect(result).toEqual({ ok: false, reason: 'unsupported_type' });
  });

  it('refuses a small file that claims a huge picture before decoding it', async () => {
    const bomb = Buffer.from(await blank(8, 8).png().toBuffer());
    bomb.writeUInt32BE(10_000, 16); // IHDR width
    bomb.writeUInt32BE(10_000, 20); // IHDR height
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const result = await preparePhoto({ originalname: 'a.png', buffer: bomb });
    expect(result).toEqual({ ok: false, reason: 'too_many_pixels' });
  });

  it('refuses a truncated image as unreadable', async () => {
    const png = await blank(64, 64).png().toBuffer();
    const result = await preparePhoto({ originalname: 'a.png', buffer: png.subarray(0, 60) });
    expect(result).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('cleanFilename', () => {
  it('keeps the base name only, without control characters', () => {
    expect(cleanFilename('../../etc/pass\u0000wd.png', 'image/png')).toBe('passwd.png');
    expect(cleanFilename('C:\\photos\\dent.jpg', 'image/jpeg')).toBe('dent.jpg');
  });

  it('names a photo that came without a name', () => {
    expect(cleanFilename('', 'image/webp')).toBe('photo.webp');
  });
});
