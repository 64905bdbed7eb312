import { createHash, randomUUID } from 'node:crypto';
import { uuidFromDigest } from '@fairwrench/contracts';

export interface SubmissionIds {
  readonly issueId: string;
  readonly diagnosticId: string;
}

/**
 * A UUID (version 8, RFC 9562: layout chosen by the application) from the SHA-256 of `name`,
 * so the same name always gives the same id and different names practically never collide.
 */
export function uuidV8Sha256(name: string): string {
  return uuidFromDigest(createHash('sha256').update(name).digest(), 8);
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
    issueId: uuidV8Sha256(`issue\n${name}`),
    diagnosticId: uuidV8Sha256(`diagnostic\n${name}`),
  };
}
