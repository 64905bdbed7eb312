import { randomUUID } from 'node:crypto';
import { dataRightsStreamId, partnerAccessStreamId, type DomainEvent } from '@fairwrench/contracts';
import { fold, leadReleaseWorkflow, type UnstampedEvent } from '@fairwrench/domain';
import { envelopeOf, type NewEvent, type SqlEventStore } from '@fairwrench/event-store';
import { testAdapters, testEvent, type TestDatabase } from '@fairwrench/event-store/testing';
import type { ProjectionRunner } from '@fairwrench/projections';
import { openForwarderDatabase } from '../testing/forwarder-database';
import { leadShared, partnerAccessGranted } from '@fairwrench/projections/testing';
import { LeadForwarder, deliveryStreamId } from './lead-forwarder';
import type { LeadPublisher, OutgoingMessage } from './lead-publisher';

const [adapter] = testAdapters();
const SHOP = 'release-auto';

/** A broker that acknowledges everything and remembers what it was given. */
class RecordingPublisher implements LeadPublisher {
  readonly published: OutgoingMessage[] = [];
  async publish(messages: readonly OutgoingMessage[]) {
    this.published.push(...messages);
    return messages.map((message, index) => ({
      topic: message.topic,
      partition: 0,
      offset: String(this.published.length - messages.length + index),
    }));
  }
  async close() {}
}

/**
 * The forwarder asks the domain whether a decided lead may still go out (ADR 046): the
 * lead-release workflow over the owner's sharing rights, the fold the share-leads decider
 * decides on. What it records is what the domain's fold of the same stream decides.
 */
describe(`lead forwarder withholding through the domain's sharing-rights fold (${adapter})`, () => {
  let database: TestDatabase;
  let store: SqlEventStore;
  let partners: ProjectionRunner;
  const now = new Date('2026-11-27T02:00:00.000Z');

  beforeAll(async () => {
    ({ database, store, partners } = await openForwarderDatabase(adapter!));
    await store.appendToStream(partnerAccessStreamId(SHOP), [partnerAccessGranted(SHOP)], 'any');
  }, 120_000);

  afterAll(async () => {
    await partners?.stop();
    await database?.drop();
  });

  /** Records the lead and the owner's data-rights events; delivers the recorded lead. */
  async function deliverAfter(lead: DomainEvent, rights: readonly NewEvent[]) {
    const ownerId = (lead.data as { ownerId: string }).ownerId;
    if (rights.length > 0) {
      await store.appendToStream(dataRightsStreamId(ownerId), rights, 'no_stream');
    }
    const streamId = `leads-of-issue-${randomUUID()}`;
    await store.appendToStream(streamId, [lead], 'no_stream');
    const publisher = new RecordingPublisher();
    const forwarder = new LeadForwarder(store, database.client, publisher, { clock: () => now });
    const parked = await forwarder.deliver(await store.readStream(streamId));
    const outcome = (await store.readStream(deliveryStreamId(now))).filter(
      (event) => (event.data as { leadEventId: string }).leadEventId === lead.metadata.eventId,
    );
    const folded = fold(
      leadReleaseWorkflow,
      (await store.readStream(dataRightsStreamId(ownerId))).map(
        (event) => envelopeOf(event) as UnstampedEvent,
      ),
    );
    const domainSays = leadReleaseWorkflow.decide(
      (lead as Extract<DomainEvent, { type: 'LeadShared' }>).data,
      folded,
    );
    return { publisher, parked, outcome, domainSays };
  }

  it('withholds a lead citing a consent the owner withdrew, as the domain decides', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ shopId: SHOP, ownerId });
    const [cited] = lead.data.evidence;
    const { publisher, parked, outcome, domainSays } = await deliverAfter(lead, [
      testEvent('ConsentWithdrawn', {
        userId: ownerId,
        purpose: 'lead-sharing',
        consentIds: [cited!.consentId ?? cited!.eventId],
        source: 'owner-request',
      }),
    ]);

    expect(domainSays).toEqual({
      type: 'WithholdLead',
      failure: 'consent-withdrawn',
      detail: `the owner withdrew their ${cited!.kind} consent`,
    });
    expect(publisher.published).toEqual([]);
    expect(outcome.map((event) => [event.type, event.data])).toEqual([
      [
        'LeadDeliveryFailed',
        expect.objectContaining({
          failure: 'consent-withdrawn',
          detail: `the owner withdrew their ${cited!.kind} consent`,
        }),
      ],
    ]);
    expect(parked.map((error) => error.event.metadata.eventId)).toEqual([lead.metadata.eventId]);
  });

  it('withholds the lead of an erased owner, as the domain decides', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ shopId: SHOP, ownerId });
    const { publisher, parked, outcome, domainSays } = await deliverAfter(lead, [
      testEvent('OwnerErased', { userId: ownerId, source: 'owner-request' }),
    ]);

    expect(domainSays).toEqual({
      type: 'WithholdLead',
      failure: 'owner-erased',
      detail: 'the owner was erased',
    });
    expect(publisher.published).toEqual([]);
    expect(outcome.map((event) => [event.type, event.data])).toEqual([
      [
        'LeadDeliveryFailed',
        expect.objectContaining({ failure: 'owner-erased', detail: 'the owner was erased' }),
      ],
    ]);
    expect(parked.map((error) => error.event.metadata.eventId)).toEqual([lead.metadata.eventId]);
  });

  it('releases a lead whose owner withdrew only a consent it does not cite', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ shopId: SHOP, ownerId });
    const { publisher, parked, outcome, domainSays } = await deliverAfter(lead, [
      testEvent('ConsentWithdrawn', {
        userId: ownerId,
        purpose: 'lead-sharing',
        consentIds: [randomUUID()],
        source: 'owner-request',
      }),
    ]);

    expect(domainSays).toEqual({ type: 'ReleaseLead' });
    expect(publisher.published.map((message) => message.key)).toEqual([SHOP]);
    expect(outcome.map((event) => event.type)).toEqual(['LeadDelivered']);
    expect(parked).toEqual([]);
  });
});
