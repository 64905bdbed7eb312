import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { reviewEstimate } from './review-estimate';
import { treadDepths } from './tread-depth';

/** New tires sold on tread that still has life, in an owner's words (ADR 097). */

const knowledge = testKnowledge();
const ctx = costContext('WA', { min: 130, max: 170 });
const car = reviewVehicle({
  year: 2017,
  make: 'Subaru',
  model: 'Outback',
  mileage: 45_000,
  mileageKnown: false,
});

function review(text: string) {
  const r = reviewEstimate(text, car, ctx, false, knowledge.estimate);
  return r.services.find((s) => s.name.startsWith('Tires'))?.verdict;
}

describe('tread depth read from an estimate or a story', () => {
  it('reads depths in 32nds and in millimetres, not a difference between axles', () => {
    expect(treadDepths('Tires at 7/32 all around')).toEqual([7]);
    expect(treadDepths('The tyres have 6mm of tread left.')[0]).toBeCloseTo(7.56, 1);
    expect(treadDepths('The fronts are 1/32 more worn than the rear tires.')).toEqual([]);
  });

  it('calls new tires premature when the tread measured is well above the wear point', () => {
    expect(
      review('The shop measured my tires at 7/32 and wants to sell me four new ones, $720.'),
    ).toBe('premature');
    expect(review('Garage says it needs four new tyres. The tread is at 6mm.')).toBe('premature');
  });

  it('leaves tires alone that are near the wear bars, damaged or old', () => {
    expect(review('They said I need new tires, the tread is down to 3/32.')).not.toBe('premature');
    expect(
      review('The tires have 7/32 left but one has a bulge in the sidewall. Four new tires $690.'),
    ).not.toBe('premature');
    expect(
      review('Tread is about 6/32 but the tires are 9 years old, so they sold me two new tires.'),
    ).not.toBe('premature');
  });

  it("judges by the tires' age, not the car's", () => {
    expect(
      review(
        'My 12 year old Camry went in for an oil change. Tires at 7/32, they want $720 for four new ones.',
      ),
    ).toBe('premature');
  });
});
