import { randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  partnerAcls,
  partnerLeadMessageV1Schema,
  partnerPrincipal,
  partnerTopic,
  PARTNER_HEADERS,
} from '@fairwrench/contracts';
import {
  CatchUpSubscription,
  loadCheckpoint,
  type SqlEventStore,
  comparePositions,
  type NewEvent,
} from '@fairwrench/event-store';
import {
  eventually,
  newestCommitted,
  testAdapters,
  testEvent,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { KafkaLeadPublisher } from '../kafka/kafka-lead-publisher';
import { KafkaPartnerAccess } from '../kafka/kafka-partner-access';
import { readAsPartner } from '../kafka/testing/partner-consumer';
import { startTestBroker, type TestBroker } from '../kafka/testing/test-broker';
import { listParked } from '@fairwrench/projections';
import { partnersProjection } from '@fairwrench/projections';
import { ProjectionRunner } from '@fairwrench/projections';
import { openForwarderDatabase } from '../testing/forwarder-database';
import { LeadForwarder } from './lead-forwarder';
import { redeliverParkedLeads } from './redeliver-parked';
import { leadShared, partnerAccessGranted } from '@fairwrench/projections/testing';

/** Each spec file runs its own broker (deploy/kafka), so this one can stop it mid-stream. */
const BROKER_PORT = 19_192;
const [adapter] = testAdapters();

describe(`lead forwarder on a real Kafka broker (${adapter})`, () => {
  let broker: TestBroker;
  let database: TestDatabase;
  let store: SqlEventStore;
  let partners: ProjectionRunner;
  const partnerCredentials = new Map<string, string>();

  beforeAll(async () => {
    broker = await startTestBroker(BROKER_PORT);
    ({ database, store, partners } = await openForwarderDatabase(adapter!));
  }, 180_000);

  afterAll(async () => {
    await partners?.stop();
    await database?.drop();
    await broker?.stop();
  }, 60_000);

  /** Gives a shop broker access as `npm run partners -- add` does, and records it. */
  async function addPartner(shopId: string, waitForReadModel = true): Promise<void> {
    const password = randomUUID();
    await new KafkaPartnerAccess(broker.settings).grant({
      principal: partnerPrincipal(shopId),
      topic: partnerTopic(shopId),
      password,
      acls: partnerAcls(shopId),
    });
    partnerCredentials.set(shopId, password);
    const { position } = await store.appendToStream(
      `partner-access-${shopId}`,
      [partnerAccessGranted(shopId)],
      'no_stream',
    );
    if (waitForReadModel) expect(await partners.waitFor(position, ['partners'], 10_000)).toBe(true);
  }

  const readAs = (shopId: string, count: number) =>
    readAsPartner(
      broker.settings,
      {
        shopId,
        username: partnerPrincipal(shopId),
        password: partnerCredentials.get(shopId)!,
        topic: partnerTopic(shopId),
      },
      count,
    );

  async function append(events: readonly NewEvent[]) {
    let last;
    for (const event of events) {
      last = await store.appendToStream(`leads-of-issue-${randomUUID()}`, [event], 'no_stream');
    }
    return last!.position;
  }

  function startForwarder(options: { maxMessageBytes?: number } = {}, onError?: () => void) {
    const publisher = new KafkaLeadPublisher(broker.settings);
    const forwarder = new LeadForwarder(store, database.client, publisher, options);
    const subscription = new CatchUpSubscription(store, database.client, forwarder, {
      retryDelayMs: 100,
      maxRetryDelayMs: 1_000,
      batchSize: 50,
      ...(onError ? { onError } : {}),
    });
    subscription.start();
    return {
      subscription,
      stop: async () => {
        await subscription.stop();
        await publisher.close();
      },
    };
  }

  async function deliveryEvents() {
    const all = await store.readAll({ limit: 100_000 });
    return all.filter(
      (event) => event.type === 'LeadDelivered' || event.type === 'LeadDeliveryFailed',
    );
  }

  it('publishes a lead to its partner topic, keyed by shop, with its event id, and records the delivery', async () => {
    await addPartner('desert-auto');
    const lead = leadShared({ shopId: 'desert-auto' });
    const position = await append([lead]);
    const forwarder = startForwarder();
    await forwarder.subscription.reached(position);
    await forwarder.stop();

    const [message, ...more] = await readAs('desert-auto', 1);
    expect(more).toEqual([]);
    expect(message!.key).toBe('desert-auto');
    expect(message!.eventId).toBe(lead.metadata.eventId);
    expect(message!.headers[PARTNER_HEADERS.messageType]).toBe('lead');
    expect(message!.headers[PARTNER_HEADERS.correlationId]).toBe(lead.metadata.correlationId);
    expect(message!.headers[PARTNER_HEADERS.schemaVersion]).toBe('1');
    const body = partnerLeadMessageV1Schema.parse(message!.value);
    expect(body.leadId).toBe((lead.data as { leadId: string }).leadId);
    expect(body.owner).toEqual({ name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' });

    const [delivered] = (await deliveryEvents()).filter(
      (event) => (event.data as { leadEventId: string }).leadEventId === lead.metadata.eventId,
    );
    expect(delivered).toMatchObject({
      type: 'LeadDelivered',
      data: { topic: partnerTopic('desert-auto'), partition: 0, offset: message!.offset },
    });
  });

  it('parks a lead for a shop without partner access and one too large, records why, and moves on', async () => {
    const stranger = leadShared({ shopId: 'late-partner' });
    const large = leadShared({ shopId: 'desert-auto', padding: 'x'.repeat(5_000) });
    const after = leadShared({ shopId: 'desert-auto' });
    const position = await append([stranger, large, after]);
    const forwarder = startForwarder({ maxMessageBytes: 4_000 });
    await forwarder.subscription.reached(position);
    await forwarder.stop();

    const parked = await listParked(database.client, ['lead-forwarder']);
    expect(parked.map((row) => [row.eventId, row.error.split(':')[0]])).toEqual(
      expect.arrayContaining([
        [stranger.metadata.eventId, 'unknown-partner'],
        [large.metadata.eventId, 'message-too-large'],
      ]),
    );
    const failures = (await deliveryEvents()).filter(
      (event) => event.type === 'LeadDeliveryFailed',
    );
    expect(failures.map((event) => (event.data as { failure: string }).failure).sort()).toEqual([
      'message-too-large',
      'unknown-partner',
    ]);
    const messages = await readAs('desert-auto', 2);
    expect(messages.map((message) => message.eventId)).toContain(after.metadata.eventId);
    expect(messages.map((message) => message.eventId)).not.toContain(large.metadata.eventId);
  });

  it('redelivers a parked lead once its shop has access, and keeps the one still too large parked', async () => {
    await addPartner('late-partner');
    const publisher = new KafkaLeadPublisher(broker.settings);
    const forwarder = new LeadForwarder(store, database.client, publisher, {
      maxMessageBytes: 4_000,
    });
    const outcomes = await redeliverParkedLeads(store, database.client, forwarder);
    await publisher.close();

    expect(outcomes.map((outcome) => outcome.error?.split(':')[0])).toEqual([
      undefined,
      'message-too-large',
    ]);
    const parked = await listParked(database.client, ['lead-forwarder']);
    expect(parked.map((row) => row.error.split(':')[0])).toEqual(['message-too-large']);
    const [message] = await readAs('late-partner', 1);
    expect(message!.value).toMatchObject({ shopId: 'late-partner', reason: 'recommendation' });
  });

  it('publishes to a shop granted a moment ago, before the partners read model has caught up', async () => {
    await partners.stop();
    await addPartner('brand-new-partner', false);
    const lead = leadShared({ shopId: 'brand-new-partner' });
    const forwarder = startForwarder();
    await forwarder.subscription.reached(await append([lead]));
    await forwarder.stop();
    partners = new ProjectionRunner(store, database.client, [partnersProjection]);
    partners.start();

    const outcomes = (await deliveryEvents()).filter(
      (event) => (event.data as { leadEventId: string }).leadEventId === lead.metadata.eventId,
    );
    expect(outcomes.map((event) => event.type)).toEqual(['LeadDelivered']);
  });

  it('withholds a lead whose owner opted out of sale and sharing after it was decided', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ shopId: 'desert-auto', ownerId });
    await append([lead]);
    await store.appendToStream(
      dataRightsStreamId(ownerId),
      [testEvent('SaleAndSharingOptedOut', { userId: ownerId, source: 'owner-request' })],
      'no_stream',
    );
    const forwarder = startForwarder();
    await forwarder.subscription.reached(await newestCommitted(database.client));
    await forwarder.stop();

    const outcomes = (await deliveryEvents()).filter(
      (event) => (event.data as { leadEventId: string }).leadEventId === lead.metadata.eventId,
    );
    expect(
      outcomes.map((event) => [event.type, (event.data as { failure?: string }).failure]),
    ).toEqual([['LeadDeliveryFailed', 'opted-out']]);
    const parked = await listParked(database.client, ['lead-forwarder']);
    expect(parked.map((row) => row.eventId)).toContain(lead.metadata.eventId);
  });

  it('withholds a lead citing a consent the owner withdrew after it was decided, and no other', async () => {
    await addPartner('consent-shop');
    const ownerId = randomUUID();
    const withdrawnFrom = leadShared({ shopId: 'consent-shop', ownerId });
    await append([withdrawnFrom]);
    const [cited] = withdrawnFrom.data.evidence;
    await store.appendToStream(
      dataRightsStreamId(ownerId),
      [
        testEvent('ConsentWithdrawn', {
          userId: ownerId,
          purpose: 'lead-sharing',
          consentIds: [cited!.consentId ?? cited!.eventId],
          source: 'owner-request',
        }),
      ],
      'no_stream',
    );
    const unaffected = leadShared({ shopId: 'consent-shop' });
    const forwarder = startForwarder();
    await forwarder.subscription.reached(await append([unaffected]));
    await forwarder.stop();

    const outcome = async (lead: typeof unaffected) =>
      (await deliveryEvents())
        .filter(
          (event) => (event.data as { leadEventId: string }).leadEventId === lead.metadata.eventId,
        )
        .map((event) => [event.type, (event.data as { failure?: string }).failure]);
    expect(await outcome(withdrawnFrom)).toEqual([['LeadDeliveryFailed', 'consent-withdrawn']]);
    expect(await outcome(unaffected)).toEqual([['LeadDelivered', undefined]]);
  });

  it('tells each shop that received an erased owner’s leads to delete them, and withholds the rest', async () => {
    await addPartner('erasure-east');
    await addPartner('erasure-west');
    const ownerId = randomUUID();
    const east = [
      leadShared({ shopId: 'erasure-east', ownerId }),
      leadShared({ shopId: 'erasure-east', ownerId }),
    ];
    const west = leadShared({ shopId: 'erasure-west', ownerId });
    const someoneElse = leadShared({ shopId: 'erasure-west' });
    const forwarder = startForwarder();
    await forwarder.subscription.reached(await append([...east, west, someoneElse]));

    // Decided before the erasure, not yet sent when it came: withheld.
    const late = leadShared({ shopId: 'erasure-west', ownerId });
    await append([late]);
    const erasure = testEvent('OwnerErased', {
      userId: ownerId,
      source: 'owner-request',
      reference: null,
    });
    const { position } = await store.appendToStream(dataRightsStreamId(ownerId), [erasure], 'any');
    await forwarder.subscription.reached(position);
    await forwarder.stop();

    const eastMessages = await readAs('erasure-east', 3);
    const westMessages = await readAs('erasure-west', 3);
    const notice = (messages: typeof eastMessages) =>
      messages.filter((m) => m.headers[PARTNER_HEADERS.messageType] === 'erasure-notice');
    expect(notice(eastMessages).map((m) => m.value)).toEqual([
      expect.objectContaining({
        messageType: 'erasure-notice',
        shopId: 'erasure-east',
        leadIds: east.map((lead) => lead.data.leadId).sort(),
        requestedAt: erasure.metadata.occurredAt,
      }),
    ]);
    // After the leads it names, on the same partition.
    expect(eastMessages.at(-1)!.headers[PARTNER_HEADERS.messageType]).toBe('erasure-notice');
    const [westNotice] = notice(westMessages).map((m) => m.value as { leadIds: string[] });
    expect(westNotice?.leadIds).toEqual([west.data.leadId]); // not the other owner's, not the late one
    expect(westMessages.map((m) => m.eventId)).not.toContain(late.metadata.eventId);

    const recorded = await store.readAll({ limit: 100_000 });
    const notices = recorded.filter((event) => event.type === 'ErasureNoticeDelivered');
    expect(notices.map((event) => (event.data as { shopId: string }).shopId).sort()).toEqual([
      'erasure-east',
      'erasure-west',
    ]);
    expect(notices.map((event) => event.metadata.causationId)).toEqual([
      erasure.metadata.eventId,
      erasure.metadata.eventId,
    ]);
    const lateOutcome = recorded.filter(
      (event) => (event.data as { leadEventId?: string }).leadEventId === late.metadata.eventId,
    );
    expect(lateOutcome.map((event) => (event.data as { failure?: string }).failure)).toEqual([
      'owner-erased',
    ]);
  });

  it("parks a lead whose partner topic the broker refuses for good, and still delivers the other partners' leads", async () => {
    await addPartner('vanished-partner');
    // Its topic, user and ACLs removed on the broker by hand: the read model still says active.
    await new KafkaPartnerAccess(broker.settings).revoke({
      principal: partnerPrincipal('vanished-partner'),
      topic: partnerTopic('vanished-partner'),
    });
    const lost = leadShared({ shopId: 'vanished-partner' });
    const kept = leadShared({ shopId: 'desert-auto' });
    const forwarder = startForwarder();
    await forwarder.subscription.reached(await append([lost, kept]));
    await forwarder.stop();

    const outcome = async (lead: typeof lost) =>
      (await deliveryEvents())
        .filter(
          (event) => (event.data as { leadEventId: string }).leadEventId === lead.metadata.eventId,
        )
        .map((event) => [event.type, (event.data as { failure?: string }).failure]);
    expect(await outcome(lost)).toEqual([['LeadDeliveryFailed', 'rejected']]);
    expect(await outcome(kept)).toEqual([['LeadDelivered', undefined]]);
    const parked = await listParked(database.client, ['lead-forwarder']);
    expect(parked.map((row) => row.eventId)).toContain(lost.metadata.eventId);
  });

  it('loses nothing when the broker stops mid-stream and comes back; repeats carry the same event id', async () => {
    await addPartner('mesa-brakes');
    let failures = 0;
    const forwarder = startForwarder({}, () => failures++);
    const first = Array.from({ length: 20 }, () => leadShared({ shopId: 'mesa-brakes' }));
    await forwarder.subscription.reached(await append(first));

    await broker.pause();
    const during = Array.from({ length: 20 }, () => leadShared({ shopId: 'mesa-brakes' }));
    const position = await append(during);
    // The forwarder fails against the dead broker and retries: its checkpoint must not move.
    await eventually(() => failures >= 2, 60_000);
    expect(comparePositions(forwarder.subscription.checkpoint!, position)).toBeLessThan(0);

    await broker.resume();
    await forwarder.subscription.reached(position);
    await forwarder.stop();

    // Everything in the topic, repeats included: up to the last acknowledged offset.
    const offsets = (await deliveryEvents())
      .filter((event) => (event.data as { shopId: string }).shopId === 'mesa-brakes')
      .map((event) => Number((event.data as { offset: string }).offset));
    const received = await readAs('mesa-brakes', Math.max(...offsets) + 1);
    const sent = new Set([...first, ...during].map((lead) => lead.metadata.eventId));
    expect(new Set(received.map((message) => message.eventId))).toEqual(sent);
  }, 120_000);

  it('resumes from its checkpoint after being killed mid-stream', async () => {
    await addPartner('canyon-garage');
    const leads = Array.from({ length: 120 }, () => leadShared({ shopId: 'canyon-garage' }));
    const position = await append(leads);
    // The first batch of 50 goes out; the second hangs in the publisher until the kill.
    const real = new KafkaLeadPublisher(broker.settings);
    let kill!: (reason: Error) => void;
    const killedAt = new Promise<never>((_, reject) => (kill = reject));
    killedAt.catch(() => undefined);
    let calls = 0;
    const dying = new LeadForwarder(store, database.client, {
      publish: async (messages) => {
        if (++calls > 1) await killedAt;
        return real.publish(messages);
      },
      close: () => real.close(),
    });
    const killed = new CatchUpSubscription(store, database.client, dying, { batchSize: 50 });
    killed.start();
    // A second publish starts only after the first batch's checkpoint has committed.
    await eventually(() => calls > 1);
    kill(new Error('killed'));
    await killed.stop();
    await real.close();
    expect(
      comparePositions(await loadCheckpoint(database.client, 'lead-forwarder'), position),
    ).toBeLessThan(0);

    const resumed = startForwarder();
    await resumed.subscription.reached(position);
    await resumed.stop();
    const received = await readAs('canyon-garage', 120);
    expect(received.map((message) => message.eventId).sort()).toEqual(
      leads.map((lead) => lead.metadata.eventId).sort(),
    );
  }, 120_000);
});
