import {
  isErased,
  contactByOf,
  mailKeySubject,
  managedRepairScheduledSchema,
  optOutByEmailRequestedEventSchema,
  ownerErasedSchema,
} from '@fairwrench/contracts';
import { loadStream, managedRepairStream } from '@fairwrench/domain';
import type { EventStore, RecordedEvent } from '@fairwrench/event-store';
import { parseRecorded } from '@fairwrench/projections';
import type { MailMessage } from './mailer';
import { managedRepairChange, type ScheduledDetails } from './managed-repair-change';
import {
  erasureReceipt,
  managedRepairConfirmation,
  optOutConfirmation,
  type MailKind,
} from './messages';

/**
 * What an event calls for: a message, or why there is none. `mailKey` is the data key that
 * seals what only this message needs (ADR 057), destroyed once it is handled either way.
 */
export type Outgoing =
  | { readonly kind: MailKind; readonly message: MailMessage; readonly mailKey?: string }
  | { readonly kind: MailKind; readonly skipped: string; readonly mailKey?: string };

export interface ComposeDependencies {
  readonly store: EventStore;
  /** PUBLIC_ORIGIN: where links point. */
  readonly publicOrigin: string;
  readonly now: Date;
}

/**
 * The message `recorded` calls for; undefined for an event the mail worker does not act on.
 * Throws `UnprocessableEventError` for an event that fails its schema (to park).
 */
export async function composeMail(
  deps: ComposeDependencies,
  recorded: RecordedEvent,
): Promise<Outgoing | undefined> {
  switch (recorded.type) {
    case 'OptOutByEmailRequested':
      return optOutLink(deps, recorded);
    case 'ManagedRepairScheduled':
      return managedRepair(deps, recorded);
    case 'OwnerErased':
      return receipt(recorded);
    default:
      return undefined;
  }
}

function optOutLink(deps: ComposeDependencies, recorded: RecordedEvent): Outgoing {
  const { data } = parseRecorded(optOutByEmailRequestedEventSchema, recorded);
  const kind = 'opt-out-confirmation';
  if (!data.mail) return { kind, skipped: 'requested before mail was sent (ADR 026)' };
  if (isErased(data.mail.to)) return { kind, skipped: 'already sent: its key is destroyed' };
  const mailKey = mailKeySubject(data.requestId);
  if (deps.now.getTime() >= Date.parse(data.expiresAt))
    return { kind, skipped: 'the link expired before the mail server took it', mailKey };
  const message = optOutConfirmation({
    eventId: recorded.metadata.eventId,
    to: data.mail.to,
    token: data.mail.token,
    publicOrigin: deps.publicOrigin,
    expiresAt: data.expiresAt,
  });
  return { kind, message, mailKey };
}

async function managedRepair(
  deps: ComposeDependencies,
  recorded: RecordedEvent,
): Promise<Outgoing | undefined> {
  const { data } = parseRecorded(managedRepairScheduledSchema, recorded);
  const change = managedRepairChange(await scheduledBefore(deps.store, recorded), data);
  if (!change) return undefined;
  const kind = change === 'scheduled' ? 'managed-repair-confirmation' : 'managed-repair-update';
  const to = await ownerAddressOf(deps.store, recorded.streamId);
  if (!to || isErased(to) || isErased(data.phoneNumber))
    return { kind, skipped: 'the owner has no address any more (erased)' };
  const message = managedRepairConfirmation({
    eventId: recorded.metadata.eventId,
    to,
    change,
    managedRepairId: data.managedRepairId,
    preferredDate: data.preferredDate,
    phoneNumber: data.phoneNumber,
    zipCode: data.vehicleZipCode,
    contactBy: contactByOf(
      new Date(recorded.metadata.occurredAt),
      data.preferredDate,
    ).toISOString(),
  });
  return { kind, message };
}

/** The details of the scheduling before `recorded` in its stream, if there was one. */
async function scheduledBefore(
  store: EventStore,
  recorded: RecordedEvent,
): Promise<ScheduledDetails | undefined> {
  const earlier = (await store.readStream(recorded.streamId))
    .filter(
      (event) =>
        !event.unreadable &&
        event.type === recorded.type &&
        event.streamPosition < recorded.streamPosition,
    )
    .at(-1);
  return earlier && parseRecorded(managedRepairScheduledSchema, earlier).data;
}

function receipt(recorded: RecordedEvent): Outgoing {
  const event = parseRecorded(ownerErasedSchema, recorded);
  const { receipt, source, reference } = event.data;
  const kind = 'erasure-receipt';
  if (!receipt) return { kind, skipped: 'no address was left to send a receipt to' };
  if (isErased(receipt.to)) return { kind, skipped: 'already sent: its key is destroyed' };
  const message = erasureReceipt({
    eventId: recorded.metadata.eventId,
    to: receipt.to,
    erasedAt: event.metadata.occurredAt,
    source,
    reference,
    zipCode: receipt.zipCode,
  });
  return { kind, message, mailKey: mailKeySubject(receipt.receiptId) };
}

/**
 * The address on the vehicle the managed repair is for, read from the streams (the request
 * names the issue, the issue its vehicle), which no read model can lag behind.
 */
async function ownerAddressOf(
  store: EventStore,
  repairStreamId: string,
): Promise<string | undefined> {
  const { repair } = (await loadStream(store, repairStreamId, managedRepairStream)).state;
  if (repair.status === 'none') return undefined;
  const issue = (await store.readStream(`issue-${repair.issueId}`)).find(
    (event) => event.type === 'IssueSubmitted',
  );
  const vehicleId = (issue?.data as { vehicleId?: string } | undefined)?.vehicleId;
  if (!vehicleId) return undefined;
  const registered = (await store.readStream(`vehicle-${vehicleId}`))
    .filter((event) => event.type === 'VehicleRegistered')
    .at(-1);
  return (registered?.data as { owner?: { email?: string } } | undefined)?.owner?.email;
}
