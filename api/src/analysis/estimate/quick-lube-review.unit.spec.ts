import type { EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { namedRepairs } from './named-repairs';
import { reviewEstimate } from './review-estimate';
import type { ReviewVehicle } from './review-vehicle';

/** The classic quick-lube list, judged the way a consumer advocate with the manual open would. */

const knowledge = testKnowledge();

const camry = reviewVehicle({ year: 2019, make: 'Toyota', model: 'Camry', mileage: 32_000 });
const ctx = costContext('CA', { min: 130, max: 175 });

const QUICK_LUBE = [
  'Oil change $59.99',
  'Transmission flush $189.99',
  'Power steering flush $129.99',
  'Coolant flush $149.99',
  'Fuel injection service $159.99',
].join('\n');

function review(text: string, vehicle: Partial<ReviewVehicle> = {}): EstimateReview {
  return reviewEstimate(
    text,
    reviewVehicle({ ...camry, ...vehicle }),
    ctx,
    false,
    knowledge.estimate,
  );
}

function verdicts(r: EstimateReview): Record<string, string | undefined> {
  return Object.fromEntries(r.services.map((s) => [s.name, s.verdict]));
}

describe('the quick-lube list on a 2019 Camry at 32,000 miles', () => {
  const result = review(QUICK_LUBE);

  it('flags the four flushes and services, and not the oil change', () => {
    expect(result.verdict).toBe('unnecessary-items');
    expect(verdicts(result)).toEqual({
      'Oil change (conventional)': 'fair',
      'Transmission fluid service': 'premature',
      'Power steering fluid flush': 'not-applicable',
      'Coolant flush / exchange': 'premature',
      'Fuel system / injector cleaning': 'not-needed',
    });
  });

  it('labels every flagged line in the table as flagged, never as fair', () => {
    const flagged = result.services.filter((s) => s.verdict !== 'fair');
    expect(flagged).toHaveLength(result.unnecessaryItems.length);
  });

  it('says the power-steering flush does not apply because the car steers electrically', () => {
    const item = result.unnecessaryItems.find(
      (u) => typeof u !== 'string' && /power steering/i.test(u.item),
    );
    expect(typeof item === 'string' ? item : item?.details.join(' ')).toMatch(
      /electric power steering/,
    );
  });

  it('judges a power-steering flush on a car that steers with fluid by its schedule instead', () => {
    const r = review('Power steering flush $129.99', { model: '4Runner', mileage: 40_000 });
    expect(r.services[0]?.verdict).toBe('premature');
  });

  it('names no repair for the coverage check, so the page shows no "could this be free?" box', () => {
    expect(namedRepairs(result.services, knowledge.estimate.services)).toEqual([]);
  });

  it('gives each flag its reason and the public source of the rule behind it', () => {
    const details = (name: RegExp) => {
      const item = result.unnecessaryItems.find((u) => typeof u !== 'string' && name.test(u.item));
      return typeof item === 'string' || item === undefined ? '' : item.details.join(' ');
    };
    expect(details(/fuel injection/i)).toMatch(/Source: NBC4 Los Angeles/);
    expect(details(/power steering/i)).toMatch(/Source: APA \/ CTV W5/);
    // A GM owner's manual is no source for a Toyota: the first source about any car is shown.
    expect(details(/coolant/i)).toMatch(/Source: New Jersey Attorney General vs Brake-O-Rama/);
    expect(details(/transmission/i)).toMatch(/mark the filter|handed back/);
  });

  it('says the parts / labour split is ours when the estimate gives only job prices', () => {
    expect(result.splitSource).toBe('our-estimate');
    expect(review('Parts $120\nLabor $200\nCoolant flush').splitSource).toBe('estimate');
  });
});

describe('the same list when the mileage is unknown', () => {
  const result = review(QUICK_LUBE, { mileage: 60_000, mileageKnown: false, ageYears: 7 });

  it('still judges each item and says what would make it due', () => {
    const notes = result.unnecessaryItems.map((u) => (typeof u === 'string' ? u : (u.note ?? '')));
    expect(notes).toHaveLength(4);
    expect(notes.filter((n) => /unless your owner's manual/.test(n)).length).toBeGreaterThanOrEqual(
      1,
    );
    // Toyota lists no transmission fluid change for normal driving, whatever the mileage.
    expect(notes).toContainEqual(expect.stringMatching(/maker's schedule lists no change/));
    expect(verdicts(result)['Oil change (conventional)']).toBe('fair');
  });

  it("says what the maker's schedule usually calls for and asks for the mileage", () => {
    const coolant = result.unnecessaryItems.find(
      (u) => typeof u !== 'string' && /coolant/i.test(u.item),
    );
    const text = typeof coolant === 'string' ? coolant : (coolant?.details.join(' ') ?? '');
    expect(text).toMatch(/usually calls for it at about 100,000 miles or 10 years/);
    expect(text).toMatch(/tell us the mileage/);
  });
});

describe('a leak repair that does not match the fluid the owner saw', () => {
  const gasket = 'Oil pan gasket $450';

  it('asks first when the owner saw red fluid and the shop quotes an engine-oil gasket', () => {
    const r = review(`There is a drip of red fluid under the car.\n${gasket}`);
    expect(r.services[0]?.verdict).toBe('ask-first');
    expect(JSON.stringify(r.unnecessaryItems)).toMatch(/engine oil is amber to black/);
  });

  it('lets the same gasket stand when the owner saw dark oil on the ground', () => {
    const r = review(`Dark brown oil on the ground every morning and it is low on oil.\n${gasket}`);
    expect(r.services[0]?.verdict).not.toBe('ask-first');
  });
});

describe("the maker's own interval", () => {
  const brakeFluid = 'Brake fluid flush $119.99';

  it('lets a brake-fluid change stand on a two-year-old BMW (BMW says every 2 years)', () => {
    const bmw = { make: 'BMW', model: '330i', segment: 'european' as const, ageYears: 2 };
    expect(review(brakeFluid, { ...bmw, mileage: 20_000 }).services[0]?.verdict).toBe('fair');
  });

  it('calls the same change on a two-year-old Camry premature (the usual 3 years)', () => {
    expect(review(brakeFluid, { ageYears: 2, mileage: 20_000 }).services[0]?.verdict).toBe(
      'premature',
    );
  });

  it("calls a Honda's coolant at 90,000 miles premature (Honda: 120,000 miles or 10 years)", () => {
    const honda = { make: 'Honda', model: 'Accord', mileage: 90_000, ageYears: 6 };
    expect(review('Coolant flush $149.99', honda).services[0]?.verdict).toBe('premature');
    expect(
      review('Coolant flush $149.99', { mileage: 90_000, ageYears: 6 }).services[0]?.verdict,
    ).toBe('fair');
  });
});

describe('time limits that differ by make', () => {
  const coolant = 'Coolant flush $149.99';

  it('lets a coolant change stand on a five-year-old Chevrolet at 60,000 miles (DEX-COOL: 5 years)', () => {
    const chevy = { make: 'Chevrolet', model: 'Malibu', mileage: 60_000, ageYears: 5 };
    expect(review(coolant, chevy).services[0]?.verdict).toBe('fair');
    expect(review(coolant, { mileage: 60_000, ageYears: 5 }).services[0]?.verdict).toBe(
      'premature',
    );
  });
});

describe("the makers' automatic-transmission intervals", () => {
  const atf = 'Transmission fluid service $229';

  it('calls an ATF service on a Silverado at 70,000 miles premature (GM: 100,000 miles normal)', () => {
    const silverado = { make: 'Chevrolet', model: 'Silverado', mileage: 70_000, ageYears: 6 };
    expect(review(atf, silverado).services[0]?.verdict).toBe('premature');
    expect(review(atf, { ...silverado, make: 'Nissan', model: 'Rogue' }).services[0]?.verdict).toBe(
      'fair',
    );
  });
});

describe('makers whose normal schedule lists no transmission or CVT fluid change', () => {
  const flagOf = (text: string, vehicle: Partial<ReviewVehicle>) => {
    const r = review(text, vehicle);
    const item = r.unnecessaryItems[0];
    return {
      verdict: r.services[0]?.verdict,
      said: typeof item === 'string' ? item : (item?.details.join(' ') ?? ''),
    };
  };

  it('asks first about "Transmission flush $189.99" on a 2017 Camry at 60,000 miles, with Toyota\'s reason', () => {
    const camry17 = { year: 2017, make: 'Toyota', model: 'Camry', mileage: 60_000, ageYears: 8 };
    const { verdict, said } = flagOf('Transmission flush $189.99', camry17);
    expect(verdict).toBe('ask-first');
    expect(said).toMatch(
      /Toyota's and Lexus's maintenance guides list no automatic transmission fluid change/,
    );
    expect(said).toMatch(/towing/);
  });

  it('asks first about "CVT fluid replacement $349" on a 2016 Subaru Crosstrek at 60,000 miles', () => {
    const crosstrek = {
      year: 2016,
      make: 'Subaru',
      model: 'Crosstrek',
      mileage: 60_000,
      ageYears: 9,
    };
    const { verdict, said } = flagOf('CVT fluid replacement $349', crosstrek);
    expect(verdict).toBe('ask-first');
    expect(said).toMatch(/CVT fluid as 'inspect'/);
  });

  it('asks first about a transmission flush on a 2017 Mazda3 at 60,000 miles (Skyactiv-Drive)', () => {
    const mazda3 = { year: 2017, make: 'Mazda', model: 'Mazda3', mileage: 60_000, ageYears: 8 };
    const { verdict, said } = flagOf('Transmission flush $189.99', mazda3);
    expect(verdict).toBe('ask-first');
    expect(said).toMatch(/Skyactiv-Drive/);
  });

  it('asks first about a transmission service on a 2018 Lexus RX at 75,000 miles', () => {
    const rx = { year: 2018, make: 'Lexus', model: 'RX 350', mileage: 75_000, ageYears: 7 };
    expect(flagOf('Transmission fluid service $229', rx).verdict).toBe('ask-first');
  });

  it('still calls the same flush premature on the Camry at 30,000 miles', () => {
    const camry17 = { year: 2017, make: 'Toyota', model: 'Camry', mileage: 30_000, ageYears: 8 };
    expect(flagOf('Transmission flush $189.99', camry17).verdict).toBe('premature');
  });

  it('lets the flush stand on the Camry when the owner tows a trailer', () => {
    const camry17 = { year: 2017, make: 'Toyota', model: 'Camry', mileage: 60_000, ageYears: 8 };
    expect(flagOf('Transmission flush $189.99 (tows a trailer)', camry17).verdict).toBe('fair');
  });

  it('lets a Mazda from before Skyactiv-Drive fall back to the usual interval', () => {
    const mazda6 = { year: 2008, make: 'Mazda', model: 'Mazda6', mileage: 60_000, ageYears: 17 };
    expect(flagOf('Transmission flush $189.99', mazda6).verdict).toBe('fair');
  });

  it('keeps a transmission service on an F-150 at 160,000 miles due (Ford: 150,000 miles)', () => {
    const f150 = { year: 2015, make: 'Ford', model: 'F-150', mileage: 160_000, ageYears: 10 };
    expect(flagOf('Transmission flush $189.99', f150).verdict).toBe('fair');
  });
});

describe('a fluid the maker calls a lifetime fill', () => {
  const atf = 'Transmission fluid service $289';
  const bmw = { make: 'BMW', model: 'X5', segment: 'european' as const, ageYears: 9 };

  it('asks first about an automatic transmission service on a BMW even at 90,000 miles', () => {
    expect(review(atf, { ...bmw, mileage: 90_000 }).services[0]?.verdict).toBe('ask-first');
  });

  it('lets the same service stand on a Nissan at 90,000 miles, where it is due', () => {
    const rogue = { make: 'Nissan', model: 'Rogue', mileage: 90_000, ageYears: 9 };
    expect(review(atf, rogue).services[0]?.verdict).toBe('fair');
  });

  const jeep = { make: 'Jeep', model: 'Grand Cherokee', ageYears: 7 };

  it("asks first about a Jeep's transmission, axle and brake fluid at 100,000 miles (Chrysler lists none for normal use)", () => {
    const result = review(`${atf}\nRear differential service $129\nBrake fluid flush $99`, {
      ...jeep,
      mileage: 100_000,
    });
    expect(result.services.map((s) => s.verdict)).toEqual(['ask-first', 'ask-first', 'ask-first']);
  });

  it('lets a Jeep brake fluid flush stand when a moisture test failed', () => {
    const result = review('Brake fluid flush $99 (fluid test failed, moisture 3%)', {
      ...jeep,
      mileage: 100_000,
    });
    expect(result.services[0]?.verdict).toBe('fair');
  });
});

describe('brake cleaning and adjusting sold on their own', () => {
  it('flags them without a brake complaint, citing the source', () => {
    const result = review('Brake cleaning service $89.99\nBrake adjustment $49.99');
    expect(result.unnecessaryItems).toHaveLength(2);
    const first = result.unnecessaryItems[0];
    const said = typeof first === 'string' ? first : first?.details.join(' ');
    expect(said).toContain('adjust themselves');
  });

  it('leaves them alone when the brakes squeal', () => {
    const result = review('Brake clean and lube $89.99 (front brakes squeal)');
    expect(result.unnecessaryItems).toHaveLength(0);
  });
});

describe('when the owner heard about it is not when it was done', () => {
  it('judges "recently the dealer wrote that I am due" as a pitch, not a repeat', () => {
    const result = review(
      'Recently the dealer wrote and called stating I am due for an oil change at 3,000 miles.',
      {
        year: 2001,
        make: 'Toyota',
        model: 'Avalon',
        mileage: 60_000,
        mileageKnown: false,
        ageYears: 9,
      },
    );
    const said = result.unnecessaryItems
      .map((i) => (typeof i === 'string' ? i : i.details.join(' ')))
      .join(' ');
    expect(said).toContain('3,000-mile oil change');
    expect(said).not.toContain('done recently');
  });
});

describe('a cheap filter at about its parts price', () => {
  const unknownMileage = { mileage: 60_000, mileageKnown: false, ageYears: 7 };
  const flagged = (text: string) =>
    review(text, unknownMileage).unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item));

  it('leaves "an air filter costing $22" alone: there is nothing to save by declining it', () => {
    expect(flagged('Spark plugs\nAir filter $22')).not.toContainEqual(
      expect.stringMatching(/air filter/i),
    );
  });

  it('still asks first about a filter sold at a quick-lube mark-up', () => {
    expect(flagged('Air filter $89.99')).toContainEqual(expect.stringMatching(/air filter/i));
  });
});

describe("the maker's own interval decides whether a fluid service is early", () => {
  const verdictOf = (text: string, vehicle: Partial<ReviewVehicle>) =>
    review(text, vehicle).services.map((s) => s.verdict);

  it('GM replaces brake fluid every five years: a flush on a three-year-old Equinox is early', () => {
    const equinox = { make: 'Chevrolet', model: 'Equinox', mileage: 30_000, ageYears: 3 };
    expect(verdictOf('Brake fluid flush $149', equinox)).toEqual(['premature']);
    expect(verdictOf('Brake fluid flush $149', { ...equinox, make: 'Honda' })).toEqual(['fair']);
  });

  it('Ford changes automatic transmission fluid at 150,000 miles: at 90,000 it is early', () => {
    const escape = { make: 'Ford', model: 'Escape', mileage: 90_000 };
    expect(verdictOf('Transmission fluid service $229', escape)).toEqual(['premature']);
    expect(verdictOf('Transmission fluid service $229', { ...escape, make: 'Nissan' })).toEqual([
      'fair',
    ]);
  });

  it('Mazda changes coolant first at 120,000 miles or 10 years', () => {
    const cx5 = { make: 'Mazda', model: 'CX-5', mileage: 85_000, ageYears: 7 };
    expect(verdictOf('Coolant flush $159', cx5)).toEqual(['premature']);
    expect(verdictOf('Coolant flush $159', { ...cx5, make: 'Toyota' })).toEqual(['fair']);
  });
});

describe('shop menus that name the additive maker', () => {
  it('flags "BG PF5 power steering" on a car with electric steering, oil change kept', () => {
    const flaggedItems = review(
      ['Oil change $59.99', 'BG PF5 power steering $139.99'].join('\n'),
    ).unnecessaryItems.map((i) => (typeof i === 'string' ? i : i.item));
    expect(flaggedItems).toEqual([expect.stringMatching(/power steering/i)]);
  });
});
