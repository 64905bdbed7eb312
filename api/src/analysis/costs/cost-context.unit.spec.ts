import type { VehicleProfile } from '../types';
import { atDealer, costContext } from './cost-context';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();
/** A day in the year the knowledge prices in, so the rates below are the tables' own. */
const BASE_YEAR = new Date(Date.UTC(knowledge.costs.priceIndex.baseYear, 5, 1));

const profile = (over: Partial<VehicleProfile> = {}): VehicleProfile => ({
  powertrain: 'gas',
  segment: 'mainstream',
  timingDrive: 'chain',
  ageYears: 6,
  mileage: 70_000,
  mileageKnown: true,
  recognised: true,
  ...over,
});

describe('costContext', () => {
  it('given a mainstream gas car in Beverly Hills, uses the California rate and no multipliers', () => {
    const ctx = costContext(profile(), '90210', knowledge.costs, BASE_YEAR);
    expect(ctx).toMatchObject({ state: 'CA', partsMultiplier: 1, laborHoursMultiplier: 1 });
    expect(ctx.laborRatePerHour).toEqual({ min: 130, max: 175 });
    expect(ctx.sources.join(' ')).toMatch(/BEA/);
  });

  it('given a European car, raises parts, hours and the specialist rate', () => {
    const base = costContext(profile(), '77001', knowledge.costs, BASE_YEAR);
    const euro = costContext(profile({ segment: 'european' }), '77001', knowledge.costs, BASE_YEAR);
    expect(euro.partsMultiplier).toBe(1.5);
    expect(euro.laborHoursMultiplier).toBeGreaterThan(1);
    expect(euro.laborRatePerHour.min).toBeGreaterThan(base.laborRatePerHour.min);
  });

  it('orders parts multipliers economy < mainstream < luxury < european < exotic', () => {
    const parts = (['economy', 'mainstream', 'luxury', 'european', 'exotic'] as const).map(
      (segment) =>
        costContext(profile({ segment }), '10001', knowledge.costs, BASE_YEAR).partsMultiplier,
    );
    expect([...parts].sort((a, b) => a - b)).toEqual(parts);
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('given an EV, lifts the rate modestly (at most 15%)', () => {
    const gas = costContext(profile(), '60614', knowledge.costs, BASE_YEAR).laborRatePerHour;
    const ev = costContext(
      profile({ powertrain: 'ev' }),
      '60614',
      knowledge.costs,
      BASE_YEAR,
    ).laborRatePerHour;
    expect(ev.max).toBeGreaterThan(gas.max);
    expect(ev.max).toBeLessThanOrEqual(gas.max * 1.15);
  });

  it('given "the Honda dealer wants $700 for the axle", prices labour and parts at a dealer', () => {
    const independent = costContext(profile(), '64105', knowledge.costs, BASE_YEAR);
    const { ctx, basis } = atDealer(independent, knowledge.costs);
    expect(ctx.dealer).toBe(true);
    expect(ctx.laborRatePerHour.max).toBeGreaterThan(independent.laborRatePerHour.max * 1.25);
    expect(ctx.partsMultiplier).toBe(1.15);
    expect(basis).toMatch(/Car Talk.*AAIA/);
  });

  it('given a ZIP with no state, uses the national rate and says so', () => {
    const ctx = costContext(profile(), '00000', knowledge.costs, BASE_YEAR);
    expect(ctx.state).toBeNull();
    expect(ctx.laborRatePerHour).toEqual({ min: 115, max: 155 });
    expect(ctx.sources[0]).toMatch(/national/);
  });

  it('given a day in 2025, prices in 2025 dollars by the repair index and says so', () => {
    const ctx = costContext(profile(), '64105', knowledge.costs, new Date('2025-08-01'));
    const base = costContext(profile(), '64105', knowledge.costs, BASE_YEAR);
    // CUUR0000SETD annual averages: 431.435 (2025) against 407.275 (2024).
    expect(ctx.priceLevel).toBeCloseTo(431.435 / 407.275, 6);
    expect(ctx.partsMultiplier).toBe(1.06);
    expect(ctx.laborRatePerHour.max).toBeGreaterThan(base.laborRatePerHour.max);
    expect(ctx.sources.join(' ')).toMatch(
      /Prices in 2025 dollars: 2024 prices \+6 % by the US consumer price index for motor vehicle maintenance and repair \(BLS series CUUR0000SETD, its 2025 average\)/,
    );
  });

  it('given a day past the last published year, projects the price level up and says so', () => {
    const { last } = knowledge.costs.priceIndex;
    const later = costContext(profile(), '64105', knowledge.costs, new Date(Date.UTC(last + 1, 5)));
    const published = costContext(profile(), '64105', knowledge.costs, new Date(Date.UTC(last, 5)));
    expect(later.priceLevel).toBeGreaterThan(published.priceLevel * 1.01);
    expect(later.priceLevel).toBeLessThan(published.priceLevel * 1.1);
    expect(later.sources.join(' ')).toMatch(
      /its 2025 average, then its yearly growth of about 4\.8 % over the last 10 years/,
    );
  });

  it('given a day before the base year, keeps the base year prices and adds no line', () => {
    for (const day of [BASE_YEAR, new Date('2009-06-01')]) {
      const ctx = costContext(profile(), '64105', knowledge.costs, day);
      expect(ctx.priceLevel).toBe(1);
      expect(ctx.sources.join(' ')).not.toMatch(/Prices in/);
    }
  });
});
