import type { EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { reviewEstimate } from './review-estimate';

/**
 * How shops word the same upsell ("carbon clean", "de-carbonizing", "fuel induction", "TB
 * service"), a part pitched with no finding (a belt tensioner) and an extra-charge warranty,
 * each in the words an owner pastes (ADR 063).
 */

const knowledge = testKnowledge();
const ctx = costContext('CA', { min: 130, max: 175 });
const unknownMileage = reviewVehicle({
  year: 2016,
  make: 'Honda',
  model: 'Odyssey',
  mileage: 60_000,
  mileageKnown: false,
});

function review(text: string, symptomsMentioned = false): EstimateReview {
  return reviewEstimate(text, unknownMileage, ctx, symptomsMentioned, knowledge.estimate);
}

function flaggedItems(r: EstimateReview): string[] {
  return r.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item));
}

describe('wording variants of the induction and fuel services', () => {
  it.each([
    'Carbon clean $179',
    'Carbon cleaning service $179',
    'Top end de-carbonizing service $199',
    'BG fuel induction $149',
    'Injector service $129',
    'TB service $79',
    'PS fluid exchange $99',
  ])('flags "%s" with no symptom described', (line) => {
    expect(flaggedItems(review(line))).toHaveLength(1);
  });

  it('does not take the word "carbon" in the service name as evidence of carbon', () => {
    const result = review('They recommended a carbon cleaning service for $179.');
    expect(result.verdict).toBe('unnecessary-items');
  });

  it('still accepts a symptom the owner describes', () => {
    const result = review('My car idles rough and hesitates.\nCarbon cleaning service $179', true);
    expect(flaggedItems(result)).toEqual([]);
  });
});

describe('a belt tensioner sold with no finding', () => {
  it('asks for the finding when nothing calls for it', () => {
    const result = review('Oil change $49\nBelt tensioner $250');
    expect(flaggedItems(result)).toEqual(['Belt tensioner']);
  });

  it('accepts it when the shop or owner names a noise', () => {
    expect(flaggedItems(review('Oil change $49\nNoisy belt tensioner $250'))).toEqual([]);
  });

  it('accepts it as part of a timing belt and water pump job', () => {
    const result = review('Timing belt $600\nWater pump $250\nTensioner $120');
    expect(flaggedItems(result)).not.toContain('Tensioner');
  });
});

describe('an extra-charge parts warranty on a repair', () => {
  it('flags "three supplemental parts warranties" added to an A/C repair', () => {
    const result = review(
      'A/C compressor replacement $860\nThree supplemental parts warranties $60',
    );
    expect(flaggedItems(result)).toContain('Three supplemental parts warranties');
  });
});

describe('quick-lube abbreviations and misspellings', () => {
  it.each([
    ['Pwr strg fluid svc $99', 'Power steering fluid flush'],
    ['Fuel injection flush $139', 'Fuel system / injector cleaning'],
    ['AC evap cleaning $89', 'A/C odour treatment / evaporator cleaning'],
    ['Radiator service $119', 'Coolant flush / exchange'],
    ['Coolent flush $119', 'Coolant flush / exchange'],
    ['Transmision flush $189', 'Transmission fluid service'],
  ])('reads "%s" as %s', (line, service) => {
    expect(review(line).services.map((s) => s.name)).toEqual([service]);
  });
});

describe('a bundle of fluid flushes', () => {
  it('asks first about "flush all fluids" sold as one package', () => {
    const result = review('Flush all fluids $399');
    expect(result.services.map((s) => s.verdict)).toEqual(['ask-first']);
  });

  it('judges the flushes one by one when the estimate also lists them', () => {
    const result = review('Fluid flush package $399\nPower steering flush $129');
    expect(flaggedItems(result)).toEqual(['Power steering flush']);
  });
});

describe('a clutch fluid exchange', () => {
  it('is read as a fluid service, not a clutch replacement, and asked about without the mileage', () => {
    const result = review('Clutch fluid exchange $89');
    expect(result.services.map((s) => [s.name, s.verdict])).toEqual([
      ['Clutch fluid flush', 'ask-first'],
    ]);
  });
});

describe('more ways shops and owners name the fluid and cleaning services', () => {
  it.each([
    ['Transmission exchange $229.99', 'Transmission fluid service'],
    ['A/T fluid exchange $210', 'Transmission fluid service'],
    ['F/I service $140', 'Fuel system / injector cleaning'],
    ['They want to do a radiator fluid change for $139.', 'Coolant flush / exchange'],
    ['BG brake service $119', 'Brake fluid flush'],
    ['BG Frigi-Fresh $89', 'A/C odour treatment / evaporator cleaning'],
    ['Cooling system exchange $179.95', 'Coolant flush / exchange'],
    ['Fuel injector purge $129.95', 'Fuel system / injector cleaning'],
  ])('reads "%s" as %s and asks about it with no mileage or symptom', (text, name) => {
    const result = review(text);
    expect(result.services.map((s) => s.name)).toEqual([name]);
    expect(flaggedItems(result)).toHaveLength(1);
  });

  it('keeps injector cleaning and an intake decarbon as two services, not a new injector', () => {
    const result = review('They recommended fuel injector cleaning and an intake valve decarbon.');
    expect(result.services.map((s) => s.name)).toEqual([
      'Fuel system / injector cleaning',
      'Induction / intake cleaning',
    ]);
  });

  it('reads every item of a long list after "they recommended:" in an owner\'s story', () => {
    const result = review(
      'When I picked the car up the advisor recommended: BG fuel/air induction service, BG Frigi-Fresh, BG brake service and a BG power steering service.',
    );
    expect(flaggedItems(result)).toHaveLength(4);
  });
});

describe("an owner's short sentence about what the shop said", () => {
  it('reads "Jiffy Lube said I need new brakes" as brakes, not a brake clean-and-lube', () => {
    const result = review('Jiffy Lube said I need new brakes and a wheel alignment.');
    expect(result.services.map((s) => s.name)).not.toContain('Brake clean, lube and adjust');
    expect(result.services.map((s) => s.name)).toContain('Brake pads (one axle)');
  });

  it('still reads a brake clean and lube on a shop line', () => {
    expect(review('Brake clean and lube $99').services.map((s) => s.name)).toEqual([
      'Brake clean, lube and adjust',
    ]);
  });

  it('ties the price in "They wanted $129 to clean and adjust the rear brakes." to the brake service', () => {
    const result = review('They wanted $129 to clean and adjust the rear brakes.');
    expect(result.services.map((s) => [s.name, s.shopEstimate])).toEqual([
      ['Brake clean, lube and adjust', 129],
    ]);
    expect(flaggedItems(result)).toHaveLength(1);
  });

  it('reads "get my brake lines flushed" as a brake fluid flush', () => {
    const result = review('They told me I need to get my brake lines flushed.');
    expect(result.services.map((s) => s.name)).toEqual(['Brake fluid flush']);
  });
});

describe('a tire-pressure fault and "all the flushes"', () => {
  it('reads a tire-pressure fault as the TPMS, not a set of new tires', () => {
    const result = review('They want $169 to diagnose a tire pressure fault.');
    expect(result.services.map((s) => s.name)).toEqual(['TPMS sensor']);
  });

  it('reads "all the flushes" as the fluid flush package and asks about it', () => {
    const result = review('They tried to sell me all the flushes for $650.');
    expect(result.services.map((s) => s.name)).toEqual(['Fluid flush package (several fluids)']);
    expect(flaggedItems(result)).toHaveLength(1);
  });
});

describe('a key fob battery is not the car battery', () => {
  it('prices the coin cell in the remote, not a 12-volt battery, and calls $85 marked up', () => {
    const result = review(
      'The dash says the battery in the key fob is low. The dealer wants $85 to put a new one in the remote.',
    );
    expect(result.services.map((s) => s.name)).toEqual(['Key fob battery']);
    expect(result.verdict).toBe('overpriced');
  });

  it('still reads "battery" alone as the car battery', () => {
    expect(review('New battery $189').services.map((s) => s.name)).toEqual([
      '12-volt battery replacement',
    ]);
  });
});

describe('an inspection named as the deadline, not as work', () => {
  it('does not price "before my next state inspection" as an inspection', () => {
    const result = review(
      'They told me the rear shocks have to be replaced before my next state inspection, $640.',
    );
    expect(result.services.map((s) => s.name)).not.toContain('Inspection');
  });

  it('does not read "so it will pass inspection" as an inspection either', () => {
    const result = review('The shop says I need new wiper blades so it will pass inspection.');
    expect(result.services.map((s) => s.name)).toEqual(['Wiper blades']);
  });

  it('still reads an inspection the shop charges for', () => {
    const result = review('State inspection $35');
    expect(result.services.map((s) => s.name)).toEqual(['Inspection']);
  });
});
