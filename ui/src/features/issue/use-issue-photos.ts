import { LIMITS } from '@fairwrench/contracts';
import { type RefObject, useRef, useState } from 'react';
import type { FlowStorage } from '../../flow/flow-storage';
import { readIssueImages, type SavedImage, saveIssueImages } from '../../flow/saved-drafts';
import { acceptPhotos, fromSavedImage, toSavedImage } from './photo-files';

/** A photo the owner added; the id keys its thumbnail, since two files may share a name. */
export type HeldPhoto = { id: number; file: File };

let nextId = 1;
const hold = (file: File): HeldPhoto => ({ id: nextId++, file });

/** Photos saved by an earlier visit; unreadable entries are logged and skipped (section 8). */
function restorePhotos(local: FlowStorage): HeldPhoto[] {
  const files: File[] = [];
  for (const saved of readIssueImages(local)) {
    const file = fromSavedImage(saved);
    if (file) files.push(file);
    else console.error(`Could not restore the saved photo "${saved.filename}"`);
  }
  return acceptPhotos(0, files).map(hold);
}

/**
 * Each file's base64 form, encoded once: adding or removing a photo saves the whole set again,
 * and re-encoding up to five 10 MB photos on every change would block the page. A failed
 * encoding is forgotten so the next save tries it again.
 */
const encoded = new WeakMap<File, Promise<SavedImage>>();

function savedImageOf(file: File): Promise<SavedImage> {
  let image = encoded.get(file);
  if (!image) {
    image = toSavedImage(file);
    encoded.set(file, image);
    image.catch(() => encoded.delete(file));
  }
  return image;
}

/**
 * Saves the photos as base64 so a reload keeps them. Encoding is async, so only the latest
 * change is written; a photo set too big for the storage quota is logged, never thrown.
 */
async function persistPhotos(
  local: FlowStorage,
  photos: readonly HeldPhoto[],
  ticket: number,
  latest: RefObject<number>,
): Promise<void> {
  try {
    const images = await Promise.all(photos.map((photo) => savedImageOf(photo.file)));
    if (ticket === latest.current) saveIssueImages(local, images);
  } catch (error) {
    console.error('Could not save the photos to browser storage', error);
  }
}

/** The issue form's photos: restored on mount, filtered on add, saved on every change. */
export function useIssuePhotos(local: FlowStorage) {
  const [photos, setPhotos] = useState<HeldPhoto[]>(() => restorePhotos(local));
  const latestSave = useRef(0);

  const update = (next: HeldPhoto[]) => {
    setPhotos(next);
    latestSave.current += 1;
    void persistPhotos(local, next, latestSave.current, latestSave);
  };

  return {
    photos,
    full: photos.length >= LIMITS.photosMax,
    add: (files: Iterable<File>) => {
      const accepted = acceptPhotos(photos.length, files);
      if (accepted.length > 0) update([...photos, ...accepted.map(hold)]);
    },
    remove: (id: number) => update(photos.filter((photo) => photo.id !== id)),
  };
}
