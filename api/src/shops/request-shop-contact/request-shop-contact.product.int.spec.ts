import { randomUUID } from 'node:crypto';
import { leadSharedSchema } from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import type { App } from 'supertest/types';
import {
  request,
  ownerWithIssue,
  SHOP_REQUEST_PAGE,
  startProductUnderTest,
  type ProductUnderTest,
  type TestOwnerWithIssue,
} from '@fairwrench/server/testing';
import { seedDemoShops } from '../seed-demo-directory/seed-demo-shops';

/** POST /api/shop-requests (ADR 059): one shop from the owner's own list, on their request. */
describe.each(useCaseAdapters())('shop requests on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter);
    http = sut.product.app.getHttpServer() as App;
    const seeded = await seedDemoShops(sut.database.store);
    expect(await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000)).toBe(true);
  });
  afterAll(() => sut.close());

  const send = (owner: Pick<TestOwnerWithIssue, 'cookie'>, body: object) =>
    request(http)
      .post('/api/shop-requests')
      .set('Cookie', owner.cookie)
      .set('X-Consent-Page', SHOP_REQUEST_PAGE)
      .send(body);
  const shown = async (owner: TestOwnerWithIssue): Promise<string[]> =>
    (
      await request(http)
        .get(`/api/shop-recommendations/${owner.diagnosticId}`)
        .set('Cookie', owner.cookie)
        .expect(200)
    ).body.shops.map((shop: { id: string }) => shop.id);
  const leadsOf = async (issueId: string) =>
    (await sut.database.store.readStream(`leads-of-issue-${issueId}`))
      .filter((event) => event.type === 'LeadShared')
      .map((event) => leadSharedSchema.parse(envelopeOf(event)).data);

  it('sends one shop on the list the owner’s request: 201 with what it got, 200 with the same lead again', async () => {
    const owner = await ownerWithIssue(http);
    const [first, second] = await shown(owner);

    const sent = await send(owner, { diagnosticId: owner.diagnosticId, shopId: second }).expect(
      201,
    );
    expect(sent.body).toEqual({
      leadId: expect.any(String),
      shopId: second,
      shopName: expect.stringMatching(/\S/),
      fieldsShared: ['name', 'email', 'zipCode'],
      requestedAt: expect.any(String),
    });
    const again = await send(owner, { diagnosticId: owner.diagnosticId, shopId: second }).expect(
      200,
    );
    expect(again.body).toEqual(sent.body);

    const leads = await leadsOf(owner.issueId);
    expect(leads.map((lead) => lead.shopId)).toEqual([second]); // not `first`, not the list
    expect(first).not.toBe(second);
    expect(leads[0]!.selection.reason).toMatch(
      /^The owner sent this shop a request from their list/,
    );
  });

  it('answers 404 alike for another owner’s analysis, a shop not on the list, and no session', async () => {
    const owner = await ownerWithIssue(http);
    const stranger = await ownerWithIssue(http);
    const [shopId] = await shown(owner);
    await shown(stranger);

    const theirs = await send(stranger, { diagnosticId: owner.diagnosticId, shopId }).expect(404);
    expect(theirs.body.detail).toBe('Diagnostic not found');
    const unknown = await send(owner, {
      diagnosticId: owner.diagnosticId,
      shopId: 'demo-nowhere-99',
    }).expect(404);
    expect(unknown.body.detail).toBe('Shop not found in your list');
    const unseen = await ownerWithIssue(http); // never opened the list: nothing was shown
    await send(unseen, { diagnosticId: unseen.diagnosticId, shopId }).expect(404);
    await request(http)
      .post('/api/shop-requests')
      .send({ diagnosticId: owner.diagnosticId, shopId })
      .expect(404);

    expect(await leadsOf(owner.issueId)).toEqual([]);
    expect(await leadsOf(unseen.issueId)).toEqual([]);
  });

  it('answers 400 in words to a body that is not a request, recording nothing', async () => {
    const owner = await ownerWithIssue(http);
    const bad = await send(owner, { diagnosticId: 'nope', shopId: 'Demo Shop!' }).expect(400);
    expect(bad.body.detail).toMatch(/diagnosticId must be a UUID/);
    await send(owner, { diagnosticId: randomUUID() }).expect(400);
    expect(await leadsOf(owner.issueId)).toEqual([]);
  });
});
