import { randomUUID } from 'node:crypto';
import { readLeadTrail } from '@fairwrench/api';
import { complianceTrailAccessedSchema, leadTrailResponseSchema } from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { leadDelivered, leadShared } from '@fairwrench/projections/testing';
import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { printLeadTrail } from './compliance/print-lead-trail';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

const TOKEN = 'compliance-token-for-tests-0123456789';
const PATH = '/api/compliance/leads';
/** A cursor in the cursor's shape whose time PostgreSQL refuses (there is no year 0). */
const YEAR_ZERO_CURSOR = Buffer.from(
  JSON.stringify(['0000-01-01T00:00:00.000Z', 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e']),
).toString('base64url');
/** The personal values the fixture leads carry (managed repairs: all four fields). */
const owner = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '(480) 555-0134',
  zipCode: '85253',
};

describe.each(useCaseAdapters())('compliance trail on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;
  const ownerId = randomUUID();
  const leads = [
    leadShared({ ownerId, shopId: 'shop-42', sharedAt: '2026-11-21T09:00:00.000Z', managed: true }),
    leadShared({ ownerId, shopId: 'shop-7', sharedAt: '2026-11-22T09:00:00.000Z', managed: true }),
    leadShared({ shopId: 'shop-42', sharedAt: '2026-11-23T09:00:00.000Z', managed: true }),
  ];

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, { complianceToken: TOKEN });
    http = sut.product.app.getHttpServer() as App;
    const { store } = sut.database;
    for (const lead of leads) {
      await store.appendToStream(`leads-of-issue-${lead.data.issueId}`, [lead], 'no_stream');
    }
    const today = new Date().toISOString().slice(0, 10);
    await store.appendToStream(`lead-deliveries-${today}`, [leadDelivered(leads[0]!, '12')], 'any');
    const head = await store.headPosition();
    expect(await sut.product.runner!.waitFor(head, ['lead-trail'], 10_000)).toBe(true);
  });
  afterAll(async () => {
    await sut.close();
  });

  const read = (query: Record<string, string> = {}, token: string | null = TOKEN) => {
    const call = request(http).get(PATH).query(query);
    return token === null ? call : call.set('Authorization', `Bearer ${token}`);
  };

  /** Every recorded read, in log order; each is the only event on its own stream. */
  async function accesses() {
    const events = await readAllCommitted(sut.database.store, sut.database.client);
    return events
      .filter((event) => event.type === 'ComplianceTrailAccessed')
      .map((event) => {
        const { data } = complianceTrailAccessedSchema.parse(envelopeOf(event));
        expect([event.streamId, event.streamPosition]).toEqual([
          `compliance-access-${data.accessId}`,
          1n,
        ]);
        return data;
      });
  }

  it('answers 404, like a path that does not exist, while COMPLIANCE_TOKEN is unset', async () => {
    const off = await startProductUnderTest(adapter);
    try {
      const offHttp = off.product.app.getHttpServer() as App;
      for (const call of [
        request(offHttp).get(PATH),
        request(offHttp).get(PATH).set('Authorization', `Bearer ${TOKEN}`),
      ]) {
        const response = await call.expect(404);
        expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(response.body).toMatchObject({ status: 404, detail: `Cannot GET ${PATH}` });
      }
    } finally {
      await off.close();
    }
  });

  it.each([
    ['without a token', null, 'Bearer realm="compliance"'],
    ['with a wrong token', `${TOKEN}x`, 'Bearer realm="compliance", error="invalid_token"'],
    ['with a malformed header', 'two words', 'Bearer realm="compliance"'],
  ])('answers 401 %s, before reading the query', async (_case, token, challenge) => {
    const before = (await accesses()).length;

    const response = await read({ owner: 'not-a-uuid' }, token).expect(401);

    expect(response.headers['www-authenticate']).toBe(challenge);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toMatchObject({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
    });
    expect(await accesses()).toHaveLength(before);
  });

  it('pages an owner’s sharings with a cursor, without personal values, and records each read', async () => {
    const before = (await accesses()).length;

    const first = await read({ owner: ownerId, limit: '1' }).expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = leadTrailResponseSchema.parse(first.body);
    expect(page1.sharings.map((s) => s.sharingId)).toEqual([leads[0]!.metadata.eventId]);
    expect(page1.sharings[0]).toMatchObject({
      ownerId,
      shopId: 'shop-42',
      fieldsShared: ['name', 'email', 'phone', 'zipCode'],
      delivery: { status: 'delivered', topic: 'fairwrench.leads.shop-42', offset: '12' },
    });
    expect(page1.nextCursor).toEqual(expect.any(String));

    const second = await read({ owner: ownerId, limit: '1', cursor: page1.nextCursor! });
    const page2 = leadTrailResponseSchema.parse(second.body);
    expect(page2.sharings.map((s) => [s.sharingId, s.delivery.status])).toEqual([
      [leads[1]!.metadata.eventId, 'pending'],
    ]);
    expect(page2.nextCursor).toBeNull();

    for (const body of [first.text, second.text]) {
      for (const value of Object.values(owner)) expect(body).not.toContain(value);
    }
    const recorded = (await accesses()).slice(before);
    expect(recorded).toEqual([
      expect.objectContaining({
        trail: 'leads',
        via: 'api',
        who: expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
        filters: { ownerId, shopId: null, from: null, to: null, cursor: null, limit: 1 },
        rowsReturned: 1,
      }),
      expect.objectContaining({
        filters: expect.objectContaining({ cursor: page1.nextCursor }),
        rowsReturned: 1,
      }),
    ]);
    expect(JSON.stringify(recorded)).not.toContain(TOKEN);
  });

  it('filters by shop and time, 50 to a page by default', async () => {
    const response = await read({
      shop: 'shop-42',
      from: '2026-11-21T09:00:00Z',
      to: '2026-11-23T09:00:00Z',
    }).expect(200);

    const page = leadTrailResponseSchema.parse(response.body);
    expect(page.sharings.map((s) => s.sharingId)).toEqual([leads[0]!.metadata.eventId]);
    expect((await accesses()).at(-1)?.filters.limit).toBe(50);
  });

  it.each([
    [{ owner: 'dana' }, 'owner', 'owner must be an owner id (a UUID)'],
    [{ limit: '501' }, 'limit', 'limit must be a whole number from 1 to 500'],
    [{ cursor: 'bm90LWEtY3Vyc29y' }, 'cursor', 'cursor must be a nextCursor this call answered'],
    [{ cursor: YEAR_ZERO_CURSOR }, 'cursor', 'cursor must be a nextCursor this call answered'],
    [{ to: 'tomorrow' }, 'to', 'to must be an ISO date-time such as 2026-11-01T00:00:00Z'],
    [{ page: '2' }, '', expect.any(String)],
  ])('answers 400 for %j in the problem-details shape', async (query, path, message) => {
    const response = await read(query);

    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.errors).toEqual([{ path, message }]);
  });

  it('records concurrent reads, the command line’s beside the API’s, each on its own', async () => {
    const before = (await accesses()).length;

    const [pages, printed] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => read({ shop: 'shop-42', limit: '1' }))),
      printLeadTrail(
        { store: sut.database.store, sql: sut.database.client },
        { filters: { shopId: 'shop-42', limit: 1 }, format: 'csv', who: 'dana-ops' },
        async () => undefined,
        randomUUID(),
      ),
    ]);

    expect(pages.map((page) => page.status)).toEqual(Array(6).fill(200));
    expect(printed).toBe(2);
    const recorded = (await accesses()).slice(before);
    expect(recorded.map((a) => a.via).sort()).toEqual([...Array(6).fill('api'), 'cli', 'cli']);
    expect(new Set(recorded.map((a) => a.accessId)).size).toBe(8);
  });

  it('records an access once when the same read is repeated, even concurrently', async () => {
    const before = (await accesses()).length;
    const access = { accessId: randomUUID(), via: 'cli', who: 'dana-ops' } as const;
    const again = () =>
      readLeadTrail(
        { store: sut.database.store, sql: sut.database.client, clock: () => new Date() },
        { filters: { ownerId, limit: 5 }, access, correlationId: randomUUID() },
      );

    const pages = [...(await Promise.all([again(), again()])), await again()];

    expect(pages.map((page) => page.sharings.length)).toEqual([2, 2, 2]);
    expect((await accesses()).slice(before)).toEqual([
      expect.objectContaining({ accessId: access.accessId, rowsReturned: 2 }),
    ]);
  });

  it('answers HEAD like GET without reading a page, so it records nothing', async () => {
    const before = (await accesses()).length;

    const headed = await request(http)
      .head(PATH)
      .query({ owner: ownerId })
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(headed.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(headed.headers).not.toHaveProperty('etag');
    expect(headed.text ?? '').toBe('');
    await request(http).head(PATH).expect(401);
    await request(http)
      .head(PATH)
      .query({ cursor: YEAR_ZERO_CURSOR })
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(400);

    expect(await accesses()).toHaveLength(before);
  });

  it('takes an offset the database would refuse as its UTC time', async () => {
    const response = await read({ shop: 'shop-7', from: '2026-11-22T09:00:00+23:59' });
    expect(response.status).toBe(200);
    expect(response.body.sharings).toHaveLength(1);
  });

  it('prints every page for the command line and records each read as the OS user’s', async () => {
    const before = (await accesses()).length;
    let printed = '';
    const rows = await printLeadTrail(
      { store: sut.database.store, sql: sut.database.client },
      { filters: { shopId: 'shop-42', limit: 1 }, format: 'json', who: 'dana-ops' },
      async (text) => void (printed += text),
      randomUUID(),
    );

    expect(rows).toBe(2);
    const body = leadTrailResponseSchema.parse(JSON.parse(printed));
    expect(body.sharings.map((s) => s.sharingId)).toEqual([
      leads[0]!.metadata.eventId,
      leads[2]!.metadata.eventId,
    ]);
    const recorded = (await accesses()).slice(before);
    expect(recorded.map((a) => [a.via, a.who, a.filters.cursor !== null, a.rowsReturned])).toEqual([
      ['cli', 'dana-ops', false, 1],
      ['cli', 'dana-ops', true, 1],
    ]);
  });
});
