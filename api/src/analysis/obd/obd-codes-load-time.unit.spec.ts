import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { knownCodeCount } from './obd-codes';

// The same shallow check obd-codes.ts makes at load; entries are checked on lookup.
const table = z.object({ codes: z.record(z.string(), z.unknown()) });

describe('obd-codes.json load time', () => {
  it('given the table, reads, parses and checks it in under 200 ms', () => {
    // Best of three, so a busy test machine measures the load rather than its neighbours.
    const times = [1, 2, 3].map(() => {
      const start = performance.now();
      loadKnowledge('obd-codes.json', table);
      return performance.now() - start;
    });
    expect(Math.min(...times)).toBeLessThan(200);
  });

  it('given a fresh module, loads once and then answers from memory', () => {
    const first = performance.now();
    const count = knownCodeCount();
    const firstMs = performance.now() - first;
    const again = performance.now();
    knownCodeCount();
    expect(count).toBeGreaterThan(9000);
    expect(performance.now() - again).toBeLessThan(firstMs);
  });
});
