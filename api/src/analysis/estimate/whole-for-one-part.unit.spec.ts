import type { EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { reviewEstimate } from './review-estimate';

/**
 * A whole exhaust quoted when one section failed, and a diesel particulate filter quoted on a
 * warning light, in the words an owner types (ADR 097): asked about, with what to check and
 * the rule's source; the rest of the exhaust "looking good" is no sale.
 */

const knowledge = testKnowledge();
const ctx = costContext('MN', { min: 120, max: 160 });
const car = reviewVehicle({
  year: 2011,
  make: 'Volkswagen',
  model: 'Jetta TDI',
  mileage: 140_000,
  mileageKnown: false,
});

function review(text: string, symptomsMentioned = false): EstimateReview {
  return reviewEstimate(text, car, ctx, symptomsMentioned, knowledge.estimate);
}

function flags(text: string, symptomsMentioned = false) {
  return review(text, symptomsMentioned).unnecessaryItems.map((u) =>
    typeof u === 'string' ? { item: u, details: [] as string[] } : u,
  );
}

describe('a whole exhaust for one failed section', () => {
  it('asks about a complete exhaust quoted for a loud muffler, citing the rule', () => {
    const [flag, ...rest] = flags(
      'The muffler started booming last week. The dealer says the entire exhaust system has to be replaced, about $1,900.',
      true,
    );
    expect(rest).toEqual([]);
    expect(flag?.item).toMatch(/entire exhaust system/);
    expect(flag?.details.join(' ')).toMatch(/section/);
    expect(flag?.details.join(' ')).toMatch(/Source: Rainbow Muffler/);
  });

  it('takes a cat-back system on a rusted-out exhaust as the repair it is', () => {
    expect(
      flags(
        'The whole exhaust is rusted out and dragging on the road. Shop quoted a cat-back system $1,150.',
        true,
      ),
    ).toEqual([]);
  });

  it('does not read "the rest of your exhaust system looks good" as a sale', () => {
    const r = review(
      'The shop looked underneath. Two mufflers and two tailpipes, the rest of your exhaust system looks good. About $375.',
    );
    expect(r.services.map((s) => s.name)).not.toContain('Exhaust system (complete)');
    expect(r.unnecessaryItems).toEqual([]);
  });
});

describe('a particulate filter sold on a warning light', () => {
  it('asks for a regeneration, a cleaning and the sensors first, in a shop list or a story', () => {
    expect(flags('DPF replacement 2,850.00\nLabour 2.0 h 320.00').map((f) => f.item)).toEqual([
      'DPF replacement',
    ]);
    expect(
      flags(
        'The engine light came on, so I left it at a chain workshop. The verdict: the particulate filter had to be replaced.',
        true,
      ),
    ).toHaveLength(1);
  });

  it('takes a filter that would not regenerate and is in limp mode as needed', () => {
    expect(
      flags(
        'The car went into limp mode and a forced regeneration failed twice. Dealer quotes a new DPF at $2,600.',
        true,
      ),
    ).toEqual([]);
  });
});
