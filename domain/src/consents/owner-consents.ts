import type { ConsentPurpose } from '@fairwrench/contracts';
import type { Decider } from '../decider';
import { recordedEventId, type Unstamped } from '../event-envelope';

/** A consent as recorded: by a ConsentGiven, or by the fact it came with before those existed. */
export interface GivenConsent {
  /** The ConsentGiven's consent id; for an older consent, the id of the event recording it. */
  readonly consentId: string;
  readonly purpose: ConsentPurpose;
  readonly eventId: string;
  readonly recordedBy: 'ConsentGiven' | 'VehicleRegistered' | 'ManagedRepairScheduled';
  readonly givenAt: string;
  readonly textVersion: string | null;
  readonly textSha256: string | null;
  readonly sourcePage: string | null;
  readonly clientFingerprint: string | null;
}

export interface ConsentWithdrawal {
  readonly purpose: ConsentPurpose;
  readonly consentIds: readonly string[];
  readonly source: Unstamped<'ConsentWithdrawn'>['data']['source'];
  /** When it was recorded; null for one decided a moment ago and not stored yet. */
  readonly withdrawnAt: string | null;
}

export interface OwnerConsents {
  readonly given: readonly GivenConsent[];
  readonly withdrawals: readonly ConsentWithdrawal[];
  /**
   * The last fact folded that recorded consents itself, and when it was appended: the
   * ConsentGiven appended with it (at the same moment) replace what it recorded.
   */
  readonly lastFact: { readonly eventId: string; readonly occurredAt: string } | null;
}

export type ConsentEvent = Unstamped<
  'VehicleRegistered' | 'ManagedRepairScheduled' | 'ConsentGiven' | 'ConsentWithdrawn'
>;

export const noConsents = (): OwnerConsents => ({ given: [], withdrawals: [], lastFact: null });

/** When a stored event was appended; undefined for one not stored. */
const occurredAt = (event: ConsentEvent): string | undefined =>
  (event as { metadata?: { occurredAt?: string } }).metadata?.occurredAt;

const factOf = (event: ConsentEvent): OwnerConsents['lastFact'] => {
  const eventId = recordedEventId(event);
  const at = occurredAt(event);
  return eventId && at ? { eventId, occurredAt: at } : null;
};

/** A consent recorded by its fact's own field: no text digest, page or fingerprint. */
const older = (
  purpose: ConsentPurpose,
  eventId: string,
  recordedBy: 'VehicleRegistered' | 'ManagedRepairScheduled',
  givenAt: string,
  textVersion: string | null,
): GivenConsent => ({
  consentId: eventId,
  purpose,
  eventId,
  recordedBy,
  givenAt,
  textVersion,
  textSha256: null,
  sourcePage: null,
  clientFingerprint: null,
});

/**
 * Folds the owner's consents from the streams that record them (vehicles, managed repairs)
 * and the withdrawals on their data-rights stream. A consent counts only as a stored event:
 * one without an event id is no evidence. Since ADR 025 a fact is followed, in its own
 * append, by a ConsentGiven per purpose it records, which replace the consents its field
 * records.
 */
export function evolveConsents(state: OwnerConsents, event: ConsentEvent): OwnerConsents {
  const { type } = event;
  const eventId = recordedEventId(event);
  switch (type) {
    case 'VehicleRegistered': {
      if (!eventId) return { ...state, lastFact: null };
      const { version, acceptedAt } = event.data.termsConsent;
      // The terms accepted then held the lead-sharing clause: one consent covered both.
      const terms = older('terms', eventId, type, acceptedAt, version);
      const sharing = older('lead-sharing', eventId, type, acceptedAt, null);
      return { ...state, given: [...state.given, terms, sharing], lastFact: factOf(event) };
    }
    case 'ManagedRepairScheduled': {
      if (!eventId) return { ...state, lastFact: null };
      const sms = older('sms-and-calls', eventId, type, event.data.smsConsent.givenAt, null);
      return { ...state, given: [...state.given, sms], lastFact: factOf(event) };
    }
    case 'ConsentGiven': {
      if (!eventId) return state;
      const { data } = event;
      // The ConsentGiven appended with a fact stand for all it recorded: since ADR 059 a
      // vehicle's are the terms alone, so its field's lead-sharing goes too. A consent given
      // later (a shop request) leaves an older fact's consents as they are.
      const { lastFact } = state;
      const withFact = lastFact !== null && occurredAt(event) === lastFact.occurredAt;
      const replaced = (consent: GivenConsent) =>
        withFact && consent.consentId === lastFact.eventId;
      const given: GivenConsent = {
        consentId: data.consentId,
        purpose: data.purpose,
        eventId,
        recordedBy: type,
        givenAt: data.givenAt,
        textVersion: data.textVersion,
        textSha256: data.textSha256,
        sourcePage: data.sourcePage,
        clientFingerprint: data.clientFingerprint,
      };
      return { ...state, given: [...state.given.filter((c) => !replaced(c)), given] };
    }
    case 'ConsentWithdrawn': {
      const { purpose, consentIds, source } = event.data;
      const withdrawnAt = (event as { metadata?: { occurredAt: string } }).metadata?.occurredAt;
      const withdrawal = { purpose, consentIds, source, withdrawnAt: withdrawnAt ?? null };
      return { ...state, withdrawals: [...state.withdrawals, withdrawal] };
    }
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** The ids of the consents withdrawn (to `purpose`, when named): the one rule of withdrawal. */
export function withdrawnConsentIds(state: OwnerConsents, purpose?: ConsentPurpose): Set<string> {
  const withdrawals = purpose
    ? state.withdrawals.filter((w) => w.purpose === purpose)
    : state.withdrawals;
  return new Set(withdrawals.flatMap((w) => w.consentIds));
}

/** The consents to `purpose` no withdrawal has ended, oldest first. */
export function consentsInForce(state: OwnerConsents, purpose: ConsentPurpose): GivenConsent[] {
  const withdrawn = withdrawnConsentIds(state, purpose);
  return state.given.filter((c) => c.purpose === purpose && !withdrawn.has(c.consentId));
}

/** How the owner's consents are folded; a decider over them adds its own `decide`. */
export const ownerConsentsFold: Omit<Decider<unknown, OwnerConsents, ConsentEvent>, 'decide'> = {
  eventTypes: ['VehicleRegistered', 'ManagedRepairScheduled', 'ConsentGiven', 'ConsentWithdrawn'],
  initialState: noConsents,
  evolve: evolveConsents,
};
