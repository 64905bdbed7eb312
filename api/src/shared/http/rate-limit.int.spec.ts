import {
  createTestDatabase,
  type TestDatabase,
  testAdapters,
} from '@fairwrench/event-store/testing';
import { RateLimiter, type RateLimitPolicy } from './rate-limit';

const contact: RateLimitPolicy = { name: 'contact', limit: 3, windowMs: 60_000, key: 'ip' };
const feedback: RateLimitPolicy = { ...contact, name: 'feedback' };

describe.each(testAdapters())('the shared rate limiter on %s', (adapter) => {
  let database: TestDatabase;
  let limiter: RateLimiter;
  // One database for the file (a new one per test cost about 3 s on PGlite); each test starts
  // from an empty table and a limiter of its own.
  beforeAll(async () => {
    database = await createTestDatabase(adapter);
  });
  beforeEach(async () => {
    limiter = new RateLimiter(database.client);
    await limiter.reset();
  });
  afterAll(() => database.drop());

  const take = (policy: RateLimitPolicy, client: string, nowMs: number, by = limiter) =>
    by.take(policy, client, nowMs);

  it('allows the limit within a window, then refuses with the seconds left', async () => {
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await take(contact, '10.0.0.1', 1_000 + i));
    expect(decisions.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
    ]);
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    await expect(take(contact, '10.0.0.1', 31_000)).resolves.toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });

  it('opens a new window once the old one is over', async () => {
    for (let i = 0; i < 4; i++) await take(contact, 'a', 0);
    await expect(take(contact, 'a', 60_000)).resolves.toEqual({ allowed: true, remaining: 2 });
  });

  it('counts each client and each endpoint separately', async () => {
    for (let i = 0; i < 3; i++) await take(contact, 'a', 0);
    expect((await take(contact, 'a', 0)).allowed).toBe(false);
    expect((await take(contact, 'b', 0)).allowed).toBe(true);
    expect((await take(feedback, 'a', 0)).allowed).toBe(true);
  });

  it('never asks to wait less than a second', async () => {
    for (let i = 0; i < 3; i++) await take(contact, 'a', 0);
    await expect(take(contact, 'a', 59_999)).resolves.toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('is one budget for every API instance on the database, racing calls included', async () => {
    // Two instances, as two API processes behind a proxy each hold their own limiter.
    const other = new RateLimiter(database.client);
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => take(contact, 'a', 0, i % 2 === 0 ? limiter : other)),
    );
    expect(racing.filter((decision) => decision.allowed)).toHaveLength(contact.limit);
    expect((await take(contact, 'a', 1, other)).allowed).toBe(false);
  });

  it('deletes expired counters instead of growing without bound', async () => {
    for (let i = 0; i < 50; i++) await take(contact, `client-${i}`, 0);
    await take(contact, 'late', 120_000);
    const [row] = await database.client.query<{ n: string }>(
      `select count(*)::text as n from api_rate_limits`,
    );
    expect(row?.n).toBe('1');
  });

  it('forgets everyone on reset', async () => {
    for (let i = 0; i < 4; i++) await take(contact, 'a', 0);
    await limiter.reset();
    expect((await take(contact, 'a', 0)).allowed).toBe(true);
  });
});
