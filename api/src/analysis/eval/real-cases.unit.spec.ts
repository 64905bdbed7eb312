import { toBaseYearDollars } from './price-index';
import { HALVES, halfOf, loadRealCases, loadRealSymptoms, sourceKey } from './real-cases';
import { referenceRange } from './real-cost-eval';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();
const halves = Object.fromEntries(HALVES.map((half) => [half, loadRealSymptoms(half)]));
const all = HALVES.flatMap((half) => halves[half]!);

describe('the split rule', () => {
  it('keys a source by host and path, ignoring www, case and a trailing slash', () => {
    expect(sourceKey('https://www.CarTalk.com/content/Civic-DX/')).toBe(
      'cartalk.com/content/civic-dx',
    );
    expect(sourceKey('http://cartalk.com/content/civic-dx?page=2')).toBe(
      'cartalk.com/content/civic-dx',
    );
  });

  it('keeps the thread id of forum software that names threads in the query string', () => {
    expect(sourceKey('https://forum.example.org/showthread.php?t=123')).toBe(
      'forum.example.org/showthread.php?t=123',
    );
    expect(sourceKey('https://forum.example.org/showthread.php?t=123')).not.toBe(
      sourceKey('https://forum.example.org/showthread.php?t=124'),
    );
  });

  it('sends every page of one source to the same half', () => {
    expect(halfOf('https://www.cartalk.com/content/my-car-overheating/')).toBe(
      halfOf('http://cartalk.com/content/my-car-overheating?x=1'),
    );
  });
});

describe('the real-world symptom cases', () => {
  it('holds at least 200 cases', () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
  });

  it.each(HALVES)('puts each case of the %s half where its source hashes to', (half) => {
    const misplaced = halves[half]!.filter((c) => halfOf(c.source.url) !== half).map((c) => c.id);
    expect(misplaced).toEqual([]);
  });

  it('never lets one source feed both halves', () => {
    const tune = new Set(halves.tune!.map((c) => sourceKey(c.source.url)));
    const shared = halves['held-out']!.filter((c) => tune.has(sourceKey(c.source.url)));
    expect(shared).toEqual([]);
  });

  it('gives every case its own id', () => {
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it('labels every case with jobs of the catalogue', () => {
    const unknown = all
      .flatMap((c) => [c.expected, ...c.acceptable])
      .filter((id) => !knowledge.symptoms.model.jobs.some((job) => job.id === id));
    expect(unknown).toEqual([]);
  });
});

describe.each([
  ['estimates', 60],
  ['collision', 40],
  ['parts', 40],
] as const)('the real-world %s', (set, least) => {
  const byHalf = { tune: loadRealCases(set, 'tune'), 'held-out': loadRealCases(set, 'held-out') };
  const every = [...byHalf.tune, ...byHalf['held-out']];

  it(`holds at least ${least} cases, each with its source`, () => {
    expect(every.length).toBeGreaterThanOrEqual(least);
    expect(every.every((c) => c.source.url.startsWith('http'))).toBe(true);
  });

  it.each(HALVES)('puts each case of the %s half where its source hashes to', (half) => {
    expect(byHalf[half].filter((c) => halfOf(c.source.url) !== half).map((c) => c.id)).toEqual([]);
  });

  it('gives every case its own id', () => {
    expect(new Set(every.map((c) => c.id)).size).toBe(every.length);
  });
});

describe('published prices in 2024 dollars', () => {
  it('brings an older price forward by the consumer price index', () => {
    expect(toBaseYearDollars(2024)).toBe(1);
    expect(toBaseYearDollars(null)).toBe(1);
    expect(toBaseYearDollars(2000)).toBeCloseTo(313.689 / 172.2, 6);
  });

  it('reads a lower bound ("over $5,000") as open above', () => {
    const [first] = loadRealCases('parts', 'tune');
    const over = {
      ...first!,
      priceYear: 2024,
      reference: { ...first!.reference, total: null, min: 5000, max: null },
    };
    expect(referenceRange(over)).toEqual({ min: 5000, max: Number.POSITIVE_INFINITY });
  });

  it('brings an undated figure forward from the year the car reached its mileage', () => {
    const [first] = loadRealCases('parts', 'tune');
    const undated = {
      ...first!,
      priceYear: null,
      vehicle: { ...first!.vehicle, year: 2000, mileage: 54_000 },
      reference: { ...first!.reference, total: 1000, min: null, max: null },
    };
    // 54,000 miles at 13,476 a year: asked about in 2004, as the engine judges it too.
    const factor = 313.689 / 188.9;
    expect(referenceRange(undated)).toEqual({
      min: Math.round(1000 * factor),
      max: Math.round(1000 * factor),
    });
    // With neither a date nor the car's year, the figure is taken as today's.
    const bare = { ...undated, vehicle: { ...undated.vehicle, year: null } };
    expect(referenceRange(bare)).toEqual({ min: 1000, max: 1000 });
  });
});
