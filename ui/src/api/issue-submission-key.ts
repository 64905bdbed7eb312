import type { IssueDetailsRequest } from '@fairwrench/contracts';

/**
 * The Idempotency-Key of an issue submit: a UUID named by everything submitted (owner,
 * vehicle, help type, description and the photos' bytes). Submitting the same issue again,
 * after leaving the page mid-analysis or losing the connection, then answers the analysis
 * the server already made, while any edit makes a new one. Web Crypto exists only in secure
 * contexts; over plain HTTP to another device no key is sent and every submit is new.
 */
export async function issueSubmissionKey(
  request: IssueDetailsRequest,
  photos: readonly Blob[],
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string | undefined> {
  if (!subtle) return undefined;
  const fields = [request.userId, request.vehicleId, request.issueType, request.description];
  const photoDigests = await Promise.all(
    photos.map(async (photo) => hex(await subtle.digest('SHA-256', await photo.arrayBuffer()))),
  );
  const name = new TextEncoder().encode([...fields, ...photoDigests].join('\n'));
  return uuidOf(new Uint8Array(await subtle.digest('SHA-256', name)));
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** RFC 9562 version 8 (application-defined) layout over the first 16 bytes of a digest. */
function uuidOf(digest: Uint8Array): string {
  const bytes = digest.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
