import {
  TransientError,
  UnprocessableEventError,
  type EventStore,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import { parkEvent } from '@fairwrench/projections';
import { composeMail, type Outgoing } from './compose-mail';
import type { MailLogger } from './eml-file-mailer';
import { MailRejectedError, type Mailer } from './mailer';
import type { MailKind } from './messages';

/** The worker's record of every message it handled, by Message-ID (ADR 057). */
export const mailSentTable = 'mail_sent';

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
        const { publicOrigin } = this.options;
        outgoing = await composeMail(
          { store: this.store, publicOrigin, now: this.now() },
          recorded,
        );
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
    const { kind, mailKey } = outgoing;
    if ('skipped' in outgoing) {
      this.options.logger?.info({ eventId, kind }, `no mail: ${outgoing.skipped}`);
    } else if (!(await this.alreadyHandled(outgoing.message.messageId))) {
      const { message } = outgoing;
      try {
        const sent = await this.mailer.send(message);
        await this.record(message.messageId, kind, eventId, 'sent', sent.response);
        const { messageId } = message;
        this.options.logger?.info({ eventId, kind, messageId, response: sent.response }, sent.done);
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
    // Sent, refused or not to be sent, the address (and a link's token) is no longer needed.
    if (mailKey) await this.dataKeys.destroy(mailKey);
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
