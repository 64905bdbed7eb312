import { seedDemoShops } from '@fairwrench/api';
import { dataRightsStreamId, privacyChoicesSchema } from '@fairwrench/contracts';
import { testAdapters } from '@fairwrench/event-store/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { registerOwner, sampleVehicleInfo, sessionCookie } from './testing/owner-flow';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

/** The owner's opt-out of sale and sharing: asked for on the API, or sent by the browser (GPC). */
describe.each(testAdapters())('opting out of sale and sharing on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter);
    http = sut.product.app.getHttpServer() as App;
    const seeded = await seedDemoShops(sut.database.store);
    await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000);
  });
  afterAll(() => sut?.close());

  const optOutsOf = async (userId: string) =>
    (await sut.database.store.readStream(dataRightsStreamId(userId))).map(
      (event) => (event.data as { source: string }).source,
    );
  const leadsOf = async (issueId: string) =>
    sut.database.store.readStream(`leads-of-issue-${issueId}`);

  it('never shares a lead for an owner whose browser sends Global Privacy Control', async () => {
    const gpc = (call: request.Test) => call.set('Sec-GPC', '1');
    const registered = await gpc(
      request(http).post('/api/vehicle-info').send(sampleVehicleInfo),
    ).expect(201);
    const cookie = sessionCookie(registered);
    const { userId, vehicleId } = registered.body as { userId: string; vehicleId: string };
    expect(await optOutsOf(userId)).toEqual(['global-privacy-control']);

    const issue = await gpc(
      request(http).post('/api/issue-details').set('Cookie', cookie).send({
        userId,
        vehicleId,
        issueType: 'symptoms',
        description: 'My brakes squeal at stops',
      }),
    ).expect(201);
    const shown = await gpc(
      request(http)
        .get(`/api/shop-recommendations/${issue.body.diagnosticId}`)
        .set('Cookie', cookie),
    ).expect(200);
    expect(shown.body.shops.length).toBeGreaterThan(0); // the results still work

    const policy = sut.product.workers!.subscriptions.get('lead-policy')!;
    await policy.reached(await sut.database.store.headPosition());
    expect(await leadsOf(issue.body.issueId)).toEqual([]);
    expect(await optOutsOf(userId)).toEqual(['global-privacy-control']); // recorded once
  });

  it("records the owner's own opt-out once and reports it; without a session it is a 404", async () => {
    const owner = await registerOwner(http);
    const before = await request(http)
      .get('/api/me/privacy-choices')
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(before.body).toEqual({ saleAndSharingOptedOut: false, optedOutAt: null, source: null });

    const first = await request(http)
      .post('/api/me/opt-out')
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(privacyChoicesSchema.parse(first.body)).toMatchObject({
      saleAndSharingOptedOut: true,
      source: 'owner-request',
    });
    const again = await request(http)
      .post('/api/me/opt-out')
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(again.body).toEqual(first.body);
    const read = await request(http).get('/api/me/privacy-choices').set('Cookie', owner.cookie);
    expect(read.body).toEqual(first.body);
    expect(await optOutsOf(owner.userId)).toEqual(['owner-request']);

    await request(http).post('/api/me/opt-out').expect(404);
    await request(http).get('/api/me/privacy-choices').expect(404);
  });

  it('ignores a GPC header that is not "1"', async () => {
    const registered = await request(http)
      .post('/api/vehicle-info')
      .set('Sec-GPC', '0')
      .send(sampleVehicleInfo)
      .expect(201);
    expect(await optOutsOf(registered.body.userId)).toEqual([]);
  });
});
