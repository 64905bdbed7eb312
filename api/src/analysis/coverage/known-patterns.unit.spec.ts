import { testKnowledge } from '../testing/knowledge';
import { vehicleProfile } from '../vehicle/vehicle-profile';
import { checkCoverage, fitsVehicle } from './check-coverage';
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
    expect(patterns(2021, 'Ford', 'F-250').has('tie-rod-ends')).toBe(false);
    expect(patterns(2016, 'Jeep', 'Cherokee').has('front-end-death-wobble')).toBe(false);
    // A solid front axle shakes this way in any year: every Wrangler, the XJ Cherokee, Ram HD.
    expect(patterns(2023, 'Jeep', 'Wrangler').get('front-end-death-wobble')).toMatch(/solid/);
    expect(patterns(1998, 'Jeep', 'Cherokee').get('front-end-death-wobble')).toMatch(/^Known on 1984-2001 Jeep Cherokee/);
    expect(patterns(2012, 'Ram', '2500').get('front-end-death-wobble')).toMatch(/track bar/);
    const rows = knowledge.coverage.entries.filter((e) => e.pattern);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(rows.every((e) => e.source.url.startsWith('http'))).toBe(true);
  });

  it('know the recalls and patterns of common 2008-2022 cars, for the right years and engine only', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, ...YOUNG }, knowledge.coverage);
    // "My 2019 Crosstrek died at a light and wouldn't restart; the code says misfire."
    expect(patterns(2019, 'Subaru', 'Crosstrek').get('ignition-coil')).toMatch(
      /^Known on 2018-2019 Subaru Crosstrek.*ignition coil.*a recall may cover it/,
    );
    expect(patterns(2020, 'Subaru', 'Crosstrek').has('ignition-coil')).toBe(false);
    expect(patterns(2016, 'Subaru', 'Impreza').has('ignition-coil')).toBe(false);
    // "I add a quart of oil every 1,500 miles to my 2012 Silverado 5.3."
    expect(patterns(2012, 'Chevrolet', 'Silverado').get('worn-piston-rings')).toMatch(
      /with the 5\.3L V8 \(LC9\): the V8 burns oil/,
    );
    expect(patterns(2010, 'Chevrolet', 'Silverado').has('worn-piston-rings')).toBe(false);
    // "The driver's window switch on my 2008 Camry got sticky and smelled hot."
    expect(patterns(2008, 'Toyota', 'Camry').get('window-switch')).toMatch(/recall may cover/);
    expect(patterns(2010, 'Toyota', 'Camry').has('window-switch')).toBe(false);
    // "Brake pedal is rock hard on cold mornings in my 2012 Grand Cherokee."
    expect(patterns(2012, 'Jeep', 'Grand Cherokee').get('brake-booster')).toMatch(/freeze/);
    expect(patterns(2015, 'Jeep', 'Grand Cherokee').has('brake-booster')).toBe(false);
    // A neighbouring model of the same make and year does not carry it.
    expect(patterns(2019, 'Subaru', 'Outback').has('ignition-coil')).toBe(false);
  });

  it('keep a pattern a recall limits to salt-belt states to cars in those states', () => {
    // "A loud bang from the front of my 2011 Sonata and now it sits low on one corner."
    const spring = (state: string | null) =>
      knownPatternsFor(
        { year: 2011, make: 'Hyundai', model: 'Sonata', ...YOUNG },
        knowledge.coverage,
        state,
      ).get('broken-coil-spring');
    expect(spring('OH')).toMatch(/coil spring/i);
    expect(spring('AZ')).toBeUndefined();
    // Without a ZIP the state is unknown, and the pattern is not ruled out.
    expect(spring(null)).toMatch(/coil spring/i);
  });

  it('know the Hyundai and Kia engine recalls for the right model, year and engine', () => {
    const patterns = (year: number, make: string, model: string, powertrain: 'gas' | 'hybrid' = 'gas') =>
      knownPatternsFor({ year, make, model, ...YOUNG, powertrain }, knowledge.coverage);
    const isRecall = (year: number, make: string, model: string, powertrain: 'gas' | 'hybrid' = 'gas') =>
      knowledge.coverage.entries.some(
        (e) =>
          e.kind === 'recall' &&
          (e.pattern?.jobs.includes('rod-bearing-knock') ?? false) &&
          fitsVehicle(e, { year, make, model, powertrain }),
      );
    // "My 2015 Forte started knocking louder the faster I rev it, then the oil light came on."
    expect(patterns(2015, 'Kia', 'Forte').get('rod-bearing-knock')).toMatch(/connecting-rod bearings/);
    expect(isRecall(2015, 'Kia', 'Forte')).toBe(true);
    expect(isRecall(2016, 'Kia', 'Forte')).toBe(false);
    // "Knocking from the engine of my 2012 Sportage 2.4."
    expect(isRecall(2012, 'Kia', 'Sportage')).toBe(true);
    expect(isRecall(2014, 'Kia', 'Sportage')).toBe(false);
    // The hybrid's own recall does not reach the gas car of the same name, nor the other way.
    expect(isRecall(2017, 'Kia', 'Optima Hybrid', 'hybrid')).toBe(true);
    expect(isRecall(2011, 'Hyundai', 'Sonata Hybrid', 'hybrid')).toBe(true);
    expect(isRecall(2016, 'Hyundai', 'Veloster')).toBe(true);
    expect(isRecall(2014, 'Hyundai', 'Veloster')).toBe(false);
    expect(isRecall(2017, 'Hyundai', 'Tucson')).toBe(true);
    expect(isRecall(2016, 'Hyundai', 'Tucson')).toBe(false);
  });

  it('know the patterns of other makes owners write about, only for the years the source names', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, ...YOUNG }, knowledge.coverage);
    // "The touchscreen on my 2015 ATS has bubbles and doesn't respond when I press it."
    expect(patterns(2015, 'Cadillac', 'ATS').get('infotainment-unit')).toMatch(/CUE touchscreen/);
    expect(patterns(2018, 'Cadillac', 'ATS').has('infotainment-unit')).toBe(false);
    expect(patterns(2013, 'Cadillac', 'Escalade').has('infotainment-unit')).toBe(false);
    // "2013 JX35 shudders when I pull away from a light."
    expect(patterns(2013, 'Infiniti', 'JX35').get('cvt-failure')).toMatch(/warranty extension or settlement may cover/);
    expect(patterns(2012, 'Infiniti', 'JX35').has('cvt-failure')).toBe(false);
    // "Clutch pedal on my 2014 Dart went to the floor and stayed there."
    expect(patterns(2014, 'Dodge', 'Dart').get('clutch-hydraulics')).toMatch(/sticks to the floor/);
    expect(patterns(2016, 'Dodge', 'Dart').has('clutch-hydraulics')).toBe(false);
    // "Rattle at cold start on my 2012 Clubman S."
    expect(patterns(2012, 'MINI', 'Cooper S Clubman').get('timing-chain-stretch')).toMatch(/N16 or turbo N18/);
    expect(patterns(2016, 'MINI', 'Cooper S Clubman').has('timing-chain-stretch')).toBe(false);
  });

  it('know recalls and lawsuits tied to one engine, for the models and years that had it', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, ...YOUNG }, knowledge.coverage);
    // "Low oil pressure warning on my 2019 EcoSport and the engine started clattering."
    expect(patterns(2019, 'Ford', 'EcoSport').get('engine-internal-failure')).toMatch(
      /1\.0L EcoBoost.*oil-pump drive belt.*a recall may cover it/,
    );
    expect(patterns(2017, 'Ford', 'EcoSport').has('engine-internal-failure')).toBe(false);
    // "After a -15 degree morning my 2014 Equinox was dumping oil out the back of the engine."
    expect(patterns(2014, 'Chevrolet', 'Equinox').get('rear-main-seal')).toMatch(/PCV orifice freezes/);
    expect(patterns(2015, 'Chevrolet', 'Malibu').has('rear-main-seal')).toBe(false);
    // "Smell gas around my 2008 IS 350."
    expect(patterns(2008, 'Lexus', 'IS 350').get('fuel-line-leak')).toMatch(/pulsation damper/);
    expect(patterns(2015, 'Lexus', 'IS 350').has('fuel-line-leak')).toBe(false);
    // "Carpet in my 2007 XC90 is soaked after rain."
    expect(patterns(2007, 'Volvo', 'XC90').get('sunroof-drain-clogged')).toMatch(/sunroof drain/);
    expect(patterns(2016, 'Volvo', 'XC90').has('sunroof-drain-clogged')).toBe(false);
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

  it('match a model by its whole name, however it is typed, and not a longer model number', () => {
    const patterns = (year: number, make: string, model: string) =>
      knownPatternsFor({ year, make, model, ...YOUNG }, knowledge.coverage);
    expect(patterns(2021, 'Mazda', 'CX-5').get('infotainment-unit')).toMatch(/Mazda/);
    expect(patterns(2023, 'Mazda', 'CX5 Touring').get('infotainment-unit')).toMatch(/Mazda/);
    // The CX-50 and CX-30 are other cars, not a CX-5 or CX-3 with more written after it.
    expect(patterns(2023, 'Mazda', 'CX-50').has('infotainment-unit')).toBe(false);
    expect(patterns(2021, 'Mazda', 'CX-30').has('infotainment-unit')).toBe(false);
    expect(patterns(2017, 'Honda', 'CRV').get('fuel-oil-dilution')).toMatch(/1\.5L turbo/);
    expect(patterns(2017, 'Honda', 'CR-V EX-L').get('fuel-oil-dilution')).toMatch(/1\.5L turbo/);
    expect(patterns(2018, 'Lexus', 'ES350').get('fuel-pump')).toMatch(/recall/i);
    expect(patterns(2007, 'Saturn', 'Ion 2').get('eps-fault')).toMatch(/power steering/);
  });

  describe('on a car whose engine or gearbox the owner names', () => {
    const NOW = new Date('2026-11-29T00:00:00Z');
    const car = (year: number, make: string, model: string, description: string) => ({
      year,
      make,
      model,
      ...vehicleProfile({ year, make, model, mileage: 90_000 }, NOW, knowledge.vehicles, description),
    });

    it("leave out a pattern of another engine the model was sold with", () => {
      const burns = (description: string) =>
        knownPatternsFor(car(2006, 'Nissan', 'Altima', description), knowledge.coverage).get(
          'worn-piston-rings',
        );
      expect(burns('My Altima with the 3.5 V6 burns a quart of oil every 1,000 miles')).toBeUndefined();
      expect(burns('My 2.5L Altima burns a quart of oil every 1,000 miles')).toMatch(/2\.5L/);
      // Not saying which engine rules nothing out.
      expect(burns('My Altima burns a quart of oil every 1,000 miles')).toMatch(/piston rings/);
    });

    it("tell the first-generation 3.5 EcoBoost's chain stretch from the later engine's phasers", () => {
      const rattle = (year: number, description: string) =>
        knownPatternsFor(car(year, 'Ford', 'F-150', description), knowledge.coverage).get(
          'timing-chain-stretch',
        );
      const coldStart = 'rattles for a couple of seconds on a cold start';
      expect(rattle(2013, `my 3.5 EcoBoost ${coldStart}`)).toMatch(/timing chain stretches/);
      expect(rattle(2013, `my 5.0 V8 ${coldStart}`)).toBeUndefined();
      // From 2017 the rattle is the cam phasers' (a row of its own).
      expect(rattle(2018, `my 3.5 EcoBoost ${coldStart}`)).toMatch(/cam phasers rattle/);
    });

    it('leave out a dual-clutch pattern, and its program, on a manual', () => {
      const manual = car(2014, 'Ford', 'Focus', 'my 5 speed manual Focus shudders pulling away');
      const automatic = car(2014, 'Ford', 'Focus', 'my Focus shudders pulling away in first gear');
      const pattern = (vehicle: typeof manual) =>
        knownPatternsFor(vehicle, knowledge.coverage).get('dual-clutch-transmission');
      expect(pattern(manual)).toBeUndefined();
      expect(pattern(automatic)).toMatch(/dual-clutch/);
      // Within the programs' 7 years / 100,000 miles, as these cars once were.
      const programs = (vehicle: typeof manual) =>
        checkCoverage(
          'symptoms',
          ['dual-clutch-transmission'],
          { ...vehicle, ageYears: 3, mileage: 40_000 },
          null,
          knowledge.coverage,
        )
          .matches.map((m) => m.title)
          .join(' ');
      expect(programs(manual)).not.toMatch(/PowerShift|DPS6|clutch/i);
      expect(programs(automatic)).toMatch(/clutch/i);
    });

    it('keep the engine the owner names even where the model year records lack it', () => {
      const profile = car(2013, 'Chevrolet', 'Silverado', 'the 5.3 V8 in my truck ticks');
      expect(profile.facts?.engines).toEqual({
        value: [{ displacementL: 5.3, model: null, cylinders: null }],
        source: 'description',
      });
    });
  });
});
