import { SESSION_LIFETIME, SessionKeys } from '@fairwrench/api';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import supertest from 'supertest';
import type { App } from 'supertest/types';
import request from './testing/same-origin-request';
import { registerOwner, sampleVehicleInfo, sessionCookie } from './testing/owner-flow';
import {
  startProductUnderTest,
  useProductUnderTest,
  type ProductUnderTest,
} from './testing/product-under-test';

/** The test product's secret (product-under-test.ts), to make cookies of a chosen age. */
const keys = new SessionKeys('test-secret-that-is-long-enough-for-hmac-keys');
const DAY = 24 * 60 * 60 * 1000;
const EVIL = 'https://evil.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Issue 28 findings 5, 6 and 7: forged writes, planted sessions, sessions without end. */
describe.each(useCaseAdapters())('sessions and cross-site requests on %s', (adapter) => {
  const product = useProductUnderTest(adapter);
  /** Plain supertest: only the headers each test sets, as another site's page would send. */
  const raw = () => supertest(product.http);
  const optedOut = async (cookie: string) =>
    (await request(product.http).get('/api/me/privacy-choices').set('Cookie', cookie)).body;

  describe('a write another site makes with the owner’s cookie is refused (finding 5)', () => {
    const crossSite = (call: supertest.Test, cookie: string) =>
      call.set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').set('Origin', EVIL);

    it.each(['/api/me/opt-out', '/api/me/consents/lead-sharing/withdraw'])(
      'refuses a cross-site form post to %s, urlencoded and multipart',
      async (path) => {
        const owner = await registerOwner(product.http);
        const before = await optedOut(owner.cookie);
        for (const form of [
          crossSite(raw().post(path), owner.cookie).type('form').send('x=1'),
          crossSite(raw().post(path), owner.cookie).field('x', '1'),
        ]) {
          const refused = await form.expect(403);
          expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(refused.body.detail).toMatch(/cross-site request.*cross-site page/);
        }
        expect(await optedOut(owner.cookie)).toEqual(before);
      },
    );

    it('refuses a cross-site multipart issue with a photo, and records nothing', async () => {
      const owner = await registerOwner(product.http);
      const head = await product.sut.database.store.headPosition();
      await crossSite(raw().post('/api/issue-details'), owner.cookie)
        .field('userId', owner.userId)
        .field('vehicleId', owner.vehicleId)
        .field('issueType', 'symptoms')
        .field('description', 'Forged by another site, never recorded')
        .attach('files', PNG, 'forged.png')
        .expect(403);
      expect(await product.sut.database.store.headPosition()).toEqual(head);
    });

    it('refuses a cross-site fetch, a same-site page and an Origin of another site', async () => {
      const owner = await registerOwner(product.http);
      const erase = () => raw().delete('/api/me').set('Cookie', owner.cookie).type('json');
      await erase().set('Sec-Fetch-Site', 'cross-site').send({ confirm: 'ERASE' }).expect(403);
      await erase().set('Sec-Fetch-Site', 'same-site').send({ confirm: 'ERASE' }).expect(403);
      await erase().set('Origin', EVIL).send({ confirm: 'ERASE' }).expect(403);
      await request(product.http).get('/api/me/data').set('Cookie', owner.cookie).expect(200);
    });

    it('refuses a write with neither Fetch Metadata, Origin nor the app’s header', async () => {
      const owner = await registerOwner(product.http);
      const refused = await raw().post('/api/me/opt-out').set('Cookie', owner.cookie).expect(403);
      expect(refused.body.detail).toMatch(/X-FairWrench-Request/);
    });

    it('accepts the app: same-origin fetches, its public origin, or its header alone', async () => {
      const owner = await registerOwner(product.http);
      const optOut = () => raw().post('/api/me/opt-out').set('Cookie', owner.cookie);
      await optOut().set('Sec-Fetch-Site', 'same-origin').expect(200);
      await optOut().set('Origin', 'http://localhost:3000').expect(200);
      await optOut().set('X-FairWrench-Request', '1').expect(200);
      await raw().get('/api/me/data').set('Cookie', owner.cookie).expect(200);
    });
  });

  describe('registration always opens a new owner’s session (finding 6)', () => {
    it('never adopts a planted cookie: the planter sees nothing of the person who registered', async () => {
      const planter = await registerOwner(product.http, {
        ...sampleVehicleInfo,
        name: 'Mallory Planter',
        email: 'mallory@example.com',
      });
      const victim = { ...sampleVehicleInfo, name: 'Vera Victim', email: 'vera@example.com' };
      const registered = await request(product.http)
        .post('/api/vehicle-info')
        .set('Cookie', planter.cookie)
        .send(victim)
        .expect(201);

      expect(registered.body.userId).not.toBe(planter.userId);
      expect(sessionCookie(registered)).not.toBe(planter.cookie);
      const planterSees = await request(product.http)
        .get('/api/me/data')
        .set('Cookie', planter.cookie)
        .expect(200);
      expect(JSON.stringify(planterSees.body)).not.toMatch(/Vera|vera@example.com/);
      const victimSees = await request(product.http)
        .get('/api/me/data')
        .set('Cookie', sessionCookie(registered))
        .expect(200);
      expect(JSON.stringify(victimSees.body)).toContain('vera@example.com');
    });
  });

  describe('sessions end on the server (finding 7)', () => {
    const cookieOf = (userId: string, issuedDaysAgo: number, renewedDaysAgo: number) =>
      `fw_session=${keys.sign({
        userId,
        issuedAtMs: Date.now() - issuedDaysAgo * DAY,
        renewedAtMs: Date.now() - renewedDaysAgo * DAY,
      })}`;
    const myData = (cookie: string) =>
      request(product.http).get('/api/me/data').set('Cookie', cookie);

    it('reads nothing with a session idle past 30 days or opened over 180 days ago', async () => {
      const { userId } = await registerOwner(product.http);
      const idleDays = SESSION_LIFETIME.idleMs / DAY;
      const absoluteDays = SESSION_LIFETIME.absoluteMs / DAY;
      await myData(cookieOf(userId, idleDays - 1, idleDays - 1)).expect(200);
      await myData(cookieOf(userId, idleDays + 1, idleDays + 1)).expect(404);
      await myData(cookieOf(userId, absoluteDays + 1, 0)).expect(404);
    });

    it('renews a session in use once a day, keeping its issue time', async () => {
      const { userId } = await registerOwner(product.http);
      const fresh = await myData(cookieOf(userId, 0, 0)).expect(200);
      expect(fresh.headers['set-cookie']).toBeUndefined();
      const renewed = await myData(cookieOf(userId, 10, 2)).expect(200);
      const [value] = sessionCookie(renewed).split('=').slice(1);
      const ticket = keys.verify(value, Date.now())!;
      expect(Date.now() - ticket.renewedAtMs).toBeLessThan(60_000);
      expect(Date.now() - ticket.issuedAtMs).toBeGreaterThan(9 * DAY);
    });

    it('ends every session of an erased owner: the old cookie reads nothing', async () => {
      const owner = await registerOwner(product.http);
      await request(product.http)
        .delete('/api/me')
        .set('Cookie', owner.cookie)
        .send({ confirm: 'ERASE' })
        .expect(200);
      await myData(owner.cookie).expect(404);
      const choices = await request(product.http)
        .get('/api/me/privacy-choices')
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(choices.body).toEqual({ session: 'none' });
    });
  });
});

describe('the session cookie when the app is served over https', () => {
  let sut: ProductUnderTest;
  let http: App;
  beforeAll(async () => {
    sut = await startProductUnderTest(useCaseAdapters()[0]!, undefined, {
      publicOrigin: 'https://fairwrench.example',
    });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut?.close());

  it('is __Host-fw_session: Secure, Path=/, no Domain, and the only name read', async () => {
    const registered = await request(http)
      .post('/api/vehicle-info')
      .send(sampleVehicleInfo)
      .expect(201);
    const header = (registered.headers['set-cookie'] as unknown as string[])[0]!;
    expect(header).toMatch(/^__Host-fw_session=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);

    const cookie = sessionCookie(registered);
    await request(http).get('/api/me/data').set('Cookie', cookie).expect(200);
    const plain = cookie.replace(/^__Host-/, '');
    await request(http).get('/api/me/data').set('Cookie', plain).expect(404);
    // Origin is checked against the public origin when Fetch Metadata is missing.
    await supertest(http)
      .post('/api/me/opt-out')
      .set('Cookie', cookie)
      .set('Origin', 'https://fairwrench.example')
      .expect(200);
  });
});
