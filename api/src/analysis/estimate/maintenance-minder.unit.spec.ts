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

function flagFor(r: EstimateReview, item: RegExp) {
  return r.unnecessaryItems.find((u) => typeof u !== 'string' && item.test(u.item));
}

describe('reading a Maintenance Minder code', () => {
  it.each([
    ['B1 service $279.95', 'B1'],
    ['Maintenance Minder B12 service - $389', 'B12'],
    ['the car is due for its A13 service', 'A13'],
    ['code b 1 2 came up on the dash', 'B12'],
    ['Took it in for the A service', 'A'],
    ['They said it needed Service B', 'B'],
  ])('reads %j as %s', (text, code) => {
    expect(readMinderCode(text, 'Honda', minder)?.code).toBe(code);
  });

  it.each([
    'A service advisor told me the brakes were low',
    'took it in for a service and they found a leak',
    'the paint is in A1 condition',
  ])('reads no code in %j', (text) => {
    expect(readMinderCode(text, 'Honda', minder)).toBeNull();
  });

  it('reads codes on Hondas and Acuras only: "Service B" on a Mercedes is its own package', () => {
    expect(readMinderCode('B1 service', 'Acura', minder)?.code).toBe('B1');
    expect(readMinderCode('Service B due', 'Mercedes-Benz', minder)).toBeNull();
  });

  it('lists what the code calls for', () => {
    expect(readMinderCode('B17 service', 'Honda', minder)?.items).toMatch(
      /oil and filter change.*tire rotation.*brake fluid/,
    );
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

  it('flags the brake fluid: the code shown does not call for sub-item 7', () => {
    expect(verdicts(result)['Brake fluid flush']).toBe('premature');
    const flag = flagFor(result, /Brake fluid/);
    expect(typeof flag === 'string' ? flag : flag?.details.join(' ')).toMatch(
      /sub-item 7.*code B1/,
    );
  });

  it('asks to see the code on the dashboard', () => {
    expect(result.questionsToAsk[0]).toMatch(/Maintenance Minder code on the dashboard\? B1/);
  });
});

describe('what the code calls for is due by the car’s own count', () => {
  it('does not flag the brake fluid of a B17 service on a young car', () => {
    const result = review('Maintenance Minder B17 service $329\nBrake fluid flush $129');
    expect(verdicts(result)['Brake fluid flush']).toBe('fair');
  });

  it('still flags what the car cannot have: a timing belt under sub-item 4 on a chain engine', () => {
    const result = review('B14 service $689\nTiming belt replacement $650', {
      timingDrive: 'chain',
    });
    expect(verdicts(result)['Timing belt replacement']).toBe('not-applicable');
  });

  it('does not call a filter in the package overpriced on the package’s price', () => {
    const result = review('Maintenance Minder B12 service - $389\nCoolant flush $139', {
      mileage: 45_000,
    });
    expect(flagFor(result, /air filter/)).toBeUndefined();
    expect(verdicts(result)['Coolant flush / exchange']).toBe('premature');
  });
});

describe('without a code', () => {
  it('says nothing of the Maintenance Minder and judges extras on the schedule as before', () => {
    const result = review('Oil change $79\nBrake fluid flush $129.95');
    expect(JSON.stringify(result)).not.toMatch(/Maintenance Minder/);
    expect(verdicts(result)['Oil change (conventional)']).toBe('fair');
  });
});
