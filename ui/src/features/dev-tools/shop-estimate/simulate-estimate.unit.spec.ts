/// <reference types="jest" />
import { estimateReviewSchema } from '@fairwrench/contracts';
import { type RandomSource, simulateEstimateReview } from './simulate-estimate';

/** mulberry32: a small seeded generator, so every run draws the same numbers. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the given numbers in turn, then repeats the last one. */
const sequence = (...values: number[]): RandomSource => {
  let next = 0;
  return () => values[Math.min(next++, values.length - 1)]!;
};

const question = { description: 'Is $1,200 fair for front brakes on a 2015 Civic?' };

describe('simulateEstimateReview', () => {
  it('always produces a review the estimate contract accepts', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const review = simulateEstimateReview(question, seeded(seed));
      expect(estimateReviewSchema.safeParse(review).success).toBe(true);
      expect(review.parts + review.labor + review.tax).toBe(review.totalEstimate);
    }
  });

  it('is repeatable for a seed and random across seeds', () => {
    expect(simulateEstimateReview(question, seeded(7))).toEqual(
      simulateEstimateReview(question, seeded(7)),
    );
    const verdicts = new Set(
      Array.from({ length: 40 }, (_, i) => simulateEstimateReview(question, seeded(i)).isFairPrice),
    );
    expect(verdicts).toEqual(new Set([true, false]));
  });

  it('prices a fair estimate inside the area range, with nothing to cut', () => {
    // Lowest area factor, fair verdict, first catalogue line, every price at the minimum.
    const review = simulateEstimateReview(question, sequence(0));
    expect(review.isFairPrice).toBe(true);
    expect(review.services.map((s) => [s.name, s.priceRange, s.shopEstimate])).toEqual([
      ['Front brake pads', { min: 128, max: 255 }, 128],
      ['Front brake rotors', { min: 170, max: 357 }, 170],
      ['Brake fluid flush', { min: 68, max: 111 }, 68],
    ]);
    expect(review.averageCostInArea).toEqual({ min: 366, max: 723 });
    expect([review.parts, review.labor, review.tax, review.totalEstimate]).toEqual([
      165, 201, 13, 379,
    ]);
    expect(review.unnecessaryItems).toEqual([]);
    expect(review.recommendations).toMatch(/^This estimate is in line with local prices/);
  });

  it('flags an unfair estimate: a marked-up line, add-ons and questions about them', () => {
    // area 1.0, unfair verdict, catalogue line 1, markup draw, then the rest at 0.99.
    const review = simulateEstimateReview(question, sequence(3 / 7, 0.5, 0.2, 0.5, 0.99));
    expect(review.isFairPrice).toBe(false);
    const first = review.services[0]!;
    expect(first.name).toBe('Front brake rotors');
    expect(first.isFair).toBe(false);
    expect(first.shopEstimate).toBeGreaterThan(first.priceRange.max);
    expect(review.unnecessaryItems).toEqual([
      expect.objectContaining({ item: 'Brake caliper replacement' }),
      'Shop supplies fee above 10% of labor',
    ]);
    expect(review.questionsToAsk).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Why is the front brake rotors line above \$\d/),
        'What calls for brake caliper replacement?',
      ]),
    );
    expect(review.recommendations).toMatch(/^This estimate looks high/);
  });

  it('notes that it is simulated, quoting the question and naming the photo', () => {
    const image = { name: 'estimate.jpg', type: 'image/jpeg' };
    const note = simulateEstimateReview({ ...question, image }, seeded(1)).diagnosticNote;
    expect(note).toMatch(/^Simulated locally/);
    expect(note).toContain('estimate.jpg');
    expect(note).toContain(question.description);
  });

  it('fails on a file that is not an image, an empty question or a broken random source', () => {
    const text = { name: 'notes.txt', type: 'text/plain' };
    expect(() => simulateEstimateReview({ ...question, image: text })).toThrow('notes.txt');
    expect(() => simulateEstimateReview({ description: '   ' })).toThrow();
    expect(() => simulateEstimateReview(question, () => 1)).toThrow(RangeError);
    expect(() => simulateEstimateReview(question, () => Number.NaN)).toThrow(RangeError);
  });
});
