import type { EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { loadMaintenanceMinder, readMinderCode } from './maintenance-minder';
import { reviewEstimate } from './review-estimate';
import type { ReviewVehicle } from './review-vehicle';

/** Honda's Maintenance Minder codes on a shop's estimate (ADR 104). */

const minder = loadMaintenanceMinder();
const knowledge = testKnowledge();
const ctx = costContext('OH', { min: 110, max: 150 });
const odyssey = reviewVehicle({ year: 2019, make: 'Honda', model: 'Odyssey', mileage: 7_500 });

function review(text: string, vehicle: Partial<ReviewVehicle> = {}): EstimateReview {
  return reviewEstimate(text, { ...odyssey, ...vehicle }, ctx, false, knowledge.estimate);
}

function verdicts(r: EstimateReview): Record<string, string | undefined> {
  return Object.fromEntries(r.services.map((s) => [s.name, s.verdict]));
}

function flagText(r: EstimateReview, item: RegExp): string | undefined {
  const flag = r.unnecessaryItems.find((u) => typeof u !== 'string' && item.test(u.item));
  return typeof flag === 'string' ? flag : flag && [...flag.details, flag.note].join(' ');
}

const codeOf = (text: string) => readMinderCode(text, 'Honda', minder)?.due.code ?? null;

describe('reading a Maintenance Minder code', () => {
  it.each([
    ['B1 service $279.95', 'B1'],
    ['Maintenance Minder B12 service - $389', 'B12'],
    ['Maintenance Minder: B12', 'B12'],
    ['B-12 service', 'B12'],
    ['the car is due for its A13 service', 'A13'],
    ['code B 1 2 came up on the dash', 'B12'],
    ['the dash says b17', 'B17'],
    ['My Maintenance Minder says B12.', 'B12'],
    ['A Service $89.95', 'A'],
    ['Took it in for the A service', 'A'],
    ['They said it needed Service B', 'B'],
    ['B12 maint $389', 'B12'],
  ])('reads %j as %s', (text, code) => {
    expect(codeOf(text)).toBe(code);
  });

  it.each([
    'A service advisor told me the brakes were low',
    'took it in for a service and they found a leak',
    'the paint is in A1 condition',
    'They quoted a 2 hour labor charge for the service',
    'a 4 wheel alignment service',
    'Service A/C system - recharge $189',
    'I declined the service b/c it was too expensive',
    'code B1157 in the body module, service needed',
    'Last year I had the B127 service done',
  ])('reads no code in %j', (text) => {
    expect(codeOf(text)).toBeNull();
  });

  it('does not join a sub-item to a mileage after it: "B1 5,000 mile service"', () => {
    expect(codeOf('B1 5,000 mile service $279')).toBe('B1');
  });

  it('reads codes on Hondas and Acuras only: "Service B" on a Mercedes is its own package', () => {
    expect(readMinderCode('B1 service', 'Acura', minder)?.due.code).toBe('B1');
    expect(readMinderCode('Service B due', 'Mercedes-Benz', minder)).toBeNull();
  });

  it('takes what is due from the car’s display, and the package from the code sold', () => {
    const reading = readMinderCode('My dash shows A1.\nB12 service $389', 'Honda', minder);
    expect(reading?.due.code).toBe('A1');
    expect(reading?.sold.map((c) => c.code)).toEqual(['B12']);
  });
});

describe('a dealer quote for a B1 service with extras, 2019 Odyssey at 7,500 miles', () => {
  const result = review(
    ['B1 service $279.95', 'Brake fluid flush $129.95', 'Fuel injection cleaning $149.95'].join(
      '\n',
    ),
  );

  it('prices the B1 service as the oil and filter change and the tire rotation it is', () => {
    const b1 = result.services.find((s) => /Oil change/.test(s.name));
    expect(b1?.name).toMatch(/Tire rotation/);
    expect(b1?.verdict).toBe('above-fair');
  });

  it('flags the brake fluid: the code given does not call for sub-item 7', () => {
    expect(verdicts(result)['Brake fluid flush']).toBe('premature');
    expect(flagText(result, /Brake fluid/)).toMatch(/sub-item 7.*code given is B1/);
  });

  it('asks to see the code on the dashboard', () => {
    expect(result.questionsToAsk[0]).toMatch(
      /Maintenance Minder code on the dashboard\? B1 calls for: .*\. Which items/,
    );
  });
});

describe('what the code calls for is due by the car’s own count', () => {
  it('does not call the coolant of a B125 service premature on a young car', () => {
    const result = review('Maintenance Minder B125 service $529');
    expect(result.unnecessaryItems).toEqual([]);
  });

  it('flags an item billed again beside the package that includes it', () => {
    const result = review('B17 service $329\nBrake fluid flush $129');
    expect(flagText(result, /Brake fluid/)).toMatch(/Billed twice: already in the B17 service/);
  });

  it('reads the shop’s own list after the code once, not the code’s items again', () => {
    const result = review('A1 service: Oil change, Tire rotation $89');
    expect(result.services.filter((s) => /Tire rotation/.test(s.name))).toHaveLength(1);
  });

  it('still flags an add-on the code never calls for beside it', () => {
    const result = review('A1 service $120\nPremium oil change package $129');
    expect(verdicts(result)['Oil change (conventional) + Tire rotation']).not.toBe('not-needed');
    expect(result.unnecessaryItems).not.toEqual([]);
  });

  it('still flags what the car cannot have: a timing belt on a chain-driven Civic', () => {
    const civic = { year: 2018, make: 'Honda', model: 'Civic', timingDrive: 'chain' as const };
    const result = review('B14 service $689\nTiming belt replacement $650', civic);
    expect(verdicts(result)['Timing belt replacement']).toBe('not-applicable');
  });

  it('flags a service another sub-item calls for, and not a filter on the package’s price', () => {
    const result = review('Maintenance Minder B12 service - $389\nCoolant flush $139', {
      mileage: 45_000,
    });
    expect(flagText(result, /air filter/)).toBeUndefined();
    expect(verdicts(result)['Coolant flush / exchange']).toBe('premature');
  });

  it('flags the package’s items the car’s display does not show', () => {
    const result = review('My dash shows A1.\nB12 service $389');
    expect(result.unnecessaryItems).not.toEqual([]);
    expect(JSON.stringify(result.unnecessaryItems)).toMatch(/code given is A1/);
  });
});

describe('the forms a priced code line takes', () => {
  const packageOf = (text: string) =>
    review(text, { make: 'Honda', model: 'Civic', year: 2019, mileage: 30_000 }).services.map(
      (s) => s.name,
    );

  it.each([
    'Maintenance Minder: B12 $389',
    'MAINTENANCE MINDER B12 $389',
    'Maintenance minder shows B12 and the shop quoted B12 service $389',
  ])('reads %j as the B12 items, not the generic package', (text) => {
    expect(packageOf(text)).toEqual([
      'Oil change (conventional) + Tire rotation + Engine air filter + Cabin air filter',
    ]);
  });

  it('reads a bare "Service B $89" as the oil and filter change', () => {
    expect(packageOf('Service B $89')).toEqual(['Oil change (conventional)']);
  });

  it('reads a code of four sub-items: the dash shows A1, the shop wants B1235', () => {
    const result = review('The dash shows A1. The shop wants B1235 service $899');
    expect(result.services[0]?.name).toMatch(/Transmission fluid.*Coolant/);
    expect(flagText(result, /coolant/i)).toMatch(/code given is A1/);
  });

  it('tells the car’s code in the owner’s story from the code the shop sells', () => {
    const result = review('My dash says B1 service due.\nShop quote:\nB12 service $389');
    expect(flagText(result, /cabin air filter/i)).toMatch(/code given is B1/);
  });

  it('prefers the dashboard to an advisor on the same line', () => {
    const result = review(
      'The advisor said I need the B12 service but my dash shows A1.\nB12 service $389',
    );
    expect(flagText(result, /engine air filter/i)).toMatch(/code given is A1/);
  });

  it('prices each code sold on its own line', () => {
    expect(packageOf('A1 service $89\nB12 service $389')).toHaveLength(2);
  });

  it('reads a list after a dash as the shop’s own contents', () => {
    expect(packageOf('B12 service - oil change, tire rotation, air filters $329')[0]).toMatch(
      /^Oil change.*Tire rotation.*air filter/,
    );
  });

  it('keeps the code’s items when the shop’s list names only an inspection', () => {
    expect(packageOf('B12 service $389 — includes brake inspection')[0]).toMatch(
      /Cabin air filter$/,
    );
  });

  it('does not take "already included" for an earlier visit', () => {
    expect(packageOf('B12 service $389 (oil change already included in price)')[0]).toMatch(
      /Cabin air filter$/,
    );
  });
});

describe('without a code', () => {
  it('says nothing of the Maintenance Minder and judges extras on the schedule as before', () => {
    const result = review('Oil change $79\nBrake fluid flush $129.95');
    expect(JSON.stringify(result)).not.toMatch(/Maintenance Minder/);
    expect(verdicts(result)['Oil change (conventional)']).toBe('fair');
  });

  it('still calls two filters on one line marked up on that line’s price', () => {
    const camry = { make: 'Toyota', model: 'Camry', mileage: 30_000 };
    const result = review('Engine air filter and cabin air filter $189', camry);
    expect(flagText(result, /air filter/)).toMatch(/Overpriced/);
  });
});
