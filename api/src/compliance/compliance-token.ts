import { createHash, timingSafeEqual } from 'node:crypto';

/** The compliance calls' bearer token; undefined switches them off (they answer 404). */
export interface ComplianceConfig {
  readonly token: string | undefined;
}

export const COMPLIANCE_CONFIG = Symbol('ComplianceConfig');

/** The token of an `Authorization: Bearer <token>` header; undefined for anything else. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Compares digests of equal length, so the time taken says nothing about the token. */
export function tokenMatches(expected: string, presented: string): boolean {
  return timingSafeEqual(sha256(expected), sha256(presented));
}

/** Names a token in the audit trail without revealing it: 64 bits of its SHA-256. */
export function tokenFingerprint(token: string): string {
  return `sha256:${sha256(token).toString('hex').slice(0, 16)}`;
}
