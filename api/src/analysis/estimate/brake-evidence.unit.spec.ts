import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { reviewEstimate } from './review-estimate';

/**
 * Brake work pitched with nothing to back it (ADR 068): every wheel quoted with no measurement,
 * a caliper the shop calls frozen with nothing the owner noticed, rotors with every pad job.
 * Each case in an owner's words.
 */

const knowledge = testKnowledge();
const phoenix = costContext('AZ', { min: 115, max: 155 });
const camry = reviewVehicle({
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  mileage: 44_000,
  ageYears: 5,
});

function review(text: string, symptoms = false) {
  return reviewEstimate(text, camry, phoenix, symptoms, knowledge.estimate);
}

function flagged(text: string, symptoms = false): string[] {
  return review(text, symptoms).unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item));
}

describe('brake work with no finding', () => {
  it('asks for each wheel before brakes on all four wheels that nobody measured', () => {
    const text =
      'Took it in for an oil change. They said the brakes needed replacing and quoted $600 for all four wheels.';
    const result = review(text);
    expect(result.unnecessaryItems).toHaveLength(1);
    expect(JSON.stringify(result.unnecessaryItems)).toMatch(/millimetres/);
    expect(result.services[0]?.verdict).toBe('ask-first');
  });

  it('leaves an all-wheel brake job alone when the owner hears grinding or it is measured', () => {
    expect(
      flagged(
        'My brakes have been grinding for a week. They quoted $600 for brakes on all four wheels.',
        true,
      ),
    ).toEqual([]);
    expect(flagged('Brake pads all four wheels, fronts 2 mm, rears 2.5 mm $600')).toEqual([]);
  });

  it('asks for each wheel before a "complete brake system" nobody itemised', () => {
    const text =
      "Dropped the wife's car off at a local shop. They told me it needed a complete rear brake system, to the tune of $800.";
    expect(review(text).services[0]?.verdict).toBe('ask-first');
    const grinding =
      'The rear brakes grind when I stop. They quoted a whole new brake system, $800.';
    expect(flagged(grinding, true)).toEqual([]);
  });

  it('does not question a front brake job on its own', () => {
    expect(flagged('They said I need front brake pads, $180.')).toEqual([]);
  });

  it('asks to see the finding when a caliper is only said to be frozen', () => {
    const text =
      'Brakes started squeaking. The shop said my front left caliper was frozen and I need new calipers, $440.';
    expect(flagged(text, true)).toContain('I need new calipers');
  });

  it('flags new rotors beside pads with no measurement, citing why', () => {
    const result = review('Front brake pads $180\nFront rotors $260');
    expect(result.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item))).toEqual([
      'Front rotors',
    ]);
    expect(JSON.stringify(result.unnecessaryItems)).toMatch(/minimum thickness stamped/);
  });

  it('asks for the measurement behind new shoes and drums, not when they grind', () => {
    expect(flagged('Rear brake shoes and drums $320')).toEqual(['shoes and drums']);
    expect(flagged('Rear brake shoes and drums, drums scored $320')).toEqual([]);
  });
});
