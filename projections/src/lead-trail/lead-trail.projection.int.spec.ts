import { randomUUID } from 'node:crypto';
import type { EventOfType, LeadSharing } from '@fairwrench/contracts';
import { SqlEventStore } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { ProjectionRunner, resetProjection } from '../projection-runner';
import { leadTrailProjection } from './lead-trail.projection';
import { findLeadTrail } from './lead-trail.query';
import {
  leadDelivered as delivered,
  leadDeliveryFailed as failed,
  leadShared,
} from '../testing/lead-events';

const at = (minute: number, day = 21) => new Date(Date.UTC(2026, 10, day, 9, minute)).toISOString();

describe.each(testAdapters())('lead-trail projection on %s', (adapter) => {
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, [leadTrailProjection]).migrate();
  });
  afterAll(() => database.drop());

  async function runUntilCaughtUp(): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, [leadTrailProjection]);
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['lead-trail'], 10_000)).toBe(true);
    await runner.stop();
  }

  /** Each event in its own stream, as the lead policy and the forwarder write them. */
  async function append(
    ...events: EventOfType<
      | 'LeadShared'
      | 'LeadDelivered'
      | 'LeadDeliveryFailed'
      | 'OwnerErased'
      | 'ErasureNoticeDelivered'
      | 'ConsentGiven'
    >[]
  ) {
    for (const event of events) await store.appendToStream(`test-${randomUUID()}`, [event], 'any');
  }

  /** Every page of the trail for `owner`, `size` rows at a time. */
  async function allPages(ownerId: string, size: number): Promise<LeadSharing[][]> {
    const pages: LeadSharing[][] = [];
    let cursor: string | undefined;
    do {
      const page = await findLeadTrail(database.client, {
        ownerId,
        limit: size,
        ...(cursor ? { cursor } : {}),
      });
      pages.push(page.sharings);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  }

  it('keeps what was shared, on which basis and consent, by field name only', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ ownerId, shopId: 'shop-42', sharedAt: at(0) });
    await append(lead);
    await runUntilCaughtUp();

    const { sharings, nextCursor } = await findLeadTrail(database.client, { ownerId, limit: 10 });

    expect(nextCursor).toBeNull();
    expect(sharings).toEqual([
      {
        sharingId: lead.metadata.eventId,
        leadId: lead.data.leadId,
        ownerId,
        shopId: 'shop-42',
        issueId: lead.data.issueId,
        reason: 'recommendation',
        legalBasis: 'consent',
        selection: lead.data.selection,
        fieldsShared: ['name', 'email', 'zipCode'],
        contactChannels: ['email'],
        evidence: lead.data.evidence,
        sharedAt: at(0),
        delivery: {
          status: 'pending',
          lastAttemptAt: null,
          topic: null,
          partition: null,
          offset: null,
          failure: null,
        },
        attempts: [],
        ownerErasure: null,
        erasureNotices: [],
      },
    ]);
    // Word edges: a random UUID may hold the digits 85253 ("d85253f4").
    expect(JSON.stringify(sharings)).not.toMatch(/Dana|example\.com|\b85253\b/);
  });

  it('keeps both sharings of a lead upgraded to a managed repair, each with its deliveries', async () => {
    const ownerId = randomUUID();
    const first = leadShared({ ownerId, shopId: 'shop-7', sharedAt: at(0) });
    const upgrade = leadShared({
      ownerId,
      shopId: 'shop-7',
      sharedAt: at(30),
      leadId: first.data.leadId,
      managed: true,
    });
    await append(first, delivered(first, '3', at(1)), upgrade, delivered(upgrade, '9', at(31)));
    await runUntilCaughtUp();

    const { sharings } = await findLeadTrail(database.client, { ownerId, limit: 10 });

    expect(sharings.map((s) => [s.sharingId, s.leadId, s.reason, s.fieldsShared])).toEqual([
      [first.metadata.eventId, first.data.leadId, 'recommendation', ['name', 'email', 'zipCode']],
      [
        upgrade.metadata.eventId,
        first.data.leadId,
        'managed-repair',
        ['name', 'email', 'phone', 'zipCode'],
      ],
    ]);
    expect(sharings.map((s) => s.delivery.offset)).toEqual(['3', '9']);
    expect(sharings.map((s) => s.attempts.length)).toEqual([1, 1]);
  });

  it('sums up the attempts: delivered once any was, with the latest delivery; else failed', async () => {
    const ownerId = randomUUID();
    const retried = leadShared({ ownerId, shopId: 'shop-1', sharedAt: at(0) });
    const fixed = leadShared({ ownerId, shopId: 'shop-2', sharedAt: at(1) });
    const broken = leadShared({ ownerId, shopId: 'shop-3', sharedAt: at(2) });
    const early = delivered(retried, '4', at(5));
    // The crash-retry's delivery comes first in the log: order must not matter.
    await append(retried, delivered(retried, '5', at(6)), early, fixed, failed(fixed, at(3)));
    await append(delivered(fixed, '8', at(9)), broken, failed(broken, at(4)));
    await runUntilCaughtUp();

    const { sharings } = await findLeadTrail(database.client, { ownerId, limit: 10 });

    expect(sharings.map((s) => s.delivery)).toEqual([
      {
        status: 'delivered',
        lastAttemptAt: at(6),
        topic: 'fairwrench.leads.shop-1',
        partition: 0,
        offset: '5',
        failure: null,
      },
      {
        status: 'delivered',
        lastAttemptAt: at(9),
        topic: 'fairwrench.leads.shop-2',
        partition: 0,
        offset: '8',
        failure: null,
      },
      {
        status: 'failed',
        lastAttemptAt: at(4),
        topic: null,
        partition: null,
        offset: null,
        failure: 'unknown-partner',
      },
    ]);
    expect(sharings[0]!.attempts.map((a) => [a.attemptId, a.outcome, a.at])).toEqual([
      [early.metadata.eventId, 'delivered', at(5)],
      [expect.any(String), 'delivered', at(6)],
    ]);
    expect(sharings[1]!.attempts).toEqual([
      {
        attemptId: expect.any(String),
        outcome: 'failed',
        at: at(3),
        failure: 'unknown-partner',
        detail: 'shop-2 has no partner access',
      },
      expect.objectContaining({ outcome: 'delivered', offset: '8' }),
    ]);
  });

  it('finds the delivery of a sharing that arrives after it (a parked sharing replayed)', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ ownerId, shopId: 'shop-1', sharedAt: at(0) });
    await append(delivered(lead, '1', at(1)), lead);
    await runUntilCaughtUp();

    const { sharings } = await findLeadTrail(database.client, { ownerId, limit: 10 });

    expect(sharings.map((s) => s.delivery.status)).toEqual(['delivered']);
  });

  it('writes nothing new when events are handled again, and rebuilds the same trail', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ ownerId, shopId: 'shop-1', sharedAt: at(0) });
    const before = await store.headPosition();
    const events = [
      lead,
      delivered(lead, '1', at(1)),
      failed(lead, at(2)),
      delivered(lead, '2', at(3)),
    ];
    await append(...events);
    await runUntilCaughtUp();
    const built = await findLeadTrail(database.client, { ownerId, limit: 10 });

    const recorded = await store.readAll({ after: before });
    expect(recorded).toHaveLength(4);
    await database.client.transaction((tx) => leadTrailProjection.handle(recorded, tx));
    expect(await findLeadTrail(database.client, { ownerId, limit: 10 })).toEqual(built);
    expect(built.sharings[0]!.attempts).toHaveLength(3);

    await resetProjection(database.client, leadTrailProjection);
    await runUntilCaughtUp();
    expect(await findLeadTrail(database.client, { ownerId, limit: 10 })).toEqual(built);
  });

  it('filters by owner, shop and a time range (from included, to excluded)', async () => {
    const [dana, lee] = [randomUUID(), randomUUID()];
    const leads = [
      leadShared({ ownerId: dana, shopId: 'shop-a', sharedAt: at(0, 25) }),
      leadShared({ ownerId: dana, shopId: 'shop-b', sharedAt: at(10, 25) }),
      leadShared({ ownerId: lee, shopId: 'shop-a', sharedAt: at(20, 25) }),
      leadShared({ ownerId: lee, shopId: 'shop-b', sharedAt: at(30, 25) }),
    ];
    await append(...leads);
    await runUntilCaughtUp();
    const ids = async (filters: Parameters<typeof findLeadTrail>[1]) =>
      (await findLeadTrail(database.client, filters)).sharings.map((s) =>
        leads.findIndex((l) => l.metadata.eventId === s.sharingId),
      );

    expect(await ids({ ownerId: dana, limit: 10 })).toEqual([0, 1]);
    expect(await ids({ shopId: 'shop-a', limit: 10 })).toEqual([0, 2]);
    expect(await ids({ ownerId: lee, shopId: 'shop-b', limit: 10 })).toEqual([3]);
    expect(await ids({ from: at(10, 25), to: at(30, 25), limit: 10 })).toEqual([1, 2]);
    expect(await ids({ from: '2026-11-25T10:10:00+01:00', limit: 10 })).toEqual([1, 2, 3]);
    expect(await ids({ shopId: 'shop-none', limit: 10 })).toEqual([]);
  });

  it('pages by time then id, each sharing exactly once, ties included', async () => {
    const ownerId = randomUUID();
    const leads = [0, 0, 0, 1, 2, 2, 3].map((minute) =>
      leadShared({ ownerId, shopId: 'shop-1', sharedAt: at(minute) }),
    );
    await append(...leads);
    await runUntilCaughtUp();

    const pages = await allPages(ownerId, 2);

    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    const order = leads
      .map((lead) => [lead.data.sharedAt, lead.metadata.eventId] as const)
      .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y))
      .map(([, id]) => id);
    expect(pages.flat().map((s) => s.sharingId)).toEqual(order);
    expect((await allPages(ownerId, 7)).map((page) => page.length)).toEqual([7]);
  });

  it('pages across sharings shared within the same millisecond', async () => {
    const ownerId = randomUUID();
    const times = [
      '2026-11-21T09:00:00.000100Z',
      '2026-11-21T09:00:00.000200Z',
      '2026-11-21T09:00:00.000300Z',
    ];
    await append(...times.map((sharedAt) => leadShared({ ownerId, shopId: 'shop-1', sharedAt })));
    await runUntilCaughtUp();

    expect((await allPages(ownerId, 1)).flat()).toHaveLength(3);
  });

  it('keeps the ConsentGiven evidence a lead cites: text version and digest, page, time, fingerprint', async () => {
    const ownerId = randomUUID();
    const given = {
      kind: 'lead-sharing' as const,
      eventId: randomUUID(),
      eventType: 'ConsentGiven' as const,
      givenAt: at(0),
      consentId: randomUUID(),
      textVersion: '2026-11-01',
      textSha256: 'e'.repeat(64),
      sourcePage: '/steps/vehicle-info',
      clientFingerprint: `hmac-sha256:${'f'.repeat(64)}`,
    };
    const lead = leadShared({ ownerId, shopId: 'shop-1', sharedAt: at(1) });
    await append({ ...lead, data: { ...lead.data, evidence: [...lead.data.evidence, given] } });
    await runUntilCaughtUp();

    const { sharings } = await findLeadTrail(database.client, { ownerId, limit: 10 });

    expect(sharings[0]!.evidence).toEqual([...lead.data.evidence, given]);
  });

  it('shows the owner’s erasure and, on each sharing of the leads it names, the notice the shop received', async () => {
    const ownerId = randomUUID();
    const first = leadShared({ ownerId, shopId: 'shop-e', sharedAt: at(0, 26) });
    const upgrade = leadShared({
      ownerId,
      shopId: 'shop-e',
      sharedAt: at(5, 26),
      leadId: first.data.leadId,
      managed: true,
    });
    const other = leadShared({ ownerId, shopId: 'shop-f', sharedAt: at(6, 26) });
    const stranger = leadShared({ shopId: 'shop-e', sharedAt: at(7, 26) });
    const erased = ownerErased(ownerId, at(30, 26));
    const notice = noticeDelivered(erased, first, '41', at(31, 26));
    const retried = {
      ...noticeDelivered(erased, first, '42', at(32, 26)),
      data: { ...notice.data, offset: '42', publishedAt: at(32, 26) },
    };
    await append(first, upgrade, other, stranger, erased, notice, retried);
    await runUntilCaughtUp();

    const { sharings } = await findLeadTrail(database.client, { ownerId, limit: 10 });
    const strangers = await findLeadTrail(database.client, {
      ownerId: stranger.data.ownerId,
      limit: 10,
    });

    const erasure = {
      erasureEventId: erased.metadata.eventId,
      erasedAt: at(30, 26),
      source: 'owner-request',
    };
    expect(sharings.map((s) => s.ownerErasure)).toEqual([erasure, erasure, erasure]);
    const shown = {
      noticeId: notice.data.noticeId,
      leadIds: [first.data.leadId],
      erasureEventId: erased.metadata.eventId,
      topic: 'fairwrench.leads.shop-e',
      partition: 0,
    };
    expect(sharings.map((s) => s.erasureNotices)).toEqual([
      [
        { ...shown, deliveryId: notice.metadata.eventId, offset: '41', at: at(31, 26) },
        { ...shown, deliveryId: retried.metadata.eventId, offset: '42', at: at(32, 26) },
      ],
      [
        { ...shown, deliveryId: notice.metadata.eventId, offset: '41', at: at(31, 26) },
        { ...shown, deliveryId: retried.metadata.eventId, offset: '42', at: at(32, 26) },
      ],
      [], // shop-f has not acknowledged its notice yet
    ]);
    expect(strangers.sharings.map((s) => [s.ownerErasure, s.erasureNotices])).toEqual([[null, []]]);
  });

  it('keeps one erasure per owner and one notice per delivery when handled again', async () => {
    const ownerId = randomUUID();
    const lead = leadShared({ ownerId, shopId: 'shop-g', sharedAt: at(0, 27) });
    const erased = ownerErased(ownerId, at(10, 27));
    const before = await store.headPosition();
    await append(lead, erased, noticeDelivered(erased, lead, '7', at(11, 27)));
    await runUntilCaughtUp();
    const built = await findLeadTrail(database.client, { ownerId, limit: 10 });

    const recorded = await store.readAll({ after: before });
    await database.client.transaction((tx) => leadTrailProjection.handle(recorded, tx));
    expect(await findLeadTrail(database.client, { ownerId, limit: 10 })).toEqual(built);
    expect(built.sharings[0]!.erasureNotices).toHaveLength(1);
    expect(built.sharings[0]!.ownerErasure).toMatchObject({ erasedAt: at(10, 27) });
  });
});

function ownerErased(ownerId: string, occurredAt: string): EventOfType<'OwnerErased'> {
  return {
    type: 'OwnerErased',
    schemaVersion: 1,
    data: { userId: ownerId, source: 'owner-request', reference: null },
    metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, occurredAt },
  };
}

function noticeDelivered(
  erased: EventOfType<'OwnerErased'>,
  lead: EventOfType<'LeadShared'>,
  offset: string,
  publishedAt: string,
): EventOfType<'ErasureNoticeDelivered'> {
  return {
    type: 'ErasureNoticeDelivered',
    schemaVersion: 1,
    data: {
      noticeId: randomUUID(),
      ownerId: erased.data.userId,
      shopId: lead.data.shopId,
      leadIds: [lead.data.leadId],
      erasureEventId: erased.metadata.eventId,
      topic: `fairwrench.leads.${lead.data.shopId}`,
      partition: 0,
      offset,
      publishedAt,
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: publishedAt,
    },
  };
}
