import { testKnowledge } from '../testing/knowledge';
import { knownPatternsFor } from './known-patterns';

const knowledge = testKnowledge();
/** A car well within every program's limits, so only make, model and year decide. */
const YOUNG = { powertrain: 'gas', ageYears: 2, mileage: 20_000, mileageKnown: true } as const;

describe('known failure patterns', () => {
  it('name only jobs that exist in the catalogue', () => {
    const jobs = new Set(knowledge.symptoms.model.jobs.map((j) => j.id));
    const named = knowledge.coverage.entries.flatMap((e) => e.pattern?.jobs ?? []);
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(named.filter((id) => !jobs.has(id))).toEqual([]);
  });

  it('match the make, model and years of the row', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, ...YOUNG }, knowledge.coverage);
    expect(patterns(2013, 'Hyundai', 'Sonata').get('rod-bearing-knock')).toMatch(
      /^Known on .*Hyundai.*connecting-rod bearings/,
    );
    expect(patterns(2012, 'Nissan', 'Altima').has('cvt-failure')).toBe(false);
    expect(patterns(2018, 'Nissan', 'Altima').get('cvt-failure')).toMatch(/settlement may cover/);
    expect(patterns(2016, 'Chevrolet', 'Silverado').get('torque-converter')).not.toMatch(
      /may cover/,
    );
    expect(patterns(2020, 'Toyota', 'Camry').get('fuel-pump')).toMatch(/recall/i);
    expect(patterns(2025, 'Toyota', 'Camry').size).toBe(0);
    expect(patterns(2024, 'Toyota', 'Camry').get('torque-converter')).toMatch(/eight-speed/);
    expect(patterns(2017, 'Chevrolet', 'Malibu').get('transmission-range-sensor')).toMatch(
      /'Shift to Park'/,
    );
    expect(patterns(2017, 'Subaru', 'Outback').get('parasitic-drain')).toMatch(/may cover/);
    expect(patterns(2014, 'Subaru', 'Outback').has('parasitic-drain')).toBe(false);
  });

  it('know the failures owners write about most, each with where it comes from', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, ...YOUNG }, knowledge.coverage);
    expect(patterns(2019, 'Jeep', 'Wrangler').get('tie-rod-ends')).toMatch(/death wobble/);
    expect(patterns(2017, 'Ford', 'Escape').get('cracked-block-or-head')).toMatch(/EcoBoost/);
    expect(patterns(2015, 'Nissan', 'Altima').get('cvt-failure')).toMatch(/may cover/);
    expect(patterns(2016, 'Nissan', 'Rogue').get('cvt-failure')).toMatch(/may cover/);
    expect(patterns(2012, 'Jeep', 'Grand Cherokee').get('noisy-lifter')).toMatch(/Pentastar/);
    expect(patterns(2017, 'Honda', 'Civic').get('ac-condenser')).toMatch(/condenser/);
    expect(patterns(2008, 'Subaru', 'Outback').get('head-gasket')).toMatch(/EJ25/);
    // Years outside a row's range do not carry it.
    expect(patterns(2021, 'Jeep', 'Wrangler').has('tie-rod-ends')).toBe(false);
    const rows = knowledge.coverage.entries.filter((e) => e.pattern);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(rows.every((e) => e.source.url.startsWith('http'))).toBe(true);
  });

  it('never sends the owner to a program the car has outgrown', () => {
    const rogue = (mileage: number) =>
      knownPatternsFor(
        { year: 2017, make: 'Nissan', model: 'Rogue', powertrain: 'gas', ageYears: 9, mileage, mileageKnown: true },
        knowledge.coverage,
      ).get('cvt-failure');
    expect(rogue(98_000)).toMatch(/program for it ends before your car's age or mileage/);
    expect(rogue(98_000)).not.toMatch(/Could this be free/);
    // Unknown mileage is no reason to give up on a program the age still fits.
    const unknown = knownPatternsFor(
      { year: 2017, make: 'Nissan', model: 'Rogue', powertrain: 'gas', ageYears: 6, mileage: 72_000, mileageKnown: false },
      knowledge.coverage,
    ).get('cvt-failure');
    expect(unknown).toMatch(/may cover/);
  });
});
