import {
  LATEST_US_TIME_ZONE,
  managedRepairReference,
  timeZoneOfZip,
  OPT_OUT_BY_EMAIL_CONFIRM_PATH,
  OPT_OUT_BY_EMAIL_LINK_DAYS,
  type ErasureSource,
} from '@fairwrench/contracts';
import type { MailMessage } from './mailer';

/** What each message is for: the kind in its Message-ID and in the table of what was sent. */
export type MailKind =
  | 'opt-out-confirmation'
  | 'managed-repair-confirmation'
  | 'managed-repair-update'
  | 'erasure-receipt';

/** A Message-ID per event and kind: the same on every attempt at the same message. */
export function messageIdOf(kind: MailKind, eventId: string): string {
  return `<${kind}.${eventId}@fairwrench.mail>`;
}

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};
const CLOCK: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * Every date an owner reads: "Friday, December 4, 2026" on `timeZone`'s calendar or, with
 * `withClock`, "Friday, December 4, 2026 at 5:04 PM MST", the zone named so no one has to guess
 * whose clock it is. A clock time only on the owner's own zone (their ZIP code's): on any other
 * it would be a stranger's.
 */
function onClock(iso: string, timeZone: string, withClock = false): string {
  const options = { ...DAY, ...(withClock ? CLOCK : {}), timeZone };
  return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
}

/**
 * The last day an opt-out link surely still works on any US clock, said without a clock time:
 * whoever typed the address gave no ZIP code (nothing is looked up, ADR 026). It is the day
 * before the link's expiry day in the westernmost US zone, the last to end any day, so the
 * whole of it has passed before the link expires, wherever the reader is.
 */
function lastWholeDayBefore(iso: string): string {
  const dayBefore = new Date(Date.parse(iso) - 24 * 60 * 60 * 1000).toISOString();
  return onClock(dayBefore, LATEST_US_TIME_ZONE);
}

const SIGNATURE = '\n-- \nFairWrench, free repair advice for car owners\n';

/** ADR 026: the link confirms; the link is built on the public origin, never a request's Host. */
export function optOutConfirmation(input: {
  readonly eventId: string;
  readonly to: string;
  readonly token: string;
  readonly publicOrigin: string;
  readonly expiresAt: string;
}): MailMessage {
  const link = `${input.publicOrigin}${OPT_OUT_BY_EMAIL_CONFIRM_PATH}?token=${input.token}`;
  return {
    messageId: messageIdOf('opt-out-confirmation', input.eventId),
    to: input.to,
    subject: 'Confirm your opt-out of sale and sharing',
    text: [
      'Someone, we hope you, asked FairWrench to stop selling or sharing the personal',
      'information of everyone who gave us this e-mail address.',
      '',
      `To confirm, open this link by the end of ${lastWholeDayBefore(input.expiresAt)}`,
      `(it works for ${OPT_OUT_BY_EMAIL_LINK_DAYS} days from your request):`,
      '',
      link,
      '',
      'If you did not ask, ignore this message: nothing changes unless the link is opened.',
      SIGNATURE,
    ].join('\n'),
  };
}

export const NEXT_STEP =
  'We call you to agree the shop, the time and the price before any work, or to tell you if we have no highly rated partner shop near you yet.';

const MANAGED_REPAIR_MAIL = {
  scheduled: {
    kind: 'managed-repair-confirmation',
    subject: 'Your managed repair is scheduled',
    opening: ['Your managed repair is scheduled.'],
  },
  updated: {
    kind: 'managed-repair-update',
    subject: 'Your managed repair details have changed',
    opening: [
      'You changed the details of your managed repair. This is what we now have; it replaces',
      'what we sent you before.',
    ],
  },
} as const;

/** The first scheduling's confirmation, or the recap after the owner changed a detail. */
export function managedRepairConfirmation(input: {
  readonly eventId: string;
  readonly to: string;
  readonly change: 'scheduled' | 'updated';
  readonly managedRepairId: string;
  readonly preferredDate: string;
  readonly phoneNumber: string;
  readonly zipCode: string;
  /** When our call comes at the latest: `contactByOf`, as the confirmation page says. */
  readonly contactBy: string;
}): MailMessage {
  const reference = managedRepairReference(input.managedRepairId);
  const mail = MANAGED_REPAIR_MAIL[input.change];
  // A day, not a clock time: the owner's day is read in the zone of their ZIP code.
  const ownerZone = timeZoneOfZip(input.zipCode) ?? LATEST_US_TIME_ZONE;
  return {
    messageId: messageIdOf(mail.kind, input.eventId),
    to: input.to,
    subject: `${mail.subject} (${reference})`,
    text: [
      ...mail.opening,
      '',
      `Reference:      ${reference}`,
      // The web app stores the picked day as noon of that day in the owner's zone, so its UTC
      // date is the owner's day anywhere from UTC-11 to UTC+11.
      `Preferred date: ${onClock(input.preferredDate, 'UTC')}`,
      `Phone:          ${input.phoneNumber}`,
      `ZIP code:       ${input.zipCode}`,
      '',
      'What happens next',
      '',
      NEXT_STEP,
      `Expect our call by ${onClock(input.contactBy, ownerZone)}.`,
      'Nothing is done to your car, and nothing costs you anything, until you approve it.',
      `Quote ${reference} whenever you contact us about this repair.`,
      SIGNATURE,
    ].join('\n'),
  };
}

const WHY: Record<ErasureSource, (reference: string | null) => string> = {
  'owner-request': () => 'You asked for this on the Your data page.',
  'staff-request': (reference) =>
    `You asked our staff for this${reference ? ` (reference ${reference})` : ''}.`,
  retention: () =>
    'You had not used FairWrench for the time our privacy notice says we keep data for.',
};

/** Sent to the address read before the erasure; nothing keeps it once this is sent (ADR 057). */
export function erasureReceipt(input: {
  readonly eventId: string;
  readonly to: string;
  readonly erasedAt: string;
  readonly source: ErasureSource;
  readonly reference: string | null;
  /** The ZIP code of the owner's last vehicle; absent from receipts recorded before it was. */
  readonly zipCode?: string | undefined;
}): MailMessage {
  // On the owner's clock; without their ZIP code, the day alone, as the managed repair says it.
  const zone = timeZoneOfZip(input.zipCode ?? '');
  const erasedAt = onClock(input.erasedAt, zone ?? LATEST_US_TIME_ZONE, zone !== undefined);
  return {
    messageId: messageIdOf('erasure-receipt', input.eventId),
    to: input.to,
    subject: 'Your FairWrench data has been erased',
    text: [
      `On ${erasedAt} we erased the personal information`,
      'FairWrench held about you: your name, e-mail address, phone number, VIN, the problems you',
      'described in your own words and your photos.',
      '',
      WHY[input.source](input.reference),
      '',
      'Any partner shop that received your details has been told to delete them.',
      'This is the last message we send you: we keep no copy of this address.',
      SIGNATURE,
    ].join('\n'),
  };
}
