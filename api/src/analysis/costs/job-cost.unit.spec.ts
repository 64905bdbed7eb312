import type { CostContext } from '../types';
import { jobCost, sumMoney } from './job-cost';
import { roundMoney } from './round-money';

const ctx = (over: Partial<CostContext> = {}): CostContext => ({
  laborRatePerHour: { min: 100, max: 150 },
  partsMultiplier: 1,
  laborHoursMultiplier: 1,
  priceLevel: 1,
  state: 'TX',
  sources: [],
  ...over,
});

describe('jobCost', () => {
  it('given parts and book hours, adds parts to hours times the rate', () => {
    const cost = jobCost({ min: 100, max: 200 }, { min: 1, max: 2 }, ctx());
    expect(cost.parts).toEqual({ min: 100, max: 200 });
    expect(cost.labor).toEqual({ min: 100, max: 300 });
    expect(cost.total).toEqual({ min: 200, max: 500 });
    expect(cost.hours).toEqual({ min: 1, max: 2 });
  });

  it('given multipliers, scales parts and hours but not the rate twice', () => {
    const cost = jobCost(
      { min: 100, max: 200 },
      { min: 1, max: 2 },
      ctx({ partsMultiplier: 1.5, laborHoursMultiplier: 1.2 }),
    );
    expect(cost.parts).toEqual({ min: 150, max: 300 });
    expect(cost.labor).toEqual({ min: 120, max: 360 });
    expect(cost.hours).toEqual({ min: 1.2, max: 2.4 });
  });

  it('given uneven figures, rounds min down and max up to friendly steps', () => {
    const cost = jobCost({ min: 23, max: 47 }, { min: 0.3, max: 0.5 }, ctx());
    expect(cost.parts).toEqual({ min: 20, max: 50 });
    expect(cost.labor).toEqual({ min: 30, max: 75 });
    expect(cost.total).toEqual({ min: 50, max: 130 });
  });

  it('given ranges the wrong way round, still returns min <= max', () => {
    const cost = jobCost({ min: 300, max: 100 }, { min: 3, max: 1 }, ctx());
    expect(cost.total.min).toBeLessThanOrEqual(cost.total.max);
    expect(cost.parts).toEqual({ min: 100, max: 300 });
  });

  it('given a parts-only job, has no labour', () => {
    expect(jobCost({ min: 10, max: 20 }, { min: 0, max: 0 }, ctx()).labor).toEqual({
      min: 0,
      max: 0,
    });
  });
});

describe('roundMoney and sumMoney', () => {
  it.each([
    [
      { min: 97, max: 99 },
      { min: 95, max: 100 },
    ],
    [
      { min: 101, max: 999 },
      { min: 100, max: 1000 },
    ],
    [
      { min: 1234, max: 4321 },
      { min: 1200, max: 4350 },
    ],
    [
      { min: 12_345, max: 23_456 },
      { min: 12_300, max: 23_500 },
    ],
    [
      { min: -5, max: 3 },
      { min: 0, max: 5 },
    ],
  ])('rounds %p to %p', (range, expected) => {
    expect(roundMoney(range)).toEqual(expected);
  });

  it('sums ranges and rounds the total once', () => {
    expect(
      sumMoney([
        { min: 120, max: 180 },
        { min: 45, max: 60 },
      ]),
    ).toEqual({ min: 160, max: 240 });
  });
});
