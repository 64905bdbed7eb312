import {
  LIMITS,
  PHOTO_CONTENT_TYPES,
  PHOTO_SIZE_HINT_BYTES,
  photoRefusals,
} from '@fairwrench/contracts';
import type { SavedImage } from '../../flow/saved-drafts';

/**
 * Pure helpers behind the photo upload: which picked or dropped files are kept, and how a
 * photo goes into browser storage (a data URL, so its type survives) and comes back out.
 */
export function isImage(file: { type: string }): boolean {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type);
}

/** A picked file the form left out, and why, in words that name it. */
export type RefusedPhoto = { name: string; reason: string };

type PickedFile = { name: string; type: string; size: number };

function refusalOf(file: PickedFile, room: number): string | undefined {
  if (!isImage(file)) return photoRefusals.type(file.name);
  if (file.size > PHOTO_SIZE_HINT_BYTES) return photoRefusals.size(file.name, file.size);
  if (room <= 0) return photoRefusals.count(file.name);
  return undefined;
}

/**
 * Section 5's images only and never more than the limit in total across picks and drops, plus
 * the API's own limits (type and size, ADR 041), checked here so a photo the API would refuse
 * is named at once and never saved with the draft (ADR 058).
 */
export function acceptPhotos<T extends PickedFile>(
  heldCount: number,
  incoming: Iterable<T>,
): { accepted: T[]; refused: RefusedPhoto[] } {
  const accepted: T[] = [];
  const refused: RefusedPhoto[] = [];
  for (const file of incoming) {
    const reason = refusalOf(file, LIMITS.photosMax - heldCount - accepted.length);
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Chunked, because String.fromCharCode(...bytes) overflows the stack on a large photo. */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

export async function fileToDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = file.type || 'application/octet-stream';
  return `data:${type};base64,${bytesToBase64(bytes)}`;
}

export async function toSavedImage(file: File): Promise<SavedImage> {
  return { base64: await fileToDataUrl(file), filename: file.name };
}

const DATA_URL = /^data:([^;,]*);base64,(.*)$/s;

/** The saved photo as a File again; null when the saved text is not a base64 data URL. */
export function fromSavedImage(saved: SavedImage): File | null {
  const match = DATA_URL.exec(saved.base64);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2] ?? '');
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new File([bytes], saved.filename, { type: match[1] ?? '' });
}
