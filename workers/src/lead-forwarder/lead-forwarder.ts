import { randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  ownerErasedSchema,
  type ErasureNoticeV1,
  type OwnerErased,
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
  decideErasureNotices,
  fold,
  leadReleaseWorkflow,
  type DeliveredLead,
  type UnstampedEvent,
} from '@fairwrench/domain';
import {
  envelopeOf,
  TransientError,
  UnprocessableEventError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type SqlClient,
  type SubscriptionHandler,
} from '@fairwrench/event-store';
import type { z } from 'zod';
import { parkEvent } from '@fairwrench/projections';
import { parseRecorded } from '@fairwrench/projections';
import { activePartnerTopics } from '@fairwrench/projections/partners/partners.query';
import type { Acknowledgement, LeadPublisher, OutgoingMessage } from './lead-publisher';

/** Under the broker's default `message.max.bytes` (1 MiB plus batch overhead). */
export const MAX_MESSAGE_BYTES = 1_000_000;

export interface ForwarderLogger {
  info(fields: Record<string, unknown>, message: string): void;
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

/** A lead the broker acknowledged, with its owner: what the erasure notices are decided on. */
interface OwnedDelivery extends DeliveredLead {
  readonly ownerId: string;
}

/** The forwarder's own record of the leads it delivered, kept with its checkpoint. */
const deliveredTable = 'lead_forwarder_delivered';

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
  readonly eventTypes = ['LeadShared', 'OwnerErased'];
  /** Decided in `prepare`, parked in `handle` with the checkpoint. */
  private toPark: UnprocessableEventError[] = [];
  /** Acknowledged in `prepare`, recorded in `handle` with the checkpoint. */
  private deliveredNow: OwnedDelivery[] = [];
  private migrated: Promise<void> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlClient,
    private readonly publisher: LeadPublisher,
    private readonly options: LeadForwarderOptions = {},
  ) {}

  async prepare(events: readonly RecordedEvent[]): Promise<void> {
    this.migrated ??= this.migrate();
    await this.migrated;
    this.deliveredNow = [];
    this.toPark = await this.deliver(events);
    this.toPark.push(...(await this.sendErasureNotices(events)));
  }

  /** The broker's answer; its failure is the infrastructure's, retried, never parked (ADR 042). */
  private async publish(messages: readonly OutgoingMessage[]) {
    try {
      return await this.publisher.publish(messages);
    } catch (error) {
      throw new TransientError('the broker did not acknowledge the batch', { cause: error });
    }
  }

  /**
   * Publishes the leads among `events` and records each outcome; resolves with those that can
   * never be published as they are (to park). Throws when the broker did not acknowledge.
   */
  async deliver(events: readonly RecordedEvent[]): Promise<UnprocessableEventError[]> {
    const unreadable: UnprocessableEventError[] = [];
    const leads = this.readLeads(events, unreadable);
    const topics = await this.partnerTopics(leads);
    const withheld = await this.withheld(leads);
    const publishable: { lead: Lead; message: OutgoingMessage }[] = [];
    const failed: { lead: Lead; failure: Failure }[] = [];
    for (const lead of leads) {
      const outcome = withheld(lead) ?? this.messageFor(lead, topics.get(lead.event.data.shopId));
      if ('failure' in outcome) failed.push({ lead, failure: outcome });
      else publishable.push({ lead, message: outcome });
    }
    const outcomes = await this.publish(publishable.map((each) => each.message));
    const now = (this.options.clock ?? (() => new Date()))();
    const acknowledged: { lead: Lead; ack: Acknowledgement }[] = [];
    publishable.forEach(({ lead }, index) => {
      const outcome = outcomes[index]!;
      if ('rejected' in outcome) {
        failed.push({ lead, failure: { failure: 'rejected', detail: outcome.rejected } });
      } else {
        acknowledged.push({ lead, ack: outcome });
        const { leadId, ownerId, shopId } = lead.event.data;
        this.deliveredNow.push({ leadId, ownerId, shopId });
        const { eventId, correlationId } = lead.event.metadata;
        this.options.logger?.info(
          { leadId, shopId, eventId, correlationId, ...outcome },
          'lead published',
        );
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
          {
            leadId: lead.event.data.leadId,
            shopId: lead.event.data.shopId,
            correlationId: lead.event.metadata.correlationId,
            ...failure,
          },
          'lead parked: it cannot be published as it is',
        );
        return new UnprocessableEventError(lead.recorded, `${failure.failure}: ${failure.detail}`);
      }),
    ];
  }

  async handle(_events: readonly RecordedEvent[], tx: SqlClient): Promise<void> {
    for (const error of this.toPark) await parkEvent(tx, this.subscriptionId, error);
    if (this.deliveredNow.length === 0) return;
    await tx.query(
      `insert into ${deliveredTable} (lead_id, owner_id, shop_id)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[])
       on conflict (lead_id) do nothing`,
      [
        this.deliveredNow.map((lead) => lead.leadId),
        this.deliveredNow.map((lead) => lead.ownerId),
        this.deliveredNow.map((lead) => lead.shopId),
      ],
    );
  }

  private async migrate(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('fairwrench:lead-forwarder'))`);
      await tx.exec(`
        create table if not exists ${deliveredTable} (
          lead_id uuid primary key,
          owner_id uuid not null,
          shop_id text not null
        );
        create index if not exists ${deliveredTable}_owner on ${deliveredTable} (owner_id);`);
    });
  }

  /**
   * For each owner erased in the batch, tells every shop that received one of their leads to
   * delete the details (ADR 024). The leads are those this forwarder delivered before the
   * erasure in log order: earlier batches (its table) and this one. A shop without access any
   * more cannot be reached over Kafka: that is logged for staff to tell it another way.
   * Resolves with the erasures that fail their schema, to park.
   */
  private async sendErasureNotices(
    events: readonly RecordedEvent[],
  ): Promise<UnprocessableEventError[]> {
    const unreadable: UnprocessableEventError[] = [];
    const erasures = readAll(events, 'OwnerErased', ownerErasedSchema, unreadable).map(
      ({ event }) => event,
    );
    if (erasures.length === 0) return unreadable;
    const notices: { erasure: OwnerErased; notice: ErasureNoticeV1 }[] = [];
    for (const erasure of erasures) {
      const ownerId = erasure.data.userId;
      const rows = await this.sql.query<{ lead_id: string; shop_id: string }>(
        `select lead_id::text, shop_id from ${deliveredTable} where owner_id = $1`,
        [ownerId],
      );
      const delivered = [
        ...rows.map((row) => ({ leadId: row.lead_id, shopId: row.shop_id })),
        ...this.deliveredNow.filter((lead) => lead.ownerId === ownerId),
      ];
      for (const notice of decideErasureNotices(erasure, delivered)) {
        notices.push({ erasure, notice });
      }
    }
    if (notices.length === 0) return unreadable;
    const topics = await activePartnerTopics(
      this.sql,
      notices.map(({ notice }) => notice.shopId),
    );
    const sendable = notices.filter(({ notice }) => {
      if (topics.has(notice.shopId)) return true;
      this.options.logger?.warn(
        { shopId: notice.shopId, noticeId: notice.noticeId },
        'erasure notice not sent: the shop has no partner access; tell it another way',
      );
      return false;
    });
    const outcomes = await this.publish(
      sendable.map(({ erasure, notice }) => ({
        topic: topics.get(notice.shopId)!,
        key: notice.shopId,
        value: JSON.stringify(notice),
        headers: {
          [PARTNER_HEADERS.eventId]: notice.noticeId,
          [PARTNER_HEADERS.correlationId]: erasure.metadata.correlationId,
          [PARTNER_HEADERS.messageType]: 'erasure-notice',
          [PARTNER_HEADERS.schemaVersion]: '1',
          [PARTNER_HEADERS.contentType]: 'application/json',
        },
      })),
    );
    const now = (this.options.clock ?? (() => new Date()))();
    const recorded: NewEvent[] = [];
    sendable.forEach(({ erasure, notice }, index) => {
      const outcome = outcomes[index]!;
      if ('rejected' in outcome) {
        this.options.logger?.warn(
          { shopId: notice.shopId, noticeId: notice.noticeId, reason: outcome.rejected },
          'erasure notice refused by the broker; tell the shop another way',
        );
        return;
      }
      recorded.push({
        type: 'ErasureNoticeDelivered',
        schemaVersion: 1,
        data: {
          noticeId: notice.noticeId,
          ownerId: erasure.data.userId,
          shopId: notice.shopId,
          leadIds: notice.leadIds,
          erasureEventId: erasure.metadata.eventId,
          topic: outcome.topic,
          partition: outcome.partition,
          offset: outcome.offset,
          publishedAt: now.toISOString(),
        },
        metadata: {
          eventId: randomUUID(),
          correlationId: erasure.metadata.correlationId,
          causationId: erasure.metadata.eventId,
          occurredAt: now.toISOString(),
        },
      });
    });
    if (recorded.length > 0)
      await this.store.appendToStream(deliveryStreamId(now), recorded, 'any');
    return unreadable;
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
   * Why a lead of the batch must not go out, if it must not: the domain's lead-release
   * workflow decides it (ADR 046) on the owner's sharing rights, the fold the share-leads
   * decider decided the lead on, here folded from each owner's own data-rights stream, which
   * no read model can lag behind.
   */
  private async withheld(leads: readonly Lead[]): Promise<(lead: Lead) => Failure | undefined> {
    const owners = [...new Set(leads.map((lead) => lead.event.data.ownerId))];
    const rights = new Map(
      await Promise.all(
        owners.map(async (owner) => {
          const stream = await this.store.readStream(dataRightsStreamId(owner));
          const events = stream.map((event) => envelopeOf(event) as UnstampedEvent);
          return [owner, fold(leadReleaseWorkflow, events)] as const;
        }),
      ),
    );
    return (lead) => {
      const owner = rights.get(lead.event.data.ownerId) ?? leadReleaseWorkflow.initialState();
      const release = leadReleaseWorkflow.decide(lead.event.data, owner);
      return release.type === 'WithholdLead'
        ? { failure: release.failure, detail: release.detail }
        : undefined;
    };
  }

  /** The batch's leads; one that fails its schema is parked, never published half-read. */
  private readLeads(
    events: readonly RecordedEvent[],
    unreadable: UnprocessableEventError[],
  ): Lead[] {
    return readAll(events, 'LeadShared', leadSharedSchema, unreadable);
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
        [PARTNER_HEADERS.correlationId]: lead.event.metadata.correlationId,
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

/** The events of `type` that pass `schema`; each that fails is added to `unreadable`. */
function readAll<Schema extends z.ZodType>(
  events: readonly RecordedEvent[],
  type: string,
  schema: Schema,
  unreadable: UnprocessableEventError[],
): { recorded: RecordedEvent; event: z.infer<Schema> }[] {
  return events.flatMap((recorded) => {
    if (recorded.type !== type) return [];
    try {
      return [{ recorded, event: parseRecorded(schema, recorded) }];
    } catch (error) {
      if (!(error instanceof UnprocessableEventError)) throw error;
      unreadable.push(error);
      return [];
    }
  });
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
