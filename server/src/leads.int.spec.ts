import { randomUUID } from 'node:crypto';
import { grantPartnerAccess, seedDemoShops } from '@fairwrench/api';
import {
  PARTNER_HEADERS,
  partnerLeadMessageV1Schema,
  partnerPrincipal,
  partnerTopic,
  type LeadShared,
} from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { eventually, useCaseAdapters, testEvent } from '@fairwrench/event-store/testing';
import { KafkaPartnerAccess } from '@fairwrench/workers';
import { EVERYWHERE, findShopsInBox } from '@fairwrench/projections/shops/shops.query';
import {
  hasKafkaCode,
  readAsPartner,
  useBroker,
  type TestBroker,
} from '@fairwrench/workers/testing';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { ownerWithIssue, sendShopRequests, SHOP_REQUEST_PAGE } from './testing/owner-flow';
import {
  leadPolicyCaughtUp,
  startProductUnderTest,
  type ProductUnderTest,
} from './testing/product-under-test';

/** CI's broker, or one of this spec's own (deploy/kafka); the forwarder spec uses 19192. */
const BROKER_PORT = 19_292;
const TOPIC_AUTHORIZATION_FAILED = 29;
const GROUP_AUTHORIZATION_FAILED = 30;

const nextWeek = () =>
  `${new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10)}T09:00:00.000-07:00`;

describe.each(useCaseAdapters())(
  "leads from the owner's flow to the partner's topic on %s",
  (adapter) => {
    let broker: Pick<TestBroker, 'settings' | 'stop'>;
    let sut: ProductUnderTest;
    let http: App;
    const passwords = new Map<string, string>();
    /** Every partner shop of the Phoenix demo directory gets broker access. */
    const phoenixPartners: string[] = [];

    beforeAll(async () => {
      broker = await useBroker(BROKER_PORT);
      sut = await startProductUnderTest(adapter, undefined, { kafka: broker.settings });
      http = sut.product.app.getHttpServer() as App;
      const seeded = await seedDemoShops(sut.database.store);
      await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000);
      const deps = {
        store: sut.database.store,
        sql: sut.database.client,
        broker: new KafkaPartnerAccess(broker.settings),
      };
      const listed = await findShopsInBox(sut.database.client, EVERYWHERE, true);
      phoenixPartners.push(
        ...listed
          .filter((shop) => shop.metro === 'Phoenix, AZ')
          .map((shop) => shop.id)
          .sort(),
      );
      for (const shopId of phoenixPartners) {
        const granted = await grantPartnerAccess(deps, { shopId, by: 'test' });
        passwords.set(shopId, granted!.password);
      }
    }, 180_000);

    afterAll(async () => {
      await sut?.close();
      await broker?.stop();
    }, 60_000);

    const credentials = (shopId: string) => ({
      shopId,
      username: partnerPrincipal(shopId),
      password: passwords.get(shopId)!,
      topic: partnerTopic(shopId),
    });

    async function leadsOf(issueId: string): Promise<LeadShared[]> {
      // The stream also holds the consent each request gave (ADR 059).
      const events = await sut.database.store.readStream(`leads-of-issue-${issueId}`);
      return events
        .filter((event) => event.type === 'LeadShared')
        .map((event) => envelopeOf(event) as LeadShared);
    }

    async function delivered(leadEventId: string): Promise<boolean> {
      const all = await sut.database.store.readAll({ limit: 100_000 });
      return all.some(
        (event) =>
          event.type === 'LeadDelivered' &&
          (event.data as { leadEventId: string }).leadEventId === leadEventId,
      );
    }

    it('shares nothing with the shops an owner is shown until the owner sends one a request', async () => {
      const owner = await ownerWithIssue(http);
      await sendShopRequests(http, owner, 0);
      await leadPolicyCaughtUp(sut);
      expect(await leadsOf(owner.issueId)).toEqual([]);
    });

    it('shares a lead with each shop the owner sends a request to, without the phone, and the shop reads it from its topic', async () => {
      const owner = await ownerWithIssue(http);
      // The request's id follows it: events, leads, the partner's message.
      const requestId = randomUUID();
      const shopIds = await sendShopRequests(http, owner, Infinity, { 'x-request-id': requestId });
      expect(shopIds.length).toBeGreaterThan(0);

      const leads = await leadsOf(owner.issueId);
      expect(leads.map((lead) => lead.data.shopId)).toEqual(shopIds);
      for (const lead of leads) {
        expect(lead.data).toMatchObject({ ownerId: owner.userId, reason: 'recommendation' });
        // The owner's request is the evidence: the consent given on the shop list page.
        expect(lead.data.evidence.map((item) => [item.kind, item.sourcePage ?? null])).toEqual([
          ['terms', '/steps/vehicle-info'],
          ['lead-sharing', SHOP_REQUEST_PAGE],
        ]);
        expect(lead.data.owner).not.toHaveProperty('phone');
        expect(lead.metadata.correlationId).toBe(requestId);
      }

      const first = leads[0]!;
      await eventually(() => delivered(first.metadata.eventId), 20_000);
      // The topic may hold earlier runs' leads (CI's broker): read until this one.
      const message = (
        await readAsPartner(
          broker.settings,
          credentials(first.data.shopId),
          10_000,
          30_000,
          (each) => each.eventId === first.metadata.eventId,
        )
      ).at(-1);
      expect(message!.eventId).toBe(first.metadata.eventId);
      expect(message!.headers[PARTNER_HEADERS.correlationId]).toBe(requestId);
      const body = partnerLeadMessageV1Schema.parse(message!.value);
      expect(body).toMatchObject({
        leadId: first.data.leadId,
        reason: 'recommendation',
        vehicle: { year: 2016, make: 'Honda', model: 'Civic' },
        owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
        consent: { legalBasis: 'consent', contactChannels: ['email'], smsConsentAt: null },
      });
      expect(body.analysis.findings.length).toBeGreaterThan(0);

      // A later list for the same issue, with the shops already given a lead and one more: a
      // request to a shop that has the lead answers with it; the new shop gets one of its own.
      const newcomer = phoenixPartners.find((shopId) => !shopIds.includes(shopId))!;
      await sut.database.store.appendToStream(
        `shop-recommendations-${owner.diagnosticId}`,
        [
          testEvent('ShopsRecommended', {
            diagnosticId: owner.diagnosticId,
            userId: owner.userId,
            zipCode: '85251',
            shopIds: [newcomer, ...shopIds],
          }),
        ],
        'any',
      );
      const send = (shopId: string) =>
        request(http)
          .post('/api/shop-requests')
          .set('Cookie', owner.cookie)
          .set('X-Consent-Page', SHOP_REQUEST_PAGE)
          .send({ diagnosticId: owner.diagnosticId, shopId });
      const again = await send(shopIds[0]!).expect(200);
      expect(again.body).toMatchObject({ leadId: first.data.leadId, shopId: shopIds[0] });
      await send(newcomer).expect(201);
      const after = await leadsOf(owner.issueId);
      expect(after.map((lead) => lead.data.shopId)).toEqual([...shopIds, newcomer]);
    }, 60_000);

    it('books a managed repair with one highly rated partner, with phone, date and SMS consent', async () => {
      const owner = await ownerWithIssue(http, 'Grinding noise from the front wheels when braking');
      const created = await request(http)
        .post('/api/managed-repairs')
        .set('Cookie', owner.cookie)
        .send({ diagnosticId: owner.diagnosticId })
        .expect(201);
      const preferredDate = nextWeek();
      await request(http)
        .patch(`/api/managed-repairs/${created.body.managedRepairId}`)
        .set('Cookie', owner.cookie)
        .send({
          phoneNumber: '(480) 555-0134',
          smsOptIn: true,
          preferredDate,
          vehicleZipCode: '85253',
        })
        .expect(200);

      await eventually(async () => (await leadsOf(owner.issueId)).length === 1);
      const [lead] = await leadsOf(owner.issueId);
      expect(lead!.data).toMatchObject({
        reason: 'managed-repair',
        legalBasis: 'contract',
        owner: { phone: '(480) 555-0134', zipCode: '85253' },
        contactChannels: ['email', 'phone', 'sms'],
        preferredDate,
      });
      expect(lead!.data.selection.reason).toMatch(/highly rated partner/i);
      expect(lead!.data.evidence.map((item) => item.kind)).toEqual(['terms', 'sms']);
      expect(phoenixPartners).toContain(lead!.data.shopId);

      await eventually(() => delivered(lead!.metadata.eventId), 20_000);
    }, 60_000);

    it('shares nothing for an owner who opted out of the sale and sharing of their data', async () => {
      const owner = await ownerWithIssue(http);
      await sut.database.store.appendToStream(
        `data-rights-${owner.userId}`,
        [
          {
            type: 'SaleAndSharingOptedOut',
            schemaVersion: 1,
            data: { userId: owner.userId, source: 'global-privacy-control' },
            metadata: {
              eventId: randomUUID(),
              correlationId: randomUUID(),
              causationId: null,
              occurredAt: new Date().toISOString(),
            },
          },
        ],
        'no_stream',
      );
      const shown = await request(http)
        .get(`/api/shop-recommendations/${owner.diagnosticId}`)
        .set('Cookie', owner.cookie)
        .expect(200);
      const refused = await request(http)
        .post('/api/shop-requests')
        .set('Cookie', owner.cookie)
        .set('X-Consent-Page', SHOP_REQUEST_PAGE)
        .send({ diagnosticId: owner.diagnosticId, shopId: shown.body.shops[0].id })
        .expect(409);
      expect(refused.body.detail).toBe(
        'You opted out of sharing your details, so we did not send them. You can call the shop yourself.',
      );
      expect(await leadsOf(owner.issueId)).toEqual([]);
    }, 30_000);

    it("keeps partners apart on the broker: one partner's credentials cannot read another's topic or join its groups", async () => {
      const [mine, theirs] = phoenixPartners;
      const partnerA = credentials(mine!);
      const intoB = { ...partnerA, topic: partnerTopic(theirs!) };
      const denied = await readAsPartner(broker.settings, intoB, 1, 10_000).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(hasKafkaCode(denied, TOPIC_AUTHORIZATION_FAILED)).toBe(true);

      // B's own group names are B's: A cannot use them even on A's own topic.
      const inBGroup = readAsPartner(broker.settings, { ...partnerA, shopId: theirs! }, 1, 10_000);
      const groupDenied = await inBGroup.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(hasKafkaCode(groupDenied, GROUP_AUTHORIZATION_FAILED)).toBe(true);
    }, 60_000);
  },
);

describe.each(useCaseAdapters())('leads without a broker on %s', (adapter) => {
  let sut: ProductUnderTest;
  const token = 'compliance-token-for-tests-0123456789';

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, { complianceToken: token });
    const seeded = await seedDemoShops(sut.database.store);
    await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000);
  });
  afterAll(() => sut?.close());

  it('decides and records the leads, with their delivery pending', async () => {
    const http = sut.product.app.getHttpServer() as App;
    expect(sut.product.workers!.subscriptions.has('lead-forwarder')).toBe(false);
    const owner = await ownerWithIssue(http);
    const shopIds = await sendShopRequests(http, owner);
    await sut.product.runner!.waitFor(
      await sut.database.store.headPosition(),
      ['lead-trail'],
      10_000,
    );

    const trail = await request(http)
      .get('/api/compliance/leads')
      .query({ owner: owner.userId })
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const sharings = trail.body.sharings as { shopId: string; delivery: { status: string } }[];
    expect(sharings.map((sharing) => sharing.shopId).sort()).toEqual([...shopIds].sort());
    expect(new Set(sharings.map((sharing) => sharing.delivery.status))).toEqual(
      new Set(['pending']),
    );
  });
});
