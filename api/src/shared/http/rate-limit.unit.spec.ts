import { RateLimiter, type RateLimitPolicy } from './rate-limit';

const contact: RateLimitPolicy = { name: 'contact', limit: 3, windowMs: 60_000, key: 'ip' };
const feedback: RateLimitPolicy = { ...contact, name: 'feedback' };

describe('RateLimiter', () => {
  it('allows the limit within a window, then refuses with the seconds left', () => {
    const limiter = new RateLimiter();
    const decisions = [0, 1, 2, 3].map((i) => limiter.take(contact, '10.0.0.1', 1_000 + i));

    expect(decisions.slice(0, 3).map((d) => d.allowed)).toEqual([true, true, true]);
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take(contact, '10.0.0.1', 31_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });

  it('opens a new window once the old one is over', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 4; i++) limiter.take(contact, 'a', 0);
    expect(limiter.take(contact, 'a', 60_000)).toEqual({ allowed: true, remaining: 2 });
  });

  it('counts each client and each endpoint separately', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i++) limiter.take(contact, 'a', 0);
    expect(limiter.take(contact, 'a', 0).allowed).toBe(false);
    expect(limiter.take(contact, 'b', 0).allowed).toBe(true);
    expect(limiter.take(feedback, 'a', 0).allowed).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i++) limiter.take(contact, 'a', 0);
    expect(limiter.take(contact, 'a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('sweeps expired counters instead of growing without bound', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10_000; i++) limiter.take(contact, `client-${i}`, 0);
    limiter.take(contact, 'late', 120_000);
    expect(limiter.size).toBe(1);
  });

  it('forgets everyone on reset', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 4; i++) limiter.take(contact, 'a', 0);
    limiter.reset();
    expect(limiter.take(contact, 'a', 0).allowed).toBe(true);
  });
});
