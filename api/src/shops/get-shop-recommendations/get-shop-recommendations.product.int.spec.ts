import { randomUUID } from 'node:crypto';
import { seedDemoShops } from '../seed-demo-directory/seed-demo-shops';
import {
  diagnosticProducedSchema,
  shopsRecommendedSchema,
  shopsResponseSchema,
  type Shop,
} from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { useCaseAdapters, testEvent } from '@fairwrench/event-store/testing';
import { EVERYWHERE, findShopsInBox } from '@fairwrench/projections/shops/shops.query';
import type { App } from 'supertest/types';
import {
  request,
  ownerWithIssue,
  registerOwner,
  sampleVehicleInfo,
  type TestOwner,
  startProductUnderTest,
  type ProductUnderTest,
} from '@fairwrench/server/testing';

const owner = sampleVehicleInfo;

const brakeCauses = {
  potentialCauses: [
    {
      name: 'Worn brake pads',
      probability: 85,
      costRange: { min: 150, max: 300 },
      description: 'Pads worn to the wear indicator.',
      repairTime: '1-2 hours',
      urgency: { level: 'High', timeframe: 'within days' },
    },
  ],
};
const collisionDamage = {
  collisionRepair: { repairAreas: ['Front bumper'], recommendedProcedures: ['Refinish'] },
};

describe.each(useCaseAdapters())('shop recommendations on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter);
    http = sut.product.app.getHttpServer();
    const seeded = await seedDemoShops(sut.database.store);
    expect(await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000)).toBe(true);
  });
  afterAll(() => sut.close());

  /** A new owner session: its cookie and user id. */
  const session = (): Promise<TestOwner> => registerOwner(http, owner);

  /**
   * An analysis recorded as its event, as the issue submit records it, so these tests choose
   * its facts without running the analysis engine. Parsed first: a fixture the projection
   * would reject fails here, not as a projection that never catches up.
   */
  async function diagnostic(
    userId: string,
    facts: {
      issueType: string;
      resultType: string;
      results: object;
      powertrain: string;
      zip?: string;
    },
  ): Promise<string> {
    const diagnosticId = randomUUID();
    const issueId = randomUUID();
    const event = testEvent('DiagnosticProduced', {
      diagnosticId,
      issueId,
      userId,
      vehicleId: randomUUID(),
      issueType: facts.issueType,
      zipCode: facts.zip ?? '85253',
      powertrain: facts.powertrain,
      engineVersion: 'test',
      resultType: facts.resultType,
      results: facts.results,
    });
    diagnosticProducedSchema.parse(event);
    const { position } = await sut.database.store.appendToStream(
      `issue-${issueId}`,
      [event],
      'no_stream',
    );
    expect(await sut.product.runner!.waitFor(position, ['diagnostics'], 10_000)).toBe(true);
    return diagnosticId;
  }

  const brakes = { issueType: 'symptoms', resultType: 'diagnostic', results: brakeCauses };

  async function recommend(diagnosticId: string, cookie: string): Promise<Shop[]> {
    const response = await request(http)
      .get(`/api/shop-recommendations/${diagnosticId}`)
      .set('Cookie', cookie)
      .expect(200);
    return shopsResponseSchema.parse(response.body).shops;
  }

  async function servicesOf(shops: Shop[]): Promise<(readonly string[])[]> {
    const listed = await findShopsInBox(sut.database.client, EVERYWHERE, false);
    return shops.map((shop) => listed.find((each) => each.id === shop.id)!.services);
  }

  it('recommends up to 5 partner shops near the vehicle, to its owner', async () => {
    const { cookie, userId } = await session();
    const shops = await recommend(
      await diagnostic(userId, { ...brakes, powertrain: 'gas' }),
      cookie,
    );

    expect(shops.length).toBeGreaterThanOrEqual(3);
    expect(shops.length).toBeLessThanOrEqual(5);
    expect(shops.every((shop) => shop.distanceInMiles <= 25)).toBe(true);
  });

  it('recommends only body shops for collision damage', async () => {
    const { cookie, userId } = await session();
    const id = await diagnostic(userId, {
      issueType: 'collision',
      resultType: 'collision',
      results: collisionDamage,
      powertrain: 'gas',
      zip: '90210',
    });
    const shops = await recommend(id, cookie);

    expect(shops.length).toBeGreaterThan(0);
    for (const services of await servicesOf(shops)) expect(services).toContain('collision');
  });

  it('recommends neither a body shop nor an EV specialist for a CV axle on a gas car', async () => {
    const { cookie, userId } = await session();
    const cvAxle = {
      potentialCauses: [{ ...brakeCauses.potentialCauses[0]!, name: 'Worn CV axle (outer joint)' }],
    };
    const id = await diagnostic(userId, {
      issueType: 'symptoms',
      resultType: 'diagnostic',
      results: cvAxle,
      powertrain: 'gas',
      zip: '60601', // Chicago: the demo directory has a body shop and an EV specialist nearby
    });
    const shops = await recommend(id, cookie);

    expect(shops.length).toBeGreaterThan(0);
    for (const services of await servicesOf(shops)) {
      expect(services).toContain('general');
      expect(services).not.toContain('ev');
    }
  });

  it('puts EV-capable shops first for an electric car', async () => {
    const { cookie, userId } = await session();
    const shops = await recommend(
      await diagnostic(userId, { ...brakes, powertrain: 'ev' }),
      cookie,
    );
    const [first] = await servicesOf(shops);
    expect(first).toContain('ev');
  });

  it('answers an empty list where no partner is within 60 miles', async () => {
    const { cookie, userId } = await session();
    const id = await diagnostic(userId, { ...brakes, powertrain: 'gas', zip: '99950' });
    expect(await recommend(id, cookie)).toEqual([]);
  });

  it('records the shops shown once, however often the owner looks', async () => {
    const { cookie, userId } = await session();
    const id = await diagnostic(userId, { ...brakes, powertrain: 'gas' });
    const shops = await recommend(id, cookie);
    await recommend(id, cookie);

    const stored = await sut.database.store.readStream(`shop-recommendations-${id}`);
    expect(stored).toHaveLength(1);
    const { data } = shopsRecommendedSchema.parse(envelopeOf(stored[0]!));
    expect(data).toEqual({
      diagnosticId: id,
      userId,
      zipCode: '85253',
      shopIds: shops.map((shop) => shop.id),
    });
  });

  it('recommends from an analysis made through the API (EV owner)', async () => {
    const { cookie, diagnosticId } = await ownerWithIssue(
      http,
      'Grinding noise from the front brakes when I stop at lights.',
      { ...owner, vehicleMake: 'Tesla', vehicleModel: 'Model 3', vehicleYear: 2021 },
    );

    const shops = await recommend(diagnosticId, cookie);
    expect(shops.length).toBeGreaterThan(0);
    expect((await servicesOf(shops))[0]).toContain('ev');
  });

  it('answers 404 to another session, to no session, and to unknown or malformed ids', async () => {
    const { userId } = await session();
    const stranger = await session();
    const id = await diagnostic(userId, { ...brakes, powertrain: 'gas' });
    const path = `/api/shop-recommendations/${id}`;

    await request(http).get(path).set('Cookie', stranger.cookie).expect(404);
    await request(http).get(path).expect(404);
    await request(http)
      .get(`/api/shop-recommendations/${randomUUID()}`)
      .set('Cookie', stranger.cookie)
      .expect(404);
    const malformed = await request(http)
      .get('/api/shop-recommendations/..%2F..%2Fetc')
      .set('Cookie', stranger.cookie)
      .expect(404);
    expect(malformed.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(await sut.database.store.readStream(`shop-recommendations-${id}`)).toEqual([]);
  });
});
