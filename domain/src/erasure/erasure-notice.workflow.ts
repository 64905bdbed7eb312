import { createHash } from 'node:crypto';
import {
  erasureNoticeV1Schema,
  type ErasureNoticeV1,
  type OwnerErased,
} from '@fairwrench/contracts';

/** A lead the broker acknowledged to a shop: what an erasure notice for its owner must name. */
export interface DeliveredLead {
  readonly leadId: string;
  readonly shopId: string;
}

/** What each shop is told to do (Cal. Civ. Code § 1798.105, the owner's right to deletion). */
export const ERASURE_NOTICE_INSTRUCTION =
  'The owner asked FairWrench to delete their personal information (Cal. Civ. Code § 1798.105). ' +
  'Delete the name, e-mail address and phone number you received with these leads, with any ' +
  'copies, and do not contact the owner about them.';

/** The same notice id for the same erasure and shop on every retry: partners de-duplicate on it. */
export function erasureNoticeId(erasureEventId: string, shopId: string): string {
  const hex = createHash('sha256').update(`${erasureEventId}/${shopId}`).digest('hex');
  // RFC 9562 version 8 (custom), variant 10.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A workflow decider, like the lead release: when an owner is erased, every shop that received
 * one of their leads is told, once per shop, which leads to delete (ADR 024). The state is the
 * leads delivered before the erasure in log order; the forwarder publishes the notices and
 * records each one the broker acknowledged.
 */
export function decideErasureNotices(
  erasure: { readonly metadata: Pick<OwnerErased['metadata'], 'eventId' | 'occurredAt'> },
  delivered: readonly DeliveredLead[],
): ErasureNoticeV1[] {
  const byShop = new Map<string, Set<string>>();
  for (const { leadId, shopId } of delivered) {
    byShop.set(shopId, (byShop.get(shopId) ?? new Set()).add(leadId));
  }
  return [...byShop].map(([shopId, leadIds]) =>
    erasureNoticeV1Schema.parse({
      messageType: 'erasure-notice',
      schemaVersion: 1,
      noticeId: erasureNoticeId(erasure.metadata.eventId, shopId),
      shopId,
      leadIds: [...leadIds].sort(),
      requestedAt: erasure.metadata.occurredAt,
      instruction: ERASURE_NOTICE_INSTRUCTION,
    }),
  );
}
