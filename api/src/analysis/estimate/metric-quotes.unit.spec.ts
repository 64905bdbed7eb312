import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { lineMileage } from './line-mileage';
import { reviewEstimate } from './review-estimate';

/**
 * Quotes from countries that count in kilometres and say "all round" (ADR 097): the distance
 * since a repair, the mileage a line names and a brake job on every wheel read as they would in
 * miles.
 */

const knowledge = testKnowledge();
const ctx = costContext('NY', { min: 140, max: 190 });
const car = reviewVehicle({
  year: 2015,
  make: 'Volkswagen',
  model: 'Golf',
  mileage: 90_000,
  mileageKnown: false,
});

function flags(text: string) {
  return reviewEstimate(text, car, ctx, false, knowledge.estimate).unnecessaryItems.map((u) =>
    typeof u === 'string' ? { item: u, note: '' } : u,
  );
}

describe('kilometres and British wording in a quote', () => {
  it('reads the mileage a line names in kilometres as miles', () => {
    expect(lineMileage('new timing belt at 40,000 km')).toBe(24_855);
    expect(lineMileage('coolant change at 60,000 kilometres')).toBe(37_282);
    expect(lineMileage('rear axle oil at 12,000 miles')).toBe(12_000);
    expect(lineMileage('30k service at 30k')).toBe(30_000);
  });

  it('asks about shock absorbers sold again 12,000 km after they were replaced', () => {
    const [flag] = flags(
      'The dampers were replaced 12,000 km ago and now the garage says the shock absorbers are leaking. Quote: 640 euros.',
    );
    expect(flag?.note).toMatch(/replaced again/);
  });

  it('declines brakes sold again 5,000 km after a brake job', () => {
    const [flag] = flags(
      'The garage wants new brake pads. I had the brake pads done 5,000 km ago at another garage.',
    );
    expect(flag?.note).toMatch(/^Decline/);
  });

  it('asks for each wheel\u2019s measurement before discs and pads "all round"', () => {
    const [flag] = flags('The workshop wants to replace the brake discs and pads all round.');
    expect(flag?.note).toMatch(/each wheel/);
  });
});
