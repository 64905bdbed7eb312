import {
  isErased,
  mailKeySubject,
  managedRepairScheduledSchema,
  optOutByEmailRequestedEventSchema,
  ownerErasedSchema,
} from '@fairwrench/contracts';
import { loadStream, managedRepairStream } from '@fairwrench/domain';
import {
  TransientError,
  UnprocessableEventError,
  type EventStore,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import { parkEvent, parseRecorded } from '@fairwrench/projections';
import type { MailLogger } from './eml-file-mailer';
import { MailRejectedError, type MailMessage, type Mailer } from './mailer';
import {
  erasureReceipt,
  managedRepairConfirmation,
  optOutConfirmation,
  type MailKind,
} from './messages';

/** The worker's record of every message it handled, by Message-ID (ADR 057). */
export const mailSentTable = 'mail_sent';

/** A message to send, and the mail key to destroy once it is sent (if it has one). */
type Outgoing =
  | { readonly kind: MailKind; readonly message: MailMessage; readonly mailKey?: string }
  | { readonly kind: MailKind; readonly skipped: string; readonly messageId?: undefined };

export interface MailSenderOptions {
  /** PUBLIC_ORIGIN: where the links in messages point (ADR 026, 057). */
  readonly publicOrigin: string;
  readonly clock?: () => Date;
  readonly logger?: MailLogger;
}

/**
 * Sends the owners' messages from a checkpointed subscription (ADR 057): the opt-out
 * confirmation link, the managed-repair confirmation and the erasure receipt. In `prepare`
 * each message is sent, then recorded in `mail_sent` at once, then its mail key destroyed; a
 * message already recorded is never sent again, so a retry after an outage sends only what
 * is left. A mail server that does not answer throws, the batch is retried with back-off, and
 * the checkpoint stays put: nothing is lost. A crash between the server's acceptance and the
 * record sends that one message again, with the same Message-ID.
 */
export class MailSender implements SubscriptionHandler {
  readonly subscriptionId = 'mail';
  readonly eventTypes = ['OptOutByEmailRequested', 'ManagedRepairScheduled', 'OwnerErased'];
  private toPark: UnprocessableEventError[] = [];
  private migrated: Promise<void> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlClient,
    private readonly dataKeys: { destroy(subjectId: string): Promise<boolean> },
    private readonly mailer: Mailer,
    private readonly options: MailSenderOptions,
  ) {}

  async prepare(events: readonly RecordedEvent[]): Promise<void> {
    this.migrated ??= this.migrate();
    await this.migrated;
    this.toPark = [];
    for (const recorded of events) {
      let outgoing: Outgoing | undefined;
      try {
        outgoing = await this.compose(recorded);
      } catch (error) {
        if (!(error instanceof UnprocessableEventError)) throw error;
        this.toPark.push(error);
        continue;
      }
      if (outgoing) await this.deliver(recorded, outgoing);
    }
  }

  async handle(_events: readonly RecordedEvent[], tx: SqlClient): Promise<void> {
    for (const error of this.toPark) await parkEvent(tx, this.subscriptionId, error);
  }

  private async deliver(recorded: RecordedEvent, outgoing: Outgoing): Promise<void> {
    const { eventId } = recorded.metadata;
    if (!('message' in outgoing)) {
      this.options.logger?.info({ eventId, kind: outgoing.kind }, `no mail: ${outgoing.skipped}`);
      return;
    }
    const { message, kind, mailKey } = outgoing;
    if (!(await this.alreadyHandled(message.messageId))) {
      try {
        const sent = await this.mailer.send(message);
        await this.record(message.messageId, kind, eventId, 'sent', sent.response);
        this.options.logger?.info({ eventId, kind, messageId: message.messageId }, 'mail sent');
      } catch (error) {
        if (!(error instanceof MailRejectedError)) {
          throw new TransientError('the mail server did not take the message', { cause: error });
        }
        await this.record(message.messageId, kind, eventId, 'rejected', error.message);
        this.options.logger?.warn(
          { eventId, kind, messageId: message.messageId, reason: error.message },
          'mail refused for good by the server: not retried',
        );
      }
    }
    // Sent or refused, the address (and an opt-out link's token) is no longer needed.
    if (mailKey) await this.dataKeys.destroy(mailKey);
  }

  /** The message an event calls for, or why there is none; throws to park a malformed one. */
  private async compose(recorded: RecordedEvent): Promise<Outgoing | undefined> {
    const eventId = recorded.metadata.eventId;
    switch (recorded.type) {
      case 'OptOutByEmailRequested': {
        const { data } = parseRecorded(optOutByEmailRequestedEventSchema, recorded);
        const kind = 'opt-out-confirmation';
        if (!data.mail) return { kind, skipped: 'requested before mail was sent (ADR 026)' };
        if (isErased(data.mail.to)) return { kind, skipped: 'already sent: its key is destroyed' };
        if (this.now().getTime() >= Date.parse(data.expiresAt)) {
          await this.dataKeys.destroy(mailKeySubject(data.requestId));
          return { kind, skipped: 'the link expired before the mail server took it' };
        }
        const { to, token } = data.mail;
        const { publicOrigin } = this.options;
        return {
          kind,
          message: optOutConfirmation({ eventId, to, token, publicOrigin, ...data }),
          mailKey: mailKeySubject(data.requestId),
        };
      }
      case 'ManagedRepairScheduled': {
        const { data } = parseRecorded(managedRepairScheduledSchema, recorded);
        const kind = 'managed-repair-confirmation';
        const to = await this.ownerAddressOf(recorded.streamId);
        if (!to || isErased(to) || isErased(data.phoneNumber))
          return { kind, skipped: 'the owner has no address any more (erased)' };
        return {
          kind,
          message: managedRepairConfirmation({
            eventId,
            to,
            zipCode: data.vehicleZipCode,
            ...data,
          }),
        };
      }
      case 'OwnerErased': {
        const event = parseRecorded(ownerErasedSchema, recorded);
        const { receipt, source, reference } = event.data;
        const kind = 'erasure-receipt';
        if (!receipt) return { kind, skipped: 'no address was left to send a receipt to' };
        if (isErased(receipt.to)) return { kind, skipped: 'already sent: its key is destroyed' };
        return {
          kind,
          message: erasureReceipt({
            eventId,
            to: receipt.to,
            erasedAt: event.metadata.occurredAt,
            source,
            reference,
          }),
          mailKey: mailKeySubject(receipt.receiptId),
        };
      }
      default:
        return undefined;
    }
  }

  /**
   * The address on the vehicle the managed repair is for, read from the streams (the request
   * names the issue, the issue its vehicle), which no read model can lag behind.
   */
  private async ownerAddressOf(repairStreamId: string): Promise<string | undefined> {
    const { repair } = (await loadStream(this.store, repairStreamId, managedRepairStream)).state;
    if (repair.status === 'none') return undefined;
    const issue = (await this.store.readStream(`issue-${repair.issueId}`)).find(
      (event) => event.type === 'IssueSubmitted',
    );
    const vehicleId = (issue?.data as { vehicleId?: string } | undefined)?.vehicleId;
    if (!vehicleId) return undefined;
    const registered = (await this.store.readStream(`vehicle-${vehicleId}`))
      .filter((event) => event.type === 'VehicleRegistered')
      .at(-1);
    return (registered?.data as { owner?: { email?: string } } | undefined)?.owner?.email;
  }

  private now(): Date {
    return (this.options.clock ?? (() => new Date()))();
  }

  private async alreadyHandled(messageId: string): Promise<boolean> {
    const rows = await this.sql.query<{ message_id: string }>(
      `select message_id from ${mailSentTable} where message_id = $1`,
      [messageId],
    );
    return rows.length > 0;
  }

  private async record(
    messageId: string,
    kind: MailKind,
    eventId: string,
    outcome: 'sent' | 'rejected',
    response: string,
  ): Promise<void> {
    await this.sql.query(
      `insert into ${mailSentTable} (message_id, kind, event_id, outcome, response, at)
       values ($1, $2, $3, $4, $5, $6) on conflict (message_id) do nothing`,
      [messageId, kind, eventId, outcome, response.slice(0, 500), this.now().toISOString()],
    );
  }

  private async migrate(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('fairwrench:mail'))`);
      await tx.exec(`
        create table if not exists ${mailSentTable} (
          message_id text primary key,
          kind text not null,
          event_id uuid not null,
          outcome text not null check (outcome in ('sent', 'rejected')),
          response text not null,
          at timestamptz not null
        );`);
    });
  }
}
