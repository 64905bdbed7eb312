import { analyse } from '../engine';
import { testKnowledge } from '../testing/knowledge';
import type { VehicleFacts } from '../types';
import { howHigh } from './review-verdict';

/**
 * What an owner's results page says about a whole estimate, read through the engine as the
 * product calls it (Scottsdale, AZ).
 */
const knowledge = testKnowledge();
const camry: VehicleFacts = { year: 2019, make: 'Toyota', model: 'Camry', mileage: 32_000 };

function reviewOf(description: string, vehicle: VehicleFacts = camry) {
  const outcome = analyse(
    { vehicle, zipCode: '85253', issueType: 'estimate', description, now: new Date('2026-11-27') },
    knowledge,
  );
  if (outcome.resultType !== 'estimate') throw new Error(outcome.resultType);
  return outcome.results.estimateReview;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('the fair range of a whole estimate', () => {
  it.each([
    'Transmission flush $189.99, Power steering flush $129.99, Coolant flush $149.99, Fuel injection service $159.99, Oil change $59.99',
    'Front brake pads and rotors $489.99, Cabin air filter $89, Wiper blades $49.99',
  ])('is one figure: headline = sum of the lines = the text (%s)', (estimate) => {
    const review = reviewOf(estimate);
    const lines = review.services.map((s) => s.priceRange);
    const sum = {
      min: lines.reduce((a, r) => a + r.min, 0),
      max: lines.reduce((a, r) => a + r.max, 0),
    };
    expect(review.averageCostInArea).toEqual(sum);
    expect(review.recommendations).toContain(
      `the fair range of ${dollars(sum.min)}-${dollars(sum.max)}`,
    );
  });
});

describe('a heading before the items', () => {
  const quote =
    'Shop quote at 32,000 miles: Transmission flush $189.99, Power steering flush $129.99, Coolant flush $149.99, Fuel injection service $159.99, Oil change $59.99, Shop supplies 10%';

  it('is context: no item, no shop called "32", and its mileage when the owner gave none', () => {
    const review = reviewOf(quote, { ...camry, mileage: null });
    expect(review.shopName).toBeUndefined();
    expect(review.vehicleInfo).toBe('2019 Toyota Camry, 32,000 miles');
    expect(review.services).toHaveLength(5);
    const page = [review.recommendations, ...review.questionsToAsk].join('\n');
    expect(page).not.toMatch(/Shop quote at|Not recogni[sz]ed/);
  });

  it('keeps the mileage the owner gave', () => {
    expect(reviewOf(quote, { ...camry, mileage: 41_000 }).vehicleInfo).toMatch(/41,000 miles/);
  });

  it('still finds a shop named after "from"', () => {
    expect(reviewOf("Estimate from Joe's Auto at 32,000 miles: Oil change $59.99").shopName).toBe(
      "Joe's Auto",
    );
  });

  it('lists a shop-supplies fee as a fee', () => {
    expect(reviewOf(quote).recommendations).toMatch(
      /Fees on top of the work: Shop supplies \(10%\)/,
    );
    expect(
      reviewOf('Oil change $59.99\nCabin air filter $49.99\nEnvironmental fee $4.95')
        .recommendations,
    ).toMatch(/Fees on top of the work: Environmental fee \(\$5\)/);
  });
});

describe('wording of prices and sources', () => {
  const estimate =
    'Front brake pads and rotors $1249.50\nCabin air filter $89\nCoolant flush $149.99';

  it('writes every amount as whole dollars with thousands separators', () => {
    const review = reviewOf(estimate);
    const page = [
      review.recommendations,
      ...review.questionsToAsk,
      ...review.unnecessaryItems.flatMap((i) => (typeof i === 'string' ? [i] : i.details)),
    ].join('\n');
    expect(page).toContain('"Front brake pads and rotors" $1,250 when');
    expect(page).not.toMatch(/\$\d+\.\d|\$\d{4}/);
  });

  it('says how far over the fair price a price is, by the ratio', () => {
    // Fair prices in November 2026 dollars (ADR 083): the 2024 range's top $740 is $820 then.
    expect(reviewOf(estimate).recommendations).toMatch(
      /Front brake pads and rotors at \$1,250 \(fair \$\d+-\$820, about 1\.5× the fair maximum\)/,
    );
    expect(howHigh(800, 740)).toBe('slightly high');
    expect(howHigh(900, 740)).toBe('well above the fair price');
    expect(howHigh(700, 740)).toBeNull();
  });

  it("quotes an item's price once", () => {
    const filter = reviewOf(estimate).unnecessaryItems.find(
      (i) => typeof i !== 'string' && i.item === 'Cabin air filter',
    );
    const details = typeof filter === 'string' ? [] : (filter?.details ?? []);
    expect(details.filter((d) => d.startsWith('Quoted at $89'))).toHaveLength(1);
  });

  const fluids = 'Transmission flush $189.99, Coolant flush $149.99';
  const sources = (vehicle: VehicleFacts) =>
    reviewOf(fluids, vehicle)
      .unnecessaryItems.flatMap((i) => (typeof i === 'string' ? [] : i.details))
      .filter((d) => d.startsWith('Source:'));

  it("cites a maker's manual only for that maker's cars", () => {
    const toyota = sources(camry);
    expect(toyota.length).toBeGreaterThan(0);
    expect(toyota.join('\n')).not.toMatch(/GMC|Nissan|BMW/);
    const sierra = sources({ year: 2019, make: 'GMC', model: 'Sierra 1500', mileage: 32_000 });
    expect(sierra.join('\n')).toMatch(/GMC Sierra owner's manual: DEX-COOL/);
  });
});
