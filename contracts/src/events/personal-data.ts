import type { DomainEventType } from './index';
import { mailKeySubject } from './opt-out-by-email';

export { ERASED, isErased } from './erased';

/**
 * Which fields of an event hold personal data, and whose they are. The event store encrypts
 * these fields with the owner's data key on append and decrypts them on read; destroying the
 * key erases them everywhere at once (crypto-shredding).
 *
 * Paths name string fields: `owner.name`, or `photos[].sha256` for a field of every element
 * of an array. What is not listed stays in the clear: ids, vehicles, analyses, ZIP codes,
 * consents and the facts of a lead (see docs/privacy.md for why each is kept).
 */
export interface PersonalDataRule {
  /** The owner whose key encrypts the fields; undefined for events that predate the rule. */
  readonly subjectOf: (data: Record<string, unknown>) => string | undefined;
  readonly fields: readonly string[];
}

const byUserId = (data: Record<string, unknown>) =>
  typeof data.userId === 'string' ? data.userId : undefined;

export const PERSONAL_DATA: Readonly<Partial<Record<DomainEventType, PersonalDataRule>>> = {
  VehicleRegistered: { subjectOf: byUserId, fields: ['owner.name', 'owner.email', 'vehicle.vin'] },
  IssueSubmitted: {
    subjectOf: byUserId,
    fields: ['description', 'photos[].sha256', 'photos[].filename'],
  },
  ManagedRepairScheduled: { subjectOf: byUserId, fields: ['phoneNumber'] },
  FeedbackSubmitted: { subjectOf: byUserId, fields: ['feedback'] },
  // What the analysis copies from the owner's own words: the phrases behind each cause and
  // safety sign, and what it read off a pasted estimate (ADR 042).
  DiagnosticProduced: {
    subjectOf: byUserId,
    fields: [
      'results.potentialCauses[].why[]',
      'results.safetyAlerts[].evidence',
      'results.estimateReview.vehicleInfo',
      'results.estimateReview.shopName',
      'results.estimateReview.location',
      'results.estimateReview.services[].name',
      'results.estimateReview.unnecessaryItems[]',
      'results.estimateReview.unnecessaryItems[].item',
    ],
  },
  // An address (and an opt-out link's token) waiting for the mail worker, each under a key of
  // its own that the worker destroys once the message is sent (ADR 057).
  OptOutByEmailRequested: {
    subjectOf: (data) =>
      typeof data.requestId === 'string' ? mailKeySubject(data.requestId) : undefined,
    fields: ['mail.to', 'mail.token'],
  },
  OwnerErased: {
    subjectOf: (data) => {
      const receipt = data.receipt as { receiptId?: unknown } | undefined;
      return typeof receipt?.receiptId === 'string' ? mailKeySubject(receipt.receiptId) : undefined;
    },
    fields: ['receipt.to', 'receipt.zipCode'],
  },
  LeadShared: {
    subjectOf: (data) => (typeof data.ownerId === 'string' ? data.ownerId : undefined),
    fields: ['owner.name', 'owner.email', 'owner.phone'],
  },
};
