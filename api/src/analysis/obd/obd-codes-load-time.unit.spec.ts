import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { knownCodeCount } from './obd-codes';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

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

  it('holds the whole OBDex table once loaded (over 9,000 codes)', () => {
    expect(knownCodeCount(knowledge.symptoms.obd)).toBeGreaterThan(9000);
  });
});
