import { createHash } from 'node:crypto';

/** The compliance calls' bearer token; undefined switches them off (they answer 404). */
export interface ComplianceConfig {
  readonly token: string | undefined;
}

export const COMPLIANCE_CONFIG = Symbol('ComplianceConfig');

/** Names a token in the audit trail without revealing it: 64 bits of its SHA-256. */
export function tokenFingerprint(token: string): string {
  return `sha256:${createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 16)}`;
}
