import type { Cue, ReadText, VehicleProfile } from '../types';
import { pricedVehicle } from '../testing/estimates';
import { codeMatches } from './code-patterns';
import { rankCauses, rankingModel } from './rank-causes';
import type { ModelParameters, ScoredJob } from './scoring-model';

const params: ModelParameters = {
  unlistedCueLikelihood: 0.03,
  cueWeight: 1,
  contextCueWeight: 1,
  mentionWeight: 0,
  backgroundCueWeight: 0.35,
  foundMentionWeight: 1,
  triedPenalty: 1.5,
  codeExplainedRatio: 30,
  codeUnexplainedRatio: 0.3,
  temperature: 1,
  evidenceScale: 2,
  similarityNeighbours: 10,
  similaritySharpness: 0.05,
  similarityAlsoVote: 0.2,
  similarityWeight: 1.875,
  similarityFloor: 0.02,
  answeredPriorWeight: 0,
  answeredPseudoCount: 2,
  urgencyNeighbours: 15,
  urgencySharpness: 0.1,
  urgencyAgreement: 0.6,
};

const car: VehicleProfile = pricedVehicle();

const job = (id: string, extra: Partial<ScoredJob>): ScoredJob => ({
  id,
  name: id,
  description: '',
  powertrains: ['gas', 'hybrid', 'ev'],
  prevalence: 5,
  typicalMileage: null,
  cues: {},
  codes: [],
  ...extra,
});

const pads = job('front-brake-pads', {
  prevalence: 10,
  cues: { 'noise:squeal': 0.7, 'condition:braking': 0.85 },
});
const rotors = job('warped-rotors', {
  cues: { 'symptom:pedal_pulsation': 0.7, 'condition:braking': 0.8 },
});
const cat = job('catalytic-converter', { powertrains: ['gas'], codes: ['P0420', 'P0430'] });
const plugs = job('spark-plugs', {
  powertrains: ['gas'],
  typicalMileage: { min: 60_000, max: 120_000 },
  codes: ['P0300-P0308'],
  cues: { 'symptom:misfire': 0.6 },
});
const jobs = rankingModel([pads, rotors, cat, plugs]);

const cue = (id: Cue['id'], evidence: string, negated = false): Cue => ({
  id,
  evidence,
  negated,
  frame: 'current',
  clauses: [0],
});
const read = (cues: Cue[], codes: string[] = []): ReadText => ({
  normalized: '',
  cues,
  codes: codes.map((code) => ({ code, evidence: code.toLowerCase() })),
  speedsMph: [],
  narrative: { current: '', history: '', tried: '', guess: '', found: '', ruled: '' },
  clauses: [],
});

describe('ranking causes', () => {
  it('puts the job whose cues the owner used first, and says why', () => {
    const [first] = rankCauses(
      read([cue('noise:squeal', 'squeel'), cue('condition:braking', 'when i brake')]),
      car,
      jobs,
      params,
    );
    expect(first!.job.id).toBe('front-brake-pads');
    expect(first!.why).toEqual(['squeel', 'when i brake']);
  });

  it('lets a stored code dominate and shows the code as written', () => {
    const [first] = rankCauses(read([], ['P0420']), car, jobs, params);
    expect(first!.job.id).toBe('catalytic-converter');
    expect(first!.why).toEqual(['p0420']);
  });

  it('counts a negated cue against the jobs that expect it', () => {
    const withPulse = rankCauses(read([cue('condition:braking', 'braking')]), car, jobs, params);
    const noPulse = rankCauses(
      read([cue('condition:braking', 'braking'), cue('symptom:pedal_pulsation', 'pulsing', true)]),
      car,
      jobs,
      params,
    );
    const share = (ranked: typeof withPulse) =>
      ranked.find((r) => r.job.id === 'warped-rotors')?.probability ?? 0;
    expect(share(noPulse)).toBeLessThan(share(withPulse));
  });

  it('never offers a cause that cannot occur on the powertrain', () => {
    const ev = { ...car, powertrain: 'ev' as const };
    const ranked = rankCauses(
      read([cue('symptom:misfire', 'misfire')], ['P0300']),
      ev,
      jobs,
      params,
    );
    expect(ranked.map((r) => r.job.id)).not.toContain('spark-plugs');
    expect(ranked.map((r) => r.job.id)).not.toContain('catalytic-converter');
  });

  it('gives low percentages when the owner said almost nothing', () => {
    const vague = rankCauses(read([]), car, jobs, params);
    const clear = rankCauses(
      read([cue('noise:squeal', 'squeal'), cue('condition:braking', 'braking')]),
      car,
      jobs,
      params,
    );
    expect(vague[0]!.probability).toBeLessThan(20);
    expect(clear[0]!.probability).toBeGreaterThan(vague[0]!.probability);
  });

  it('makes wear items unlikely long before their typical mileage', () => {
    const young = { ...car, mileage: 8_000 };
    const misfire = read([cue('symptom:misfire', 'misfire')]);
    const p = (profile: VehicleProfile) =>
      rankCauses(misfire, profile, jobs, params).find((r) => r.job.id === 'spark-plugs')!
        .probability;
    expect(p(young)).toBeLessThan(p(car));
  });

  it('makes parts that age out unlikely on a young car', () => {
    const battery = job('battery', {
      typicalAgeYears: { min: 3, max: 6 },
      cues: { 'symptom:no_crank': 0.7 },
    });
    const starter = job('starter', { cues: { 'symptom:no_crank': 0.6 } });
    const wontCrank = read([cue('symptom:no_crank', 'just clicks')]);
    const top = (ageYears: number) =>
      rankCauses(wontCrank, { ...car, ageYears }, rankingModel([battery, starter]), params)[0]!.job
        .id;
    expect(top(1)).toBe('starter');
    expect(top(5)).toBe('battery');
  });
});

describe('code patterns', () => {
  it.each([
    ['P0420', 'P0420', true],
    ['P0300-P0308', 'P0304', true],
    ['P0300-P0308', 'P0309', false],
    ['P030X', 'P030A', true],
    ['P030X', 'P0310', false],
    ['P0171', 'B0171', false],
  ])('%s matches %s: %s', (pattern, code, expected) => {
    expect(codeMatches(pattern, code)).toBe(expected);
  });
});

describe('fusing the neighbours’ votes (ADR 049)', () => {
  const braking = read([cue('condition:braking', 'when braking')]);
  const ids = (ranked: readonly { job: { id: string } }[]) => ranked.map((r) => r.job.id);

  it('without votes ranks exactly as the engine alone', () => {
    const alone = rankCauses(braking, car, jobs, params, 10);
    expect(rankCauses(braking, car, jobs, params, 10, new Map(), new Map())).toEqual(alone);
  });

  it('lifts the job the nearest labelled cases established', () => {
    expect(ids(rankCauses(braking, car, jobs, params))[0]).toBe('front-brake-pads');
    const votes = new Map([['warped-rotors', 5]]);
    expect(ids(rankCauses(braking, car, jobs, params, 5, new Map(), votes))[0]).toBe(
      'warped-rotors',
    );
  });

  it('never brings back a job the car rules out, however many votes it has', () => {
    const ev: VehicleProfile = { ...car, powertrain: 'ev' };
    const votes = new Map([['catalytic-converter', 100]]);
    const ranked = rankCauses(read([], ['P0420']), ev, jobs, params, 10, new Map(), votes);
    expect(ids(ranked)).not.toContain('catalytic-converter');
  });

  it('does not count votes for a job at the other end of the car from where the owner placed it', () => {
    const front = job('front-pads', { cues: { 'noise:grind': 0.5, 'location:front': 0.4 } });
    const rear = job('rear-pads', { cues: { 'noise:grind': 0.5, 'location:rear': 0.45 } });
    const either = job('pads-to-metal', { cues: { 'noise:grind': 0.8 } });
    const model = rankingModel([front, rear, either]);
    const grind = cue('noise:grind', 'grind');
    const shareOf = (cues: Cue[], id: string, votes: ReadonlyMap<string, number>) =>
      rankCauses(read(cues), car, model, params, 10, new Map(), votes).find((r) => r.job.id === id)!
        .share;
    const votes = new Map([['rear-pads', 100]]);
    const inFront = [grind, cue('location:front', 'front brakes')];
    expect(shareOf(inFront, 'rear-pads', votes)).toBe(shareOf(inFront, 'rear-pads', new Map()));
    // Where the owner named no end, or both, the neighbours still vote for it.
    expect(shareOf([grind], 'rear-pads', votes)).toBeGreaterThan(
      shareOf([grind], 'rear-pads', new Map()),
    );
  });

  it('does not count votes for a part the owner says was already replaced', () => {
    const misfire: ReadText = {
      ...read([cue('symptom:misfire', 'misfires')]),
      narrative: {
        current: 'misfires',
        history: '',
        tried: 'already replaced the spark plugs',
        guess: '',
        found: '',
        ruled: '',
      },
    };
    // Enough other jobs that "spark" and "plugs" are distinctive words (component-mentions.ts).
    const others = Array.from({ length: 25 }, (_, i) => job(`other-${i}`, { name: 'Other' }));
    const named = rankingModel([...others, { ...plugs, name: 'Worn spark plugs' }]);
    const plugsOf = (votes: ReadonlyMap<string, number>) =>
      rankCauses(misfire, car, named, params, 10, new Map(), votes).find(
        (r) => r.job.id === 'spark-plugs',
      )!.share;
    expect(plugsOf(new Map([['spark-plugs', 100]]))).toBe(plugsOf(new Map()));
  });
});
