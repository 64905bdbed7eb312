import { explainsAny } from './code-patterns';
import { cueVocabulary, loadCueVocabulary, type CueId } from '../text/cue-vocabulary';
import {
  REPAIR_SYSTEMS,
  isCodePattern,
  loadRepairJobs,
  repairJobSchema,
  withUnspecifiedCues,
  type RepairJob,
} from './repair-jobs';

/** Cues that only an engine, a fuel tank, an exhaust or a geared transmission can produce. */
const NOT_ON_EV: readonly CueId[] = [
  'smell:burning_oil',
  'smell:fuel',
  'smell:exhaust',
  'fluid:brown',
  'fluid:red',
  'fluid:low_oil',
  'fluid:milky_oil',
  'symptom:oil_consumption',
  'symptom:misfire',
  'symptom:smoke_white',
  'symptom:smoke_blue',
  'symptom:smoke_black',
  'symptom:clutch_slip',
  'symptom:failed_emissions',
  'symptom:poor_fuel_economy',
  'light:oil',
  'light:check_engine_flashing',
  'light:glow_plug',
  'light:dpf',
  'location:exhaust_pipe',
  'context:after_fuel',
];
const NOT_ON_EV_NAME =
  /\b(oil|spark|fuel|exhaust|muffler|catalytic|injectors?|gasket|timing (belt|chain)|clutch|transmission fluid)\b/i;

function aValidJob(): RepairJob {
  return {
    id: 'front-brake-pads',
    name: 'Worn front brake pads',
    system: 'brakes',
    description: 'The front pads have worn down to their wear indicators.',
    powertrains: ['gas'],
    prevalence: 10,
    typicalMileage: { min: 30000, max: 70000 },
    cues: { 'noise:squeal': 0.7, 'condition:braking': 0.85, 'location:front': 0.4 },
    codes: ['P0300-P0308'],
    partsCost: { min: 40, max: 120 },
    laborHours: { min: 1, max: 1.5 },
    urgency: { level: 'Medium', timeframe: 'within weeks' },
    sources: ['RepairPal Fair Price Estimator (typical US ranges, 2024)'],
  };
}

const cues = loadCueVocabulary();

describe('repair jobs knowledge', () => {
  it('loads a frozen list, so no analysis can change the knowledge it shares', () => {
    expect(Object.isFrozen(loadRepairJobs(cues))).toBe(true);
  });

  const jobs = loadRepairJobs(cues);

  it('holds at least 150 jobs with unique ids', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
  });

  it.each(REPAIR_SYSTEMS)('has at least 5 jobs in %s', (system) => {
    expect(jobs.filter((j) => j.system === system).length).toBeGreaterThanOrEqual(5);
  });

  it('uses only cue ids from the shared vocabulary, 3 to 10 per job', () => {
    const unknown = jobs.flatMap((j) => Object.keys(j.cues).filter((c) => !cues.has(c)));
    expect(unknown).toEqual([]);
    const withoutSqueal = Object.fromEntries(
      cues.ids.filter((id) => id !== 'noise:squeal').map((id) => [id, id]),
    );
    expect(() => loadRepairJobs(cueVocabulary(withoutSqueal))).toThrow(
      'repair-jobs.json names cues missing from cues.json: noise:squeal',
    );
    for (const job of jobs) {
      const written = Object.keys(job.cues).filter((id) => !id.endsWith(':unspecified'));
      expect(written.length).toBeGreaterThanOrEqual(3);
      expect(written.length).toBeLessThanOrEqual(10);
    }
  });

  it("derives each unspecified cue from the job's own cues of that family", () => {
    const derived = withUnspecifiedCues({
      ...aValidJob(),
      cues: {
        'noise:squeal': 0.7,
        'noise:grind': 0.3,
        'noise:none': 0.9,
        'condition:braking': 0.85,
      },
    });
    expect(derived.cues['noise:unspecified']).toBe(0.7);
    expect(derived.cues['smell:unspecified']).toBeUndefined();
    expect(derived.cues['light:unspecified']).toBeUndefined();
    const pads = jobs.find((j) => j.id === 'front-brake-pads')!;
    expect(pads.cues['noise:unspecified']).toBeGreaterThan(0.5);
  });

  it('names trouble codes only as codes, ranges or families', () => {
    expect(jobs.flatMap((j) => j.codes.filter((c) => !isCodePattern(c)))).toEqual([]);
  });

  it('reads the secondary-air switching-valve and lean-off-idle codes as their jobs (obdex titles)', () => {
    const explaining = (code: string) =>
      jobs.filter((j) => explainsAny(j.codes, [code]).length > 0).map((j) => j.id);
    expect(explaining('P2440')).toContain('secondary-air-injection');
    expect(explaining('P0416')).toContain('secondary-air-injection');
    expect(explaining('P2177')).toContain('vacuum-leak');
  });

  it('keeps every range ordered', () => {
    const disordered = jobs.filter(
      (j) =>
        j.partsCost.min > j.partsCost.max ||
        j.laborHours.min > j.laborHours.max ||
        (j.typicalMileage !== null && j.typicalMileage.min > j.typicalMileage.max),
    );
    expect(disordered.map((j) => j.id)).toEqual([]);
  });

  it('gives no battery-electric car an oil, spark, fuel, exhaust or gearbox cause', () => {
    const evJobs = jobs.filter((j) => j.powertrains.includes('ev'));
    const offenders = evJobs.filter(
      (j) => NOT_ON_EV_NAME.test(j.name) || NOT_ON_EV.some((cue) => j.cues[cue] !== undefined),
    );
    expect(offenders.map((j) => j.id)).toEqual([]);
    expect(evJobs.length).toBeGreaterThanOrEqual(10);
  });

  it('covers the EV-only failures that owners of electric cars bring in', () => {
    const evOnly = jobs.filter((j) => j.powertrains.every((p) => p === 'ev' || p === 'phev'));
    expect(evOnly.length).toBeGreaterThanOrEqual(5);
  });
});

describe('repair job schema', () => {
  it('accepts a well-formed job', () => {
    expect(repairJobSchema.safeParse(aValidJob()).success).toBe(true);
  });

  it('rejects a cue named outside the families (a missing cue is caught at load)', () => {
    const job = { ...aValidJob(), cues: { ...aValidJob().cues, 'sound:squeal': 0.5 } };
    expect(repairJobSchema.safeParse(job).success).toBe(false);
  });

  it('rejects a likelihood of certainty (outside 0.05..0.95)', () => {
    const job = { ...aValidJob(), cues: { ...aValidJob().cues, 'noise:squeal': 1 } };
    expect(repairJobSchema.safeParse(job).success).toBe(false);
  });

  it('rejects a job with fewer than 3 cues', () => {
    const job = { ...aValidJob(), cues: { 'noise:squeal': 0.7, 'condition:braking': 0.85 } };
    expect(repairJobSchema.safeParse(job).success).toBe(false);
  });

  it('rejects an inverted cost range', () => {
    const job = { ...aValidJob(), partsCost: { min: 200, max: 100 } };
    expect(repairJobSchema.safeParse(job).success).toBe(false);
  });
});

describe('isCodePattern', () => {
  it.each(['P0420', 'P0300-P0308', 'P030X', 'C0030-C003E', 'U0131'])('accepts %s', (code) => {
    expect(isCodePattern(code)).toBe(true);
  });

  it.each(['PO420', 'P0308-P0300', 'P0420-C0420', 'P0420-', 'p0420', 'P04201'])(
    'rejects %s',
    (code) => {
      expect(isCodePattern(code)).toBe(false);
    },
  );
});
