import { describeDown, runChecks, type ReadinessCheck } from './readiness';

const up = (name: string): ReadinessCheck => ({ name, check: async () => undefined });
const failing = (name: string, message: string): ReadinessCheck => ({
  name,
  check: async () => {
    throw new Error(message);
  },
});
const hung = (name: string): ReadinessCheck => ({ name, check: () => new Promise(() => {}) });

describe('readiness checks', () => {
  it('are all up when every dependency answers', async () => {
    const outcomes = await runChecks([up('database'), up('kafka')]);
    expect([...outcomes.values()].map((o) => o.status)).toEqual(['up', 'up']);
    expect(describeDown(outcomes)).toBeUndefined();
  });

  it('name the dependency that failed, and only that one', async () => {
    const outcomes = await runChecks([
      failing('database', 'connection refused\nstack'),
      up('kafka'),
    ]);
    expect(outcomes.get('database')).toMatchObject({ status: 'down', error: 'connection refused' });
    expect(outcomes.get('kafka')).toMatchObject({ status: 'up' });
    expect(describeDown(outcomes)).toBe('Not ready: database (connection refused)');
  });

  it('count a hung dependency as down once its timeout passes', async () => {
    const started = Date.now();
    const outcomes = await runChecks([hung('kafka'), up('database')], 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outcomes.get('kafka')).toMatchObject({ status: 'down', error: 'timed out after 50 ms' });
    expect(describeDown(outcomes)).toBe('Not ready: kafka (timed out after 50 ms)');
  });
});
