import type { VehicleProfile } from '../types';
import { atDealer, costContext } from './cost-context';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

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
    const ctx = costContext(profile(), '90210', knowledge.costs);
    expect(ctx).toMatchObject({ state: 'CA', partsMultiplier: 1, laborHoursMultiplier: 1 });
    expect(ctx.laborRatePerHour).toEqual({ min: 130, max: 175 });
    expect(ctx.sources.join(' ')).toMatch(/BEA/);
  });

  it('given a European car, raises parts, hours and the specialist rate', () => {
    const base = costContext(profile(), '77001', knowledge.costs);
    const euro = costContext(profile({ segment: 'european' }), '77001', knowledge.costs);
    expect(euro.partsMultiplier).toBe(1.5);
    expect(euro.laborHoursMultiplier).toBeGreaterThan(1);
    expect(euro.laborRatePerHour.min).toBeGreaterThan(base.laborRatePerHour.min);
  });

  it('orders parts multipliers economy < mainstream < luxury < european < exotic', () => {
    const parts = (['economy', 'mainstream', 'luxury', 'european', 'exotic'] as const).map(
      (segment) => costContext(profile({ segment }), '10001', knowledge.costs).partsMultiplier,
    );
    expect([...parts].sort((a, b) => a - b)).toEqual(parts);
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('given an EV, lifts the rate modestly (at most 15%)', () => {
    const gas = costContext(profile(), '60614', knowledge.costs).laborRatePerHour;
    const ev = costContext(
      profile({ powertrain: 'ev' }),
      '60614',
      knowledge.costs,
    ).laborRatePerHour;
    expect(ev.max).toBeGreaterThan(gas.max);
    expect(ev.max).toBeLessThanOrEqual(gas.max * 1.15);
  });

  it('given "the Honda dealer wants $700 for the axle", prices labour and parts at a dealer', () => {
    const independent = costContext(profile(), '64105', knowledge.costs);
    const { ctx, basis } = atDealer(independent, knowledge.costs);
    expect(ctx.dealer).toBe(true);
    expect(ctx.laborRatePerHour.max).toBeGreaterThan(independent.laborRatePerHour.max * 1.25);
    expect(ctx.partsMultiplier).toBe(1.15);
    expect(basis).toMatch(/Car Talk.*AAIA/);
  });

  it('given a ZIP with no state, uses the national rate and says so', () => {
    const ctx = costContext(profile(), '00000', knowledge.costs);
    expect(ctx.state).toBeNull();
    expect(ctx.laborRatePerHour).toEqual({ min: 115, max: 155 });
    expect(ctx.sources[0]).toMatch(/national/);
  });
});
