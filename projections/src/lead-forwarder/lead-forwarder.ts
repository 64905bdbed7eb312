import { randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  type LEAD_DELIVERY_FAILURES,
  leadMessageOf,
  leadSharedSchema,
  PARTNER_HEADERS,
  partnerAccessStreamId,
  partnerLeadMessageV1Schema,
  type LeadShared,
  type PartnerLeadMessageV1,
} from '@fairwrench/contracts';
import {
  UnprocessableEventError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import { parkEvent } from '../parked-events';
import { parseRecorded } from '../projection';
import { activePartnerTopics } from '../partners/partners.query';
import type { Acknowledgement, LeadPublisher, OutgoingMessage } from './lead-publisher';

/** Under the broker's default `message.max.bytes` (1 MiB plus batch overhead). */
export const MAX_MESSAGE_BYTES = 1_000_000;

export interface ForwarderLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface LeadForwarderOptions {
  readonly clock?: () => Date;
  readonly maxMessageBytes?: number;
  readonly logger?: ForwarderLogger;
}

type Failure = {
  readonly failure: (typeof LEAD_DELIVERY_FAILURES)[number];
  readonly detail: string;
};

interface Lead {
  readonly recorded: RecordedEvent;
  readonly event: LeadShared;
}

/** Delivery facts go on one stream a day: one append per batch, never read back whole. */
export const deliveryStreamId = (at: Date): string =>
  `lead-deliveries-${at.toISOString().slice(0, 10)}`;

/**
 * Publishes each LeadShared to its partner's topic (ADR 022), from a checkpointed
 * subscription: `prepare` publishes the batch and records the outcome as events, and only
 * then does the subscription commit its checkpoint. A broker outage throws, so the batch is
 * retried with back-off and nothing is lost; a crash after the broker's acknowledgement
 * publishes again with the same event id header. A lead that can never be published as it is
 * (no partner access, too large) is recorded as failed and parked, never retried forever.
 */
export class LeadForwarder implements SubscriptionHandler {
  readonly subscriptionId = 'lead-forwarder';
  readonly eventTypes = ['LeadShared'];
  /** Decided in `prepare`, parked in `handle` with the checkpoint. */
  private toPark: UnprocessableEventError[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlClient,
    private readonly publisher: LeadPublisher,
    private readonly options: LeadForwarderOptions = {},
  ) {}

  async prepare(events: readonly RecordedEvent[]): Promise<void> {
    this.toPark = await this.deliver(events);
  }

  /**
   * Publishes the leads among `events` and records each outcome; resolves with those that can
   * never be published as they are (to park). Throws when the broker did not acknowledge.
   */
  async deliver(events: readonly RecordedEvent[]): Promise<UnprocessableEventError[]> {
    const unreadable: UnprocessableEventError[] = [];
    const leads = this.readLeads(events, unreadable);
    const topics = await this.partnerTopics(leads);
    const optedOut = await this.optedOut(leads);
    const publishable: { lead: Lead; message: OutgoingMessage }[] = [];
    const failed: { lead: Lead; failure: Failure }[] = [];
    for (const lead of leads) {
      const outcome = optedOut.has(lead.event.data.ownerId)
        ? { failure: 'opted-out' as const, detail: 'the owner opted out of sale and sharing' }
        : this.messageFor(lead, topics.get(lead.event.data.shopId));
      if ('failure' in outcome) failed.push({ lead, failure: outcome });
      else publishable.push({ lead, message: outcome });
    }
    const outcomes = await this.publisher.publish(publishable.map((each) => each.message));
    const now = (this.options.clock ?? (() => new Date()))();
    const acknowledged: { lead: Lead; ack: Acknowledgement }[] = [];
    publishable.forEach(({ lead }, index) => {
      const outcome = outcomes[index]!;
      if ('rejected' in outcome) {
        failed.push({ lead, failure: { failure: 'rejected', detail: outcome.rejected } });
      } else {
        acknowledged.push({ lead, ack: outcome });
      }
    });
    const deliveries = [
      ...acknowledged.map(({ lead, ack }) => delivered(lead, ack, now)),
      ...failed.map(({ lead, failure }) => deliveryFailed(lead, failure, now)),
    ];
    if (deliveries.length > 0) {
      await this.store.appendToStream(deliveryStreamId(now), deliveries, 'any');
    }
    return [
      ...unreadable,
      ...failed.map(({ lead, failure }) => {
        this.options.logger?.warn(
          { leadId: lead.event.data.leadId, shopId: lead.event.data.shopId, ...failure },
          'lead parked: it cannot be published as it is',
        );
        return new UnprocessableEventError(lead.recorded, `${failure.failure}: ${failure.detail}`);
      }),
    ];
  }

  async handle(_events: readonly RecordedEvent[], tx: SqlClient): Promise<void> {
    for (const error of this.toPark) await parkEvent(tx, this.subscriptionId, error);
  }

  /**
   * The topics of the batch's shops with access now. The partners read model answers first;
   * a shop it does not list is checked on its own access stream, since the read model may lag
   * a grant made a moment ago, and parking such a lead would be wrong.
   */
  private async partnerTopics(leads: readonly Lead[]): Promise<Map<string, string>> {
    const shopIds = [...new Set(leads.map((lead) => lead.event.data.shopId))];
    const topics = await activePartnerTopics(this.sql, shopIds);
    for (const shopId of shopIds.filter((id) => !topics.has(id))) {
      const last = (await this.store.readStream(partnerAccessStreamId(shopId))).at(-1);
      if (last?.type === 'PartnerAccessGranted') {
        topics.set(shopId, (last.data as { topic: string }).topic);
      }
    }
    return topics;
  }

  /**
   * The batch's owners who opted out of sale and sharing since their lead was decided: such a
   * lead has not reached the shop yet, so it is withheld. Read from each owner's own stream,
   * which no read model can lag behind.
   */
  private async optedOut(leads: readonly Lead[]): Promise<Set<string>> {
    const owners = [...new Set(leads.map((lead) => lead.event.data.ownerId))];
    const streams = await Promise.all(
      owners.map((owner) => this.store.readStream(dataRightsStreamId(owner))),
    );
    return new Set(
      owners.filter((_, index) =>
        streams[index]!.some((event) => event.type === 'SaleAndSharingOptedOut'),
      ),
    );
  }

  /** The batch's leads; one that fails its schema is parked, never published half-read. */
  private readLeads(
    events: readonly RecordedEvent[],
    unreadable: UnprocessableEventError[],
  ): Lead[] {
    return events.flatMap((recorded) => {
      if (recorded.type !== 'LeadShared') return [];
      try {
        return [{ recorded, event: parseRecorded(leadSharedSchema, recorded) }];
      } catch (error) {
        if (!(error instanceof UnprocessableEventError)) throw error;
        unreadable.push(error);
        return [];
      }
    });
  }

  private messageFor(lead: Lead, topic: string | undefined): OutgoingMessage | Failure {
    const { shopId } = lead.event.data;
    if (!topic) {
      return { failure: 'unknown-partner', detail: `${shopId} has no partner access` };
    }
    let body: PartnerLeadMessageV1;
    try {
      body = partnerLeadMessageV1Schema.parse(leadMessageOf(lead.event.data));
    } catch (error) {
      // The partner contract is public: a message that breaks it is never sent.
      return { failure: 'rejected', detail: `not a valid lead message v1: ${String(error)}` };
    }
    const value = JSON.stringify(body);
    const message: OutgoingMessage = {
      topic,
      key: shopId,
      value,
      headers: {
        [PARTNER_HEADERS.eventId]: lead.event.metadata.eventId,
        [PARTNER_HEADERS.messageType]: 'lead',
        [PARTNER_HEADERS.schemaVersion]: '1',
        [PARTNER_HEADERS.contentType]: 'application/json',
      },
    };
    const bytes = Buffer.byteLength(value) + Buffer.byteLength(JSON.stringify(message.headers));
    const limit = this.options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
    if (bytes > limit) {
      return { failure: 'message-too-large', detail: `${bytes} bytes, over ${limit}` };
    }
    return message;
  }
}

const envelope = (lead: Lead, now: Date) => ({
  eventId: randomUUID(),
  correlationId: lead.event.metadata.correlationId,
  causationId: lead.event.metadata.eventId,
  occurredAt: now.toISOString(),
});

function delivered(lead: Lead, ack: Acknowledgement, now: Date): NewEvent {
  const { leadId, shopId } = lead.event.data;
  return {
    type: 'LeadDelivered',
    schemaVersion: 1,
    data: {
      leadId,
      shopId,
      leadEventId: lead.event.metadata.eventId,
      topic: ack.topic,
      partition: ack.partition,
      offset: ack.offset,
      publishedAt: now.toISOString(),
    },
    metadata: envelope(lead, now),
  };
}

function deliveryFailed(lead: Lead, { failure, detail }: Failure, now: Date): NewEvent {
  const { leadId, shopId } = lead.event.data;
  return {
    type: 'LeadDeliveryFailed',
    schemaVersion: 1,
    data: {
      leadId,
      shopId,
      leadEventId: lead.event.metadata.eventId,
      failure,
      detail,
      failedAt: now.toISOString(),
    },
    metadata: envelope(lead, now),
  };
}
