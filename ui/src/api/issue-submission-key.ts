import { type IssueDetailsRequest, uuidFromDigest } from '@fairwrench/contracts';

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
  return uuidFromDigest(new Uint8Array(await subtle.digest('SHA-256', name)), 8);
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
