import { loadKnowledge } from '../knowledge-loader';
import { REPAIR_JOBS_FILE, repairJobsFileSchema } from '../symptoms/repair-jobs';
import { evaluateSymptom } from '../eval/evaluate';
import { evaluationKnowledge } from '../testing/knowledge';
import { labelledCases, ownerVoiceCases } from './case-index';
import {
  loadOwnerVoices,
  OWNER_VOICES_FILE,
  ownerVoicesFileSchema,
  type OwnerVoicesFile,
} from './owner-voices';
import { SIMILARITY_ENV } from './similarity';

const file = (): OwnerVoicesFile => loadKnowledge(OWNER_VOICES_FILE, ownerVoicesFileSchema);
const jobIds = () => loadKnowledge(REPAIR_JOBS_FILE, repairJobsFileSchema).jobs.map((j) => j.id);

describe('owner voices (knowledge/owner-voices.json)', () => {
  it('give every repair job two or three voices, and name no other job', () => {
    const voices = loadOwnerVoices();
    expect([...voices.keys()].sort()).toEqual([...jobIds()].sort());
    for (const texts of voices.values()) {
      expect(texts.length).toBeGreaterThanOrEqual(2);
      expect(texts.length).toBeLessThanOrEqual(3);
    }
  });

  it('refuse a voice for a job that does not exist', () => {
    const bad = { ...file(), voices: { 'no-such-job': ['it makes a noise when I drive it'] } };
    expect(() => loadOwnerVoices(new Set(jobIds()), bad)).toThrow(
      /no such repair job \(no-such-job\)/,
    );
  });

  it('refuse a job with a single voice', () => {
    const one = { ...file().voices, 'front-brake-pads': ['squeals when I stop at lights'] };
    expect(ownerVoicesFileSchema.safeParse({ ...file(), voices: one }).success).toBe(false);
  });

  it('are each their own labelled case, under the source voice:<job>', () => {
    const cases = ownerVoiceCases();
    const all = [...loadOwnerVoices().values()].flat();
    expect(cases.map((c) => c.text)).toEqual(all);
    expect(cases.every((c) => c.source === `voice:${c.jobId}`)).toBe(true);
    expect(labelledCases(['tune'])).toEqual(expect.arrayContaining(cases));
  });

  it("lift a job no tune case names into an owner's top three", () => {
    // No real tune case names a failed fan clutch; the sentence is ours. Without the voices the
    // fan clutch was not among the causes shown for it at all.
    if (process.env[SIMILARITY_ENV] === 'off') return;
    const knowledge = evaluationKnowledge();
    if (!knowledge.similarity)
      throw new Error('the similarity model did not load (see the log line)');
    const outcome = evaluateSymptom(
      {
        id: 'voices-test',
        vehicle: { year: 2012, make: 'Ford', model: 'F-150', mileage: 140_000 },
        description:
          'Big whooshing fan sound under the hood of my F-150 that never stops, you can hear it from across the parking lot.',
        expected: 'fan-clutch',
      },
      knowledge,
    );
    expect(outcome.rank).not.toBeNull();
    expect(outcome.rank!).toBeLessThanOrEqual(3);
  });
});
