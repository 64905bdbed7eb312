/**
 * Where owners' photos live: content-addressed by SHA-256 of the stored (metadata-stripped)
 * bytes, so the same photo uploaded twice is stored once and an id never changes meaning.
 */
export interface PhotoStore {
  save(bytes: Buffer, contentType: string): Promise<StoredPhoto>;
  /** The stored bytes and their type, or undefined for an unknown hash. */
  read(sha256: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  /** Removes the photo's bytes for good (erasure); a hash with no photo is not an error. */
  delete(sha256: string): Promise<void>;
}

export interface StoredPhoto {
  readonly sha256: string;
  readonly bytes: number;
  readonly contentType: string;
}

export const PHOTO_STORE = Symbol('PhotoStore');
