import sharp, { type Sharp } from 'sharp';
import { SHARP_FORMAT, type PhotoType } from './image-type';

/** Larger inputs are refused before decoding: a small file can expand to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored photos fit in this square; enough to see damage, far smaller than camera originals. */
const MAX_EDGE = 4096;

// No photo is decoded twice, so libvips' cache of decoded images only holds memory (ADR 041).
sharp.cache(false);

export class UnreadablePhotoError extends Error {
  override readonly name = 'UnreadablePhotoError';
  constructor(
    readonly reason: 'unreadable' | 'too_many_pixels' | 'type_mismatch',
    message: string,
  ) {
    super(message);
  }
}

function encode(image: Sharp, type: PhotoType): Sharp {
  switch (type) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 90 });
  }
}

/**
 * Decodes and re-encodes a photo in its own format. sharp writes no metadata unless asked,
 * so EXIF (GPS position, camera serial, time), XMP, IPTC and comments are all dropped; the
 * EXIF orientation is applied to the pixels first so the photo still shows upright.
 */
export async function stripMetadata(bytes: Buffer, type: PhotoType): Promise<Buffer> {
  const image = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  const metadata = await image.metadata().catch((error: unknown) => {
    throw asUnreadable(error);
  });
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw new UnreadablePhotoError('type_mismatch', `Decoded as ${metadata.format}, not ${type}`);
  }
  // Animated images keep all their frames; rotating or resizing them is not worth the risk.
  const still = (metadata.pages ?? 1) === 1;
  const oriented = still
    ? image
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    : image;
  return encode(oriented, type)
    .toBuffer()
    .catch((error: unknown) => {
      throw asUnreadable(error);
    });
}

function asUnreadable(error: unknown): UnreadablePhotoError {
  const message = error instanceof Error ? error.message : String(error);
  const reason = /pixel limit/i.test(message) ? 'too_many_pixels' : 'unreadable';
  return new UnreadablePhotoError(reason, message);
}
