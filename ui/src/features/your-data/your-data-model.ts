import {
  causeBadge,
  type DiagnosticRecord,
  type LeadSharing,
  type MyData,
} from '@fairwrench/contracts';
import { formatMoneyRange, formatShortDate } from '../../lib/format';

/** One thing held about the owner, as label/value lines a person can read. */
export interface DataEntry {
  readonly id: string;
  readonly title: string;
  readonly lines: readonly (readonly [label: string, value: string])[];
}

export interface YourDataView {
  readonly vehicles: readonly DataEntry[];
  readonly issues: readonly DataEntry[];
  readonly analyses: readonly DataEntry[];
  readonly managedRepairs: readonly DataEntry[];
  readonly consents: readonly DataEntry[];
  readonly leads: readonly DataEntry[];
}

/** "November 25, 2026, 10:04 AM" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const ISSUE_KINDS: Record<string, string> = {
  symptoms: 'Symptoms',
  estimate: 'Shop estimate review',
  collision: 'Collision damage',
  parts: 'Parts pricing',
};

const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone number',
  zipCode: 'ZIP code',
};

/** Where the owner's details are, in words: "sent on Nov 12", "waiting to be sent". */
function deliveryInWords(delivery: LeadSharing['delivery']): string {
  switch (delivery.status) {
    case 'delivered':
      return delivery.lastAttemptAt
        ? `Sent on ${formatShortDate(delivery.lastAttemptAt)}`
        : 'Sent to the shop';
    case 'pending':
      return 'Waiting to be sent';
    case 'failed':
      return 'Not sent, and it will not be';
  }
}

/** The page where a request is sent: a lead citing a consent from it is the owner's request. */
const REQUEST_PAGE = '/steps/confirmation/recommendations';

/** Why the shop got the details: the owner's own action. */
function why(lead: LeadSharing): string {
  if (lead.reason === 'managed-repair') return 'You booked a managed repair with this shop';
  return lead.evidence.some((item) => item.sourcePage === REQUEST_PAGE)
    ? 'You sent this shop a request'
    : // Before ADR 059, a shop on the list the owner was shown got the details.
      'You were shown this shop';
}

/** One line about an analysis: what kind, and its headline finding. */
export function analysisSummary(analysis: DiagnosticRecord): string {
  switch (analysis.resultType) {
    case 'diagnostic': {
      const causes = analysis.results.potentialCauses;
      const [top] = causes;
      if (!top) return 'No likely cause found';
      const badge = causeBadge(
        causes.map((c) => c.probability),
        0,
      );
      return `${badge}: ${top.name} (${top.probability}%)`;
    }
    case 'parts':
      return `Parts estimate: ${formatMoneyRange(analysis.results.partsReplacement.totalEstimate)}`;
    case 'collision': {
      const cost = analysis.results.collisionRepair.estimatedCost;
      return cost ? `Collision repair: ${formatMoneyRange(cost)}` : 'Collision repair estimate';
    }
    case 'estimate':
      return analysis.results.estimateReview.isFairPrice
        ? 'Estimate review: the price is fair'
        : 'Estimate review: the price looks high';
  }
}

/** Which shop (by name and city) got what, when, why, and whether it was sent. */
export function leadEntry(lead: LeadSharing, shops: MyData['shops'] = {}): DataEntry {
  const fields = lead.fieldsShared.map((field) => FIELD_NAMES[field] ?? field).join(', ');
  const shop = shops[lead.shopId];
  return {
    id: lead.sharingId,
    title: shop
      ? `${shop.name}${shop.city ? `, ${shop.city}` : ''}`
      : 'A partner shop no longer listed',
    lines: [
      ['When', formatDateTime(lead.sharedAt)],
      ['Details shared', fields || 'none'],
      ['Why', why(lead)],
      ['Status', deliveryInWords(lead.delivery)],
    ],
  };
}

export const PURPOSES: Record<string, string> = {
  terms: 'Terms & Conditions',
  'lead-sharing': 'sharing your details with partner shops',
  'sms-and-calls': 'texts and calls about a managed repair',
};

/**
 * A consent as GET /api/me/data lists it. Read loosely: the record is gaining fields (ADR
 * 025: purpose, page, text version), and the page shows whichever are there.
 */
interface ConsentLike {
  readonly kind: string;
  readonly at?: string;
  readonly givenAt?: string;
  readonly purpose?: string | null;
  readonly textVersion?: string | null;
  readonly version?: string | null;
  readonly sourcePage?: string | null;
  readonly source?: string | null;
}

const CONSENT_KINDS: Record<string, string> = {
  'consent-given': 'Consent given',
  'consent-withdrawn': 'Consent withdrawn',
  terms: 'Consent given',
  sms: 'Consent given',
  'opt-out-of-sale-and-sharing': 'Opted out of sale and sharing',
};

function consentEntry(consent: ConsentLike, index: number): DataEntry {
  const purpose = consent.purpose ?? (consent.kind === 'sms' ? 'sms-and-calls' : consent.kind);
  const kind = CONSENT_KINDS[consent.kind] ?? consent.kind;
  const title =
    consent.kind === 'opt-out-of-sale-and-sharing'
      ? kind
      : `${kind}: ${PURPOSES[purpose] ?? purpose}`;
  const at = consent.at ?? consent.givenAt;
  const lines: [string, string][] = at ? [['When', formatDateTime(at)]] : [];
  const version = consent.textVersion ?? consent.version;
  if (version) lines.push(['Text version', version]);
  if (consent.sourcePage) lines.push(['Page', consent.sourcePage]);
  if (consent.source) lines.push(['Source', consent.source]);
  return { id: `consent-${index}`, title, lines };
}

/** Everything GET /api/me/data answered, grouped the way the page shows it. */
export function yourDataView(data: MyData): YourDataView {
  return {
    vehicles: data.vehicles.map((vehicle) => ({
      id: vehicle.vehicleId,
      title: `${vehicle.vehicle.year} ${vehicle.vehicle.make} ${vehicle.vehicle.model}`,
      lines: [
        ['Name', vehicle.owner.name],
        ['E-mail', vehicle.owner.email],
        ['ZIP code', vehicle.owner.zipCode],
        ['Mileage', vehicle.vehicle.mileage ? String(vehicle.vehicle.mileage) : 'not given'],
        ['Entered', formatDateTime(vehicle.registeredAt)],
      ],
    })),
    issues: data.issues.map((issue) => ({
      id: issue.issueId,
      title: ISSUE_KINDS[issue.issueType] ?? issue.issueType,
      lines: [
        ['What you wrote', issue.description || '(no description)'],
        ['Photos', String(issue.photos.length)],
        ['Sent', formatDateTime(issue.submittedAt)],
      ],
    })),
    analyses: data.analyses.map((analysis) => ({
      id: analysis.diagnosticId,
      title: analysisSummary(analysis),
      lines: [['Produced', formatDateTime(analysis.producedAt)]],
    })),
    managedRepairs: data.managedRepairs.map((repair) => ({
      id: repair.managedRepairId,
      title:
        repair.status === 'scheduled' ? 'Managed repair, scheduled' : 'Managed repair, requested',
      lines:
        repair.status === 'scheduled'
          ? [
              ['Phone', repair.phoneNumber],
              ['Preferred date', new Date(repair.preferredDate).toLocaleDateString('en-US')],
              ['ZIP code', repair.vehicleZipCode],
              ['Scheduled', formatDateTime(repair.scheduledAt)],
            ]
          : [],
    })),
    consents: (data.consents as readonly ConsentLike[]).map(consentEntry),
    leads: data.leadsShared.map((lead) => leadEntry(lead, data.shops)),
  };
}

/** The download's name: the day it was exported, so several downloads do not collide. */
export function dataFileName(data: MyData): string {
  return `fairwrench-my-data-${data.exportedAt.slice(0, 10)}.json`;
}

/** The download's content: exactly what the API answered, indented for reading. */
export function dataJson(data: MyData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
