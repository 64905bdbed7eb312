import { LIMITS } from '@fairwrench/contracts';
import { type RefObject, useRef, useState } from 'react';
import type { FlowStorage } from '../../flow/flow-storage';
import { readIssueImages, type SavedImage, saveIssueImages } from '../../flow/saved-drafts';
import { acceptPhotos, fromSavedImage, type RefusedPhoto, toSavedImage } from './photo-files';

/** A photo the owner added; the id keys its thumbnail, since two files may share a name. */
export type HeldPhoto = { id: number; file: File };

let nextId = 1;
const hold = (file: File): HeldPhoto => ({ id: nextId++, file });

/**
 * Photos saved by an earlier visit; unreadable entries, and any the form would refuse today,
 * are logged and skipped (section 8).
 */
function restorePhotos(local: FlowStorage): HeldPhoto[] {
  const files: File[] = [];
  for (const saved of readIssueImages(local)) {
    const file = fromSavedImage(saved);
    if (file) files.push(file);
    else console.error(`Could not restore the saved photo "${saved.filename}"`);
  }
  const { accepted, refused } = acceptPhotos(0, files);
  for (const { reason } of refused) console.error(`Saved photo skipped: ${reason}`);
  return accepted.map(hold);
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

/**
 * The issue form's photos: restored on mount, checked on add (the refused ones named until the
 * next pick), saved on every change. A refused photo is never held, so never saved.
 */
export function useIssuePhotos(local: FlowStorage) {
  const [photos, setPhotos] = useState<HeldPhoto[]>(() => restorePhotos(local));
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const latestSave = useRef(0);

  const update = (next: HeldPhoto[]) => {
    setPhotos(next);
    latestSave.current += 1;
    void persistPhotos(local, next, latestSave.current, latestSave);
  };

  return {
    photos,
    refused,
    full: photos.length >= LIMITS.photosMax,
    add: (files: Iterable<File>) => {
      const picked = acceptPhotos(photos.length, files);
      setRefused(picked.refused);
      if (picked.accepted.length > 0) update([...photos, ...picked.accepted.map(hold)]);
    },
    remove: (id: number) => update(photos.filter((photo) => photo.id !== id)),
  };
}
