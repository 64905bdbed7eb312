import { createHash, randomUUID } from 'node:crypto';

export interface SubmissionIds {
  readonly issueId: string;
  readonly diagnosticId: string;
}

/**
 * A UUID (version 8, RFC 9562: layout chosen by the application) from the SHA-256 of `name`,
 * so the same name always gives the same id and different names practically never collide.
 */
export function nameBasedUuid(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The ids of a new issue and its analysis. Without an idempotency key they are random. With
 * one they are derived from the owner and the key, so a repeat names the same issue stream;
 * the owner is part of the name, so two owners who happen to send the same key never meet.
 */
export function submissionIds(ownerId: string, idempotencyKey: string | undefined): SubmissionIds {
  if (idempotencyKey === undefined) return { issueId: randomUUID(), diagnosticId: randomUUID() };
  const name = `${ownerId}\n${idempotencyKey.toLowerCase()}`;
  return {
    issueId: nameBasedUuid(`issue\n${name}`),
    diagnosticId: nameBasedUuid(`diagnostic\n${name}`),
  };
}
