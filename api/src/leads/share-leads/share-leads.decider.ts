import type {
  ConsentEvidence,
  LeadAnalysis,
  LeadReason,
  LeadSelection,
  LeadShared,
} from '@fairwrench/contracts';
import type { Decider } from '../../shared/domain/decider';
import { DomainError } from '../../shared/domain/domain-error';
import { recordedEventId, type Unstamped } from '../../shared/domain/event-envelope';
import { leadAnalysisOf } from './lead-analysis';

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
}

/**
 * The facts a lead rests on, folded from the owner's streams before the issue's lead stream:
 * the vehicle's (terms consent), the issue's (the analysis), the managed repair's (SMS
 * consent, phone, preferred date) and the owner's data-rights stream (an opt-out).
 */
export type LeadEvent = Unstamped<
  | 'VehicleRegistered'
  | 'IssueSubmitted'
  | 'DiagnosticProduced'
  | 'ManagedRepairScheduled'
  | 'SaleAndSharingOptedOut'
  | 'LeadShared'
>;

type Owner = LeadShared['data']['owner'] & { readonly ownerId: string };

export interface LeadState {
  readonly owner: (Owner & { readonly terms: ConsentEvidence | null }) | null;
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
    readonly sms: ConsentEvidence | null;
  } | null;
  readonly optedOut: boolean;
  /** Leads already shared for the issue, by shop. */
  readonly leads: ReadonlyMap<string, { readonly leadId: string; readonly reason: LeadReason }>;
}

const initialState = (): LeadState => ({
  owner: null,
  vehicle: null,
  issue: null,
  analysis: null,
  booking: null,
  optedOut: false,
  leads: new Map(),
});

/** Consent counts as evidence only as a recorded event: its id is what an audit follows. */
function evidence(
  event: LeadEvent,
  kind: ConsentEvidence['kind'],
  givenAt: string,
  version?: string,
): ConsentEvidence | null {
  const eventId = recordedEventId(event);
  if (!eventId) return null;
  const eventType = event.type as ConsentEvidence['eventType'];
  return { kind, eventId, eventType, givenAt, ...(version ? { version } : {}) };
}

function evolve(state: LeadState, event: LeadEvent): LeadState {
  const { type } = event;
  switch (type) {
    case 'VehicleRegistered': {
      const { userId, owner, vehicle, termsConsent } = event.data;
      const terms = evidence(event, 'terms', termsConsent.acceptedAt, termsConsent.version);
      return { ...state, owner: { ownerId: userId, ...owner, terms }, vehicle };
    }
    case 'IssueSubmitted': {
      const { issueId, userId, vehicleId } = event.data;
      return { ...state, issue: { issueId, ownerId: userId, vehicleId } };
    }
    case 'DiagnosticProduced':
      return { ...state, analysis: leadAnalysisOf(event.data) };
    case 'ManagedRepairScheduled': {
      const { phoneNumber, vehicleZipCode, preferredDate, smsConsent } = event.data;
      const sms = evidence(event, 'sms', smsConsent.givenAt);
      return {
        ...state,
        booking: { phone: phoneNumber, zipCode: vehicleZipCode, preferredDate, sms },
      };
    }
    case 'SaleAndSharingOptedOut':
      return { ...state, optedOut: true };
    case 'LeadShared': {
      const leads = new Map(state.leads);
      leads.set(event.data.shopId, { leadId: event.data.leadId, reason: event.data.reason });
      return { ...state, leads };
    }
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

/** What a lead of each reason may carry and on which basis (docs/partners.md, ADR 020). */
function terms(reason: LeadReason, state: LeadState) {
  const owner = state.owner!;
  const consent = owner.terms!;
  if (reason === 'recommendation') {
    return {
      legalBasis: 'consent' as const,
      owner: { name: owner.name, email: owner.email, zipCode: owner.zipCode },
      contactChannels: ['email' as const],
      evidence: [consent],
      preferredDate: null,
    };
  }
  const booking = state.booking!;
  return {
    legalBasis: 'contract' as const,
    owner: { name: owner.name, email: owner.email, phone: booking.phone, zipCode: booking.zipCode },
    contactChannels: ['email' as const, 'phone' as const, 'sms' as const],
    evidence: [consent, booking.sms!],
    preferredDate: booking.preferredDate,
  };
}

/** Whether the owner's recorded consents allow a lead of this reason at all. */
function consented(reason: LeadReason, state: LeadState): boolean {
  if (state.optedOut || !state.owner?.terms) return false;
  return reason === 'recommendation' || Boolean(state.booking?.sms);
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

/**
 * Shares the owner's details with partner shops, only as far as the recorded consents allow:
 * never after an opt-out of sale and sharing, never without the terms consent, and calls and
 * texts (the phone number) only with the SMS consent of a managed repair.
 */
function decide(command: ShareLeads, state: LeadState): Unstamped<'LeadShared'>[] {
  const { issue, owner, vehicle, analysis } = state;
  if (!issue || !owner || !vehicle || !analysis || issue.issueId !== command.issueId) {
    throw new DomainError('not_found', `No analysed issue ${command.issueId} to share`);
  }
  if (owner.ownerId !== issue.ownerId) {
    throw new DomainError('not_found', `Issue ${command.issueId} is not this owner's`);
  }
  if (!consented(command.reason, state)) return [];
  const sharedAt = command.now.toISOString();
  return shopsToShare(command, state).map((shop) => ({
    type: 'LeadShared',
    schemaVersion: 1,
    data: {
      leadId: shop.leadId,
      shopId: shop.shopId,
      ownerId: owner.ownerId,
      issueId: issue.issueId,
      reason: command.reason,
      selection: shop.selection,
      ...terms(command.reason, state),
      vehicle,
      analysis,
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
    'LeadShared',
  ],
  initialState,
  evolve,
  decide,
};

/** The issue's own stream of leads: the store's version check keeps "one per shop" under races. */
export const leadStreamId = (issueId: string): string => `leads-of-issue-${issueId}`;
