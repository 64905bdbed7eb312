import {
  dataRightsStreamId,
  myDataSchema,
  myPrivacyChoicesSchema,
  privacyChoicesSchema,
} from '@fairwrench/contracts';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import type supertest from 'supertest';
import type { App } from 'supertest/types';
import {
  request,
  ownerWithIssue,
  registerOwner,
  sampleVehicleInfo,
  sessionCookie,
  leadPolicyCaughtUp,
  sendShopRequests,
  SHOP_REQUEST_PAGE,
  startProductWithShops,
  type ProductUnderTest,
} from '@fairwrench/server/testing';

const TOKEN = 'compliance-token-for-tests-0123456789';

/** The owner's opt-out of sale and sharing: asked for on the API, or sent by the browser (GPC). */
describe.each(useCaseAdapters())('opting out of sale and sharing on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductWithShops(adapter, { complianceToken: TOKEN });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut?.close());

  const optOutsOf = async (userId: string) =>
    (await sut.database.store.readStream(dataRightsStreamId(userId))).map(
      (event) => (event.data as { source: string }).source,
    );
  const leadsOf = async (issueId: string) =>
    sut.database.store.readStream(`leads-of-issue-${issueId}`);

  it('never shares a lead for an owner whose browser sends Global Privacy Control', async () => {
    const gpc = (call: supertest.Test) => call.set('Sec-GPC', '1');
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
    await gpc(
      request(http)
        .post('/api/shop-requests')
        .set('Cookie', cookie)
        .set('X-Consent-Page', SHOP_REQUEST_PAGE)
        .send({ diagnosticId: issue.body.diagnosticId, shopId: shown.body.shops[0].id }),
    ).expect(409);

    await leadPolicyCaughtUp(sut);
    expect(await leadsOf(issue.body.issueId)).toEqual([]);
    expect(await optOutsOf(userId)).toEqual(['global-privacy-control']); // recorded once
  });

  it("records the owner's own opt-out once and reports it; without a session there is none to record", async () => {
    const owner = await registerOwner(http);
    const before = await request(http)
      .get('/api/me/privacy-choices')
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(before.body).toEqual({
      session: 'owner',
      choices: { saleAndSharingOptedOut: false, optedOutAt: null, source: null },
    });

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
    expect(read.body).toEqual({ session: 'owner', choices: first.body });
    expect(await optOutsOf(owner.userId)).toEqual(['owner-request']);

    await request(http).post('/api/me/opt-out').expect(404);
    // The privacy choices page asks on every first visit: a browser without a session is
    // told so (200, nothing held), not answered with an error its console would show.
    const anonymous = await request(http).get('/api/me/privacy-choices').expect(200);
    expect(myPrivacyChoicesSchema.parse(anonymous.body)).toEqual({ session: 'none' });
    const forged = await request(http)
      .get('/api/me/privacy-choices')
      .set('Cookie', `fw_session=${owner.userId}.forged`)
      .expect(200);
    expect(forged.body).toEqual({ session: 'none' });
  });

  it('ignores a GPC header that is not "1"', async () => {
    const registered = await request(http)
      .post('/api/vehicle-info')
      .set('Sec-GPC', '0')
      .send(sampleVehicleInfo)
      .expect(201);
    expect(await optOutsOf(registered.body.userId)).toEqual([]);
  });

  it('gives the owner everything held about them, and exactly the leads the compliance trail shows', async () => {
    const owner = await ownerWithIssue(http);
    // The lead is shared before the opt-out (a later opt-out does not undo it).
    await sendShopRequests(http, owner, 1);
    await request(http).post('/api/me/opt-out').set('Cookie', owner.cookie).expect(200);
    // Fails here, not as a stale trail below, if the read model does not catch up in time.
    expect(
      await sut.product.runner!.waitFor(
        await sut.database.store.headPosition(),
        ['lead-trail'],
        30_000,
      ),
    ).toBe(true);

    const mine = myDataSchema.parse(
      (await request(http).get('/api/me/data').set('Cookie', owner.cookie).expect(200)).body,
    );
    expect(mine.ownerId).toBe(owner.userId);
    expect(mine.vehicles.map((vehicle) => vehicle.vehicleId)).toEqual([owner.vehicleId]);
    expect(mine.vehicles[0]!.owner.email).toBe(sampleVehicleInfo.email);
    expect(mine.issues.map((issue) => issue.issueId)).toEqual([owner.issueId]);
    expect(mine.analyses.map((analysis) => analysis.diagnosticId)).toEqual([owner.diagnosticId]);
    expect(mine.consents.map((consent) => [consent.kind, consent.purpose, consent.source])).toEqual(
      [
        ['consent-given', 'terms', null],
        ['consent-given', 'lead-sharing', null],
        ['opt-out-of-sale-and-sharing', null, 'owner-request'],
      ],
    );
    expect(mine.leadsShared.length).toBeGreaterThan(0);

    const trail = await request(http)
      .get('/api/compliance/leads')
      .query({ owner: owner.userId })
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(mine.leadsShared).toEqual(trail.body.sharings);

    await request(http).get('/api/me/data').expect(404);
  });
});
