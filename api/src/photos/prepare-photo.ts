import { createHash } from 'node:crypto';
import { EXTENSION, sniffPhotoType, type PhotoType } from './image-type';
import { stripMetadata, UnreadablePhotoError } from './strip-metadata';

/** One uploaded `files` part as the upload middleware hands it over. */
export interface UploadedPhoto {
  readonly originalname: string;
  readonly buffer: Buffer;
}

/** A photo ready to store: checked by content, metadata stripped, hashed. */
export interface PreparedPhoto {
  readonly bytes: Buffer;
  readonly contentType: PhotoType;
  readonly sha256: string;
  readonly filename: string;
}

export type PhotoRejection = 'unsupported_type' | 'unreadable' | 'too_many_pixels';

export type PreparedOrRejected =
  | { readonly ok: true; readonly photo: PreparedPhoto }
  | { readonly ok: false; readonly reason: PhotoRejection };

/**
 * The file name is shown back to its owner only; it is kept as a label, never used as a
 * path, with directories and control characters removed.
 */
export function cleanFilename(name: string, type: PhotoType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 255) || `photo.${EXTENSION[type]}`;
}

export async function preparePhoto(upload: UploadedPhoto): Promise<PreparedOrRejected> {
  const type = sniffPhotoType(upload.buffer);
  if (!type) return { ok: false, reason: 'unsupported_type' };
  try {
    const bytes = await stripMetadata(upload.buffer, type);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return {
      ok: true,
      photo: {
        bytes,
        contentType: type,
        sha256,
        filename: cleanFilename(upload.originalname, type),
      },
    };
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    if (error.reason === 'too_many_pixels') return { ok: false, reason: 'too_many_pixels' };
    return {
      ok: false,
      reason: error.reason === 'type_mismatch' ? 'unsupported_type' : 'unreadable',
    };
  }
}
