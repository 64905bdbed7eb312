import {
  dataRightsStreamId,
  type ConsentEvidence,
  type LeadAnalysis,
  type LeadReason,
  type LeadSelection,
  type LeadShared,
} from '@fairwrench/contracts';
import { consentGiven, type ConsentCapture } from '../consents/consent-given';
import { consentsInForce, type GivenConsent } from '../consents/owner-consents';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import { withEventId, type Unstamped } from '../event-envelope';
import { loadStream } from '../handle-command';
import { managedRepairStreamId } from '../managed-repairs/managed-repair-stream';
import type { EventStore } from '@fairwrench/event-store';
import { leadAnalysisOf } from './lead-analysis';
import {
  evolveSharingRights,
  noSharingRights,
  sharingStopped,
  type SharingRights,
} from './sharing-rights';

/** A shop to share with, best first: the lead id minted for it and why it was chosen. */
export interface LeadCandidate {
  readonly shopId: string;
  readonly leadId: string;
  readonly selection: LeadSelection;
}

export interface ShareLeads {
  readonly type: 'ShareLeads';
  readonly reason: LeadReason;
  readonly issueId: string;
  readonly shops: readonly LeadCandidate[];
  readonly now: Date;
  /**
   * The owner's own request to the shop, with the consent given by pressing "Send my request"
   * (ADR 059): a recommendation lead needs it, and cites it as the owner's action.
   */
  readonly request?: {
    readonly consent: ConsentCapture & { readonly purpose: 'lead-sharing' };
    /** The id of the ConsentGiven that records it, chosen before deciding, as lead ids are. */
    readonly consentEventId: string;
  };
}

/**
 * The facts a lead rests on, folded from the owner's streams before the issue's lead stream:
 * the vehicle's (terms and lead-sharing consents), the issue's (the analysis), the managed
 * repair's (consent to calls and texts, phone, preferred date) and the owner's data-rights
 * stream (an opt-out, consents withdrawn).
 */
export type LeadEvent = Unstamped<
  | 'VehicleRegistered'
  | 'IssueSubmitted'
  | 'DiagnosticProduced'
  | 'ManagedRepairScheduled'
  | 'SaleAndSharingOptedOut'
  | 'OwnerErased'
  | 'ConsentGiven'
  | 'ConsentWithdrawn'
  | 'LeadShared'
>;

type Owner = LeadShared['data']['owner'] & { readonly ownerId: string };

/** A lead already shared for the issue: what went to the shop, and when. */
export interface SharedLead {
  readonly leadId: string;
  readonly reason: LeadReason;
  readonly owner: LeadShared['data']['owner'];
  readonly sharedAt: string;
}

export interface LeadState {
  readonly owner: Owner | null;
  readonly vehicle: LeadShared['data']['vehicle'] | null;
  readonly issue: {
    readonly issueId: string;
    readonly ownerId: string;
    readonly vehicleId: string;
  } | null;
  readonly analysis: LeadAnalysis | null;
  readonly booking: {
    readonly phone: string;
    readonly zipCode: string;
    readonly preferredDate: string;
  } | null;
  /**
   * Erased, opted out, and the consents of this vehicle and this booking with every
   * withdrawal of the owner's (ADR 025): the fold the lead forwarder decides on too (ADR 046).
   */
  readonly rights: SharingRights;
  /** Leads already shared for the issue, by shop. */
  readonly leads: ReadonlyMap<string, SharedLead>;
}

const initialState = (): LeadState => ({
  owner: null,
  vehicle: null,
  issue: null,
  analysis: null,
  booking: null,
  rights: noSharingRights(),
  leads: new Map(),
});

/** The consent cited: a ConsentGiven with all it recorded, or the older fact's field. */
function evidence(consent: GivenConsent): ConsentEvidence {
  const kind = consent.purpose === 'sms-and-calls' ? 'sms' : consent.purpose;
  const { eventId, givenAt } = consent;
  if (consent.recordedBy !== 'ConsentGiven') {
    const version = consent.purpose === 'terms' ? consent.textVersion : null;
    return {
      kind,
      eventId,
      eventType: consent.recordedBy,
      givenAt,
      ...(version ? { version } : {}),
    };
  }
  return {
    kind,
    eventId,
    eventType: 'ConsentGiven',
    givenAt,
    consentId: consent.consentId,
    ...(consent.textVersion ? { textVersion: consent.textVersion } : {}),
    ...(consent.textSha256 ? { textSha256: consent.textSha256 } : {}),
    ...(consent.sourcePage ? { sourcePage: consent.sourcePage } : {}),
    ...(consent.clientFingerprint ? { clientFingerprint: consent.clientFingerprint } : {}),
  };
}

/** The latest consent to a purpose still in force, if any. */
const inForce = (state: LeadState, purpose: GivenConsent['purpose']) =>
  consentsInForce(state.rights.consents, purpose).at(-1);

function evolve(state: LeadState, event: LeadEvent): LeadState {
  const { type } = event;
  switch (type) {
    case 'VehicleRegistered': {
      const { userId, owner, vehicle } = event.data;
      const rights = evolveSharingRights(state.rights, event);
      return { ...state, owner: { ownerId: userId, ...owner }, vehicle, rights };
    }
    case 'IssueSubmitted': {
      const { issueId, userId, vehicleId } = event.data;
      return { ...state, issue: { issueId, ownerId: userId, vehicleId } };
    }
    case 'DiagnosticProduced':
      return { ...state, analysis: leadAnalysisOf(event.data) };
    case 'ManagedRepairScheduled': {
      const { phoneNumber, vehicleZipCode, preferredDate } = event.data;
      return {
        ...state,
        booking: { phone: phoneNumber, zipCode: vehicleZipCode, preferredDate },
        rights: evolveSharingRights(state.rights, event),
      };
    }
    case 'ConsentGiven':
    case 'ConsentWithdrawn':
    case 'SaleAndSharingOptedOut':
    case 'OwnerErased':
      return { ...state, rights: evolveSharingRights(state.rights, event) };
    case 'LeadShared': {
      const leads = new Map(state.leads);
      const { shopId, leadId, reason, owner, sharedAt } = event.data;
      leads.set(shopId, { leadId, reason, owner, sharedAt });
      return { ...state, leads };
    }
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** The terms in force, which every lead rests on; null when withdrawn. */
function termsEvidence(state: LeadState): ConsentEvidence | null {
  const terms = inForce(state, 'terms');
  return terms ? evidence(terms) : null;
}

/**
 * What a lead of each reason may carry and on which basis (docs/partners.md, ADR 020, 025). A
 * managed repair's phone, and the shop's calls and texts, need the consent of that booking
 * still in force; without it the shop gets the booking by e-mail only.
 */
function terms(reason: LeadReason, state: LeadState, cited: readonly ConsentEvidence[]) {
  const owner = state.owner!;
  const { name, email } = owner;
  if (reason === 'recommendation') {
    return {
      legalBasis: 'consent' as const,
      owner: { name, email, zipCode: owner.zipCode },
      contactChannels: ['email' as const],
      evidence: [...cited],
      preferredDate: null,
    };
  }
  const booking = state.booking!;
  const sms = inForce(state, 'sms-and-calls');
  const common = { legalBasis: 'contract' as const, preferredDate: booking.preferredDate };
  if (!sms) {
    return {
      ...common,
      owner: { name, email, zipCode: booking.zipCode },
      contactChannels: ['email' as const],
      evidence: [...cited],
    };
  }
  return {
    ...common,
    owner: { name, email, phone: booking.phone, zipCode: booking.zipCode },
    contactChannels: ['email' as const, 'phone' as const, 'sms' as const],
    evidence: [...cited, evidence(sms)],
  };
}

/**
 * One lead per issue per shop. A recommended shop that the owner then books for a managed
 * repair gets the booking on the same lead id (same lead, now with phone and date); a managed
 * repair goes to one shop only, so a second booking of the issue shares nothing new.
 */
function shopsToShare(command: ShareLeads, state: LeadState): LeadCandidate[] {
  const shared = [...state.leads.values()];
  if (command.reason === 'managed-repair') {
    if (shared.some((lead) => lead.reason === 'managed-repair')) return [];
    const chosen = command.shops.slice(0, 1);
    return chosen.map((shop) => ({
      ...shop,
      leadId: state.leads.get(shop.shopId)?.leadId ?? shop.leadId,
    }));
  }
  return command.shops.filter((shop) => !state.leads.has(shop.shopId));
}

/** A shop the owner asked: the lead carries the consent given with the request as evidence. */
function requested(
  command: ShareLeads,
  state: LeadState,
  terms: ConsentEvidence,
): { cited: ConsentEvidence[]; events: Unstamped<'ConsentGiven'>[] } {
  const { request } = command;
  if (!request) {
    throw new DomainError(
      'conflict',
      'A shop receives your details only when you send it a request',
    );
  }
  const { consent, consentEventId } = request;
  const given = withEventId(
    consentGiven(consent, state.owner!.ownerId, command.now),
    consentEventId,
  );
  const cited: ConsentEvidence = {
    kind: 'lead-sharing',
    eventId: consentEventId,
    eventType: 'ConsentGiven',
    givenAt: given.data.givenAt,
    consentId: consent.consentId,
    textVersion: consent.textVersion,
    textSha256: consent.textSha256,
    sourcePage: consent.sourcePage,
    clientFingerprint: consent.clientFingerprint,
  };
  return { cited: [terms, cited], events: [given] };
}

/**
 * Shares the owner's details with partner shops, only on the owner's own action (ADR 059):
 * a shop from their list that they sent a request to, or the shop a managed repair they booked
 * goes to. Never after an opt-out of sale and sharing or erasure, never without the terms in
 * force, a managed repair only once booked, and calls and texts (the phone number) only with
 * that booking's consent to them in force. A request the rules refuse is a DomainError the
 * owner is told about; a managed repair's is left undecided, as the booking stands without it.
 */
function decide(command: ShareLeads, state: LeadState): Unstamped<'LeadShared' | 'ConsentGiven'>[] {
  const { issue, owner, vehicle, analysis } = state;
  if (!issue || !owner || !vehicle || !analysis || issue.issueId !== command.issueId) {
    throw new DomainError('not_found', `No analysed issue ${command.issueId} to share`);
  }
  if (owner.ownerId !== issue.ownerId) {
    throw new DomainError('not_found', `Issue ${command.issueId} is not this owner's`);
  }
  const stopped = sharingStopped(state.rights);
  const terms = termsEvidence(state);
  const toShare = shopsToShare(command, state);
  if (command.reason === 'recommendation') {
    if (stopped?.failure === 'opted-out') {
      throw new DomainError(
        'conflict',
        'You opted out of sharing your details, so we did not send them. You can call the shop yourself.',
      );
    }
    if (stopped || !terms) {
      throw new DomainError('conflict', 'Your details can no longer be sent to shops');
    }
    if (toShare.length === 0) return [];
    const { cited, events } = requested(command, state, terms);
    return [...events, ...leadsFor(toShare, command, state, cited)];
  }
  if (stopped || !terms || !state.booking) return [];
  return leadsFor(toShare, command, state, [terms]);
}

function leadsFor(
  shops: readonly LeadCandidate[],
  command: ShareLeads,
  state: LeadState,
  cited: readonly ConsentEvidence[],
): Unstamped<'LeadShared'>[] {
  const { issue, owner, vehicle, analysis } = state;
  const sharedAt = command.now.toISOString();
  return shops.map((shop) => ({
    type: 'LeadShared',
    schemaVersion: 1,
    data: {
      leadId: shop.leadId,
      shopId: shop.shopId,
      ownerId: owner!.ownerId,
      issueId: issue!.issueId,
      reason: command.reason,
      selection: shop.selection,
      ...terms(command.reason, state, cited),
      vehicle: vehicle!,
      analysis: analysis!,
      sharedAt,
    },
  }));
}

export const shareLeadsDecider: Decider<ShareLeads, LeadState, LeadEvent> = {
  eventTypes: [
    'VehicleRegistered',
    'IssueSubmitted',
    'DiagnosticProduced',
    'ManagedRepairScheduled',
    'SaleAndSharingOptedOut',
    'OwnerErased',
    'ConsentGiven',
    'ConsentWithdrawn',
    'LeadShared',
  ],
  initialState,
  evolve,
  decide,
};

/** The issue's own stream of leads: the store's version check keeps "one per shop" under races. */
export const leadStreamId = (issueId: string): string => `leads-of-issue-${issueId}`;

/**
 * The owner's facts a lead rests on, folded from each stream in turn (issue, vehicle, managed
 * repair, data rights); handleCommand then folds the issue's lead stream on top.
 */
export async function loadLeadState(store: EventStore, issueId: string): Promise<LeadState> {
  const load = (streamId: string, from?: LeadState) =>
    loadStream(store, streamId, shareLeadsDecider, from).then((loaded) => loaded.state);
  const issue = await load(`issue-${issueId}`);
  if (!issue.issue) return issue;
  const { vehicleId, ownerId } = issue.issue;
  const withVehicle = await load(`vehicle-${vehicleId}`, issue);
  const withRepair = withVehicle.analysis
    ? await load(managedRepairStreamId(withVehicle.analysis.diagnosticId), withVehicle)
    : withVehicle;
  return load(dataRightsStreamId(ownerId), withRepair);
}
