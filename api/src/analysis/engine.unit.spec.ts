import { diagnosticOutcomeSchema, ISSUE_TYPES, type IssueType } from '@fairwrench/contracts';
import { analyse } from './engine';
import type { AnalysisInput } from './types';
import { testKnowledge } from './testing/knowledge';

const knowledge = testKnowledge();

const now = new Date('2026-11-21T12:00:00Z');
const civic = { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 };

function run(issueType: IssueType, description: string, extra: Partial<AnalysisInput> = {}) {
  const outcome = analyse(
    {
      vehicle: civic,
      zipCode: '85253',
      issueType,
      description,
      now,
      ...extra,
    },
    knowledge,
  );
  expect(diagnosticOutcomeSchema.parse(outcome)).toEqual(outcome);
  return outcome;
}

function causes(outcome: ReturnType<typeof run>) {
  if (outcome.resultType !== 'diagnostic') throw new Error(outcome.resultType);
  return outcome.results.potentialCauses;
}

function partsOf(description: string, extra: Partial<AnalysisInput> = {}) {
  const outcome = run('parts', description, extra);
  if (outcome.resultType !== 'parts') throw new Error(outcome.resultType);
  return outcome.results.partsReplacement;
}

function reviewOf(description: string) {
  const outcome = run('estimate', description);
  if (outcome.resultType !== 'estimate') throw new Error(outcome.resultType);
  return outcome.results.estimateReview;
}

describe('analysis engine', () => {
  it('diagnoses the issue example with the owner words that support it', () => {
    const [first] = causes(run('symptoms', 'squeel when i brake, mostly from the front'));
    expect(first!.name).toMatch(/brake pad/i);
    expect(first!.why).toEqual(expect.arrayContaining([expect.stringMatching(/squeel/)]));
    expect(first!.costRange.min).toBeGreaterThan(0);
    expect(first!.costRange.max).toBeGreaterThanOrEqual(first!.costRange.min);
  });

  it.each(ISSUE_TYPES)('returns its own record shape for %s, even for empty text', (type) => {
    const outcome = run(type, '');
    const expected = {
      symptoms: 'diagnostic',
      estimate: 'estimate',
      collision: 'collision',
      parts: 'parts',
    };
    expect(outcome.resultType).toBe(expected[type]);
  });

  it('keeps probabilities low when the owner says one vague word', () => {
    const listed = causes(run('symptoms', 'help'));
    expect(Math.max(0, ...listed.map((c) => c.probability))).toBeLessThan(40);
  });

  it('still answers usefully when the text belongs to another issue type', () => {
    expect(partsOf('my car squeals when i brake').parts.length).toBeGreaterThan(0);
  });

  it('prices an unknown make and model, and a missing mileage', () => {
    const vehicle = { year: 2012, make: 'Zastava', model: 'Yugo GV', mileage: null };
    const [first] = causes(run('symptoms', 'battery light on and the car died', { vehicle }));
    expect(first!.costRange.max).toBeGreaterThan(first!.costRange.min);
  });

  it('prices a ZIP that maps to no state at the national rate', () => {
    const nowhere = causes(run('symptoms', 'grinding noise when braking', { zipCode: '00001' }));
    const phoenix = causes(run('symptoms', 'grinding noise when braking'));
    expect(nowhere[0]!.costRange.min).toBeGreaterThan(0);
    expect(nowhere[0]!.name).toBe(phoenix[0]!.name);
  });

  it('reviews an estimate that has no prices', () => {
    const review = reviewOf(
      'they want to do front brakes, a coolant flush and nitrogen in the tires',
    );
    expect(review.services.length).toBeGreaterThan(0);
    expect(JSON.stringify(review.unnecessaryItems)).toMatch(/nitrogen/i);
  });

  it('judges at the mileage the owner wrote when the form left it out, and says where from', () => {
    const accord = { year: 2017, make: 'Honda', model: 'Accord', mileage: null };
    const outcome = run(
      'estimate',
      'Took it in for an oil change at 45,000 miles and they gave me this list: coolant flush 149.95, engine air filter 49.95',
      { vehicle: accord },
    );
    if (outcome.resultType !== 'estimate') throw new Error(outcome.resultType);
    expect(outcome.results.estimateReview.vehicleInfo).toMatch(
      /45,000 miles \(from your description\)/,
    );
  });

  it('offers no engine-oil or spark-plug causes for a battery-electric car', () => {
    const tesla = { year: 2021, make: 'Tesla', model: 'Model 3', mileage: 40_000 };
    const listed = causes(
      run('symptoms', 'car shakes and misfires, check engine light', { vehicle: tesla }),
    );
    expect(listed.map((c) => c.name).join(' ')).not.toMatch(/spark|oil|ignition coil|injector/i);
  });

  it.each(['symptoms', 'estimate', 'collision', 'parts'] as const)(
    "says which year's dollars a %s page's prices are in, and nothing in the tables' own year",
    (kind) => {
      // November 2026: the 2025 repair index grown by its recent trend (ADR 083).
      expect(run(kind, 'alternator $600').results.pricesNote).toMatch(
        /^Prices in 2026 dollars: 2024 prices \+11 % by the US consumer price index for motor vehicle maintenance and repair/,
      );
      const then = run(kind, 'alternator $600', { now: new Date('2024-05-01') });
      expect(then.results.pricesNote).toBeUndefined();
    },
  );

  it('prices a part higher in 2026 than in 2024', () => {
    const then = partsOf('alternator', { now: new Date('2024-05-01') });
    expect(partsOf('alternator').totalEstimate.max).toBeGreaterThan(then.totalEstimate.max);
  });

  it("prices a dealer's quote at a dealer's labour rate and the maker's parts, and says so", () => {
    const independent = partsOf('Front brake pads and rotors');
    const dealer = partsOf('The dealer quoted front brake pads and rotors');
    expect(independent.priceBasis).toBeUndefined();
    expect(dealer.priceBasis).toMatch(/dealer's labor rate.*30 % above independent shops/);
    expect(dealer.priceBasis).toMatch(/maker's own parts at about 15 % above/);
    expect(dealer.totalEstimate.max).toBeGreaterThan(independent.totalEstimate.max);
    const parts = (p: typeof dealer) => p.parts[0]?.estimatedCost.max ?? 0;
    expect(parts(dealer) / parts(independent)).toBeCloseTo(1.15, 1);
  });

  it("judges a dealer's estimate against a dealer's labour rate and says so", () => {
    const independent = reviewOf('Timing belt replacement $1,100');
    const dealer = reviewOf('The dealer quoted: Timing belt replacement $1,100');
    expect(dealer.averageCostInArea.max).toBeGreaterThan(independent.averageCostInArea.max);
    expect(dealer.recommendations).toMatch(/dealers' labor rates/);
    expect(independent.recommendations).not.toMatch(/dealers'/);
  });

  it('offers no "could this be free?" box for maintenance items, only for a failed part', () => {
    const coverage = (description: string) => {
      const outcome = run('estimate', description, {
        vehicle: { year: 2019, make: 'Toyota', model: 'Camry', mileage: 32_000 },
      });
      if (outcome.resultType !== 'estimate') throw new Error(outcome.resultType);
      return outcome.results.coverage?.matches.map((m) => m.kind);
    };
    expect(coverage('Transmission flush $189.99\nCoolant flush $149.99')).toBeUndefined();
    expect(coverage('Replace transmission $4,800')).toContain('goodwill');
  });

  it('gives the same answer for the same input', () => {
    expect(run('symptoms', 'PO420 and rotten egg smell')).toEqual(
      run('symptoms', 'PO420 and rotten egg smell'),
    );
  });
});
