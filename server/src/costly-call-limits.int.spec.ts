import type { App } from 'supertest/types';
import type supertest from 'supertest';
import request from './testing/same-origin-request';
import { type Adapter, useCaseAdapters } from '@fairwrench/event-store/testing';
import { sampleVehicleInfo, type TestOwner } from './testing/owner-flow';
import {
  startProductUnderTest,
  type ProductUnderTest,
  type ProductUnderTestOptions,
} from './testing/product-under-test';

/**
 * ADR 041: the costly calls have budgets, with the sized values (the other specs raise them):
 * 20 registrations per client address, 10 issues per owner and 20 per address, per 10 minutes.
 */
function useProduct(adapter: Adapter, options: ProductUnderTestOptions) {
  let sut: ProductUnderTest | undefined;
  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, { rateLimits: {}, ...options });
  });
  afterAll(() => sut?.close());
  // Each case starts with every budget unspent.
  beforeEach(() => sut!.product.app.get<string, { reset(): Promise<void> }>('RateLimiter').reset());
  return () => sut!.product.app.getHttpServer() as App;
}

const register = (http: App, headers: Record<string, string> = {}) =>
  request(http).post('/api/vehicle-info').set(headers).send(sampleVehicleInfo);

async function owner(http: App): Promise<TestOwner> {
  const response = await register(http).expect(201);
  const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  return { cookie, ...response.body };
}

const submit = (http: App, { cookie, userId, vehicleId }: TestOwner) =>
  request(http)
    .post('/api/issue-details')
    .set('Cookie', cookie)
    .send({ userId, vehicleId, issueType: 'symptoms', description: 'Brakes squeal when I stop' });

async function expectTooManyRequests(response: supertest.Response): Promise<void> {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(600);
  expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(response.body).toMatchObject({
    status: 429,
    title: 'Too many requests',
    code: 'rate_limited',
    detail: `You have sent too many requests. Please try again in ${seconds} seconds.`,
  });
}

async function times(n: number, call: () => supertest.Test): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call()).status);
  return statuses;
}

describe.each(useCaseAdapters())('the costly calls’ budgets on %s', (adapter) => {
  const http = useProduct(adapter, {});

  it('takes 20 registrations from one address in 10 minutes, then answers 429', async () => {
    // Directly exposed (no trusted proxy), a forwarded address is only the client's claim.
    let n = 0;
    const spoofing = () => register(http(), { 'X-Forwarded-For': `198.51.100.${++n}` });
    expect(await times(20, spoofing)).toEqual(Array(20).fill(201));
    await expectTooManyRequests(await spoofing());
  });

  it('takes 10 issues from one owner in 10 minutes; another owner still gets through', async () => {
    const [dana, lee] = [await owner(http()), await owner(http())];
    expect(await times(10, () => submit(http(), dana))).toEqual(Array(10).fill(201));
    await expectTooManyRequests(await submit(http(), dana));
    // Refused before its body is read: a file that is no image is not even looked at (no 415).
    const upload = request(http())
      .post('/api/issue-details')
      .set('Cookie', dana.cookie)
      .attach('files', Buffer.from('not an image'), 'a.png');
    await expectTooManyRequests(await upload);
    await submit(http(), lee).expect(201);
  });

  it('takes 20 issues from one address, whichever owners send them', async () => {
    const [a, b, c] = [await owner(http()), await owner(http()), await owner(http())];
    expect(await times(10, () => submit(http(), a))).toEqual(Array(10).fill(201));
    expect(await times(10, () => submit(http(), b))).toEqual(Array(10).fill(201));
    await expectTooManyRequests(await submit(http(), c));
  });
});

describe('the costly calls’ budgets behind a trusted proxy', () => {
  const http = useProduct('pglite', { trustProxyHops: 1 });

  it('counts each forwarded client address on its own', async () => {
    const from = (ip: string) => () => register(http(), { 'X-Forwarded-For': ip });
    expect(await times(20, from('203.0.113.7'))).toEqual(Array(20).fill(201));
    await expectTooManyRequests(await from('203.0.113.7')());
    await from('203.0.113.8')().expect(201);
  });
});
