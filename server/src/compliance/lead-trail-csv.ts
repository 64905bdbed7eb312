import type { LeadSharing } from '@fairwrench/contracts';

/** One column: its header and how a sharing fills it. */
type Column = readonly [header: string, value: (sharing: LeadSharing) => string | number | null];

/**
 * Lists of names join with `;`; consent evidence (with each consent's text version, page,
 * time and client fingerprint), attempts and erasure notices keep their JSON.
 */
const COLUMNS: readonly Column[] = [
  ['sharing_id', (s) => s.sharingId],
  ['lead_id', (s) => s.leadId],
  ['owner_id', (s) => s.ownerId],
  ['shop_id', (s) => s.shopId],
  ['issue_id', (s) => s.issueId],
  ['reason', (s) => s.reason],
  ['legal_basis', (s) => s.legalBasis],
  ['selection', (s) => s.selection.reason],
  ['fields_shared', (s) => s.fieldsShared.join(';')],
  ['contact_channels', (s) => s.contactChannels.join(';')],
  ['consent_evidence', (s) => JSON.stringify(s.evidence)],
  ['shared_at', (s) => s.sharedAt],
  ['delivery_status', (s) => s.delivery.status],
  ['last_attempt_at', (s) => s.delivery.lastAttemptAt],
  ['topic', (s) => s.delivery.topic],
  ['partition', (s) => s.delivery.partition],
  ['offset', (s) => s.delivery.offset],
  ['failure', (s) => s.delivery.failure],
  ['attempts', (s) => JSON.stringify(s.attempts)],
  ['owner_erased_at', (s) => s.ownerErasure?.erasedAt ?? null],
  ['erasure_notices', (s) => JSON.stringify(s.erasureNotices)],
];

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: readonly (string | number | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

export const leadTrailCsvHeader = (): string => line(COLUMNS.map(([header]) => header));

export const leadTrailCsvRows = (sharings: readonly LeadSharing[]): string =>
  sharings.map((sharing) => line(COLUMNS.map(([, value]) => value(sharing)))).join('');
