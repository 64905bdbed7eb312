import type { VehicleFacts } from '../types';
import { describedLitres, vehicleProfile } from './vehicle-profile';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const now = new Date('2025-06-01T00:00:00Z');
const car = (make: string, model: string, year = 2018, mileage: number | null = 80_000) =>
  vehicleProfile({ make, model, year, mileage } satisfies VehicleFacts, now, knowledge.vehicles);

describe('vehicleProfile: powertrain', () => {
  const told = (make: string, model: string, description: string) =>
    vehicleProfile({ make, model, year: 2014, mileage: null }, now, knowledge.vehicles, description)
      .powertrain;

  it("takes the powertrain from the owner's words only when the model is not recognised", () => {
    expect(told('Infiniti', '', 'my 2014 Infiniti hybrid needs a new hybrid battery')).toBe(
      'hybrid',
    );
    expect(told('Dacia', 'Spring', 'the wall charger shows a red light')).toBe('ev');
    expect(told('Honda', '', 'a plug-in hybrid with a charging fault')).toBe('phev');
    // A recognised model keeps its own powertrain, whatever the text says.
    expect(told('Honda', 'Civic', 'the hybrid next to me at the light')).toBe('gas');
    // An engine's supercharger or an electric window says nothing about the powertrain.
    expect(told('Jaguar', '', 'supercharger whine and the electric window stuck')).toBe('gas');
  });

  it("takes the gearbox of a model we do not list from the owner's words", () => {
    const gearbox = (make: string, model: string, description: string) =>
      vehicleProfile(
        { make, model, year: 2011, mileage: null },
        now,
        knowledge.vehicles,
        description,
      ).facts?.transmissions.value;
    expect(gearbox('Skoda', 'Superb', 'the 7-speed DSG has packed up')).toEqual(['dual-clutch']);
    expect(gearbox('Suzuki', 'Kizashi', 'the CVT whines')).toEqual(['cvt']);
    // "the owner's manual" names no gearbox
    expect(gearbox('Skoda', 'Superb', "as the owner's manual says")).not.toEqual(['manual']);
  });

  it('given a Tesla Model 3, is an EV with no timing drive', () => {
    const p = car('Tesla', 'Model 3');
    expect(p).toMatchObject({ powertrain: 'ev', timingDrive: 'none', recognised: true });
  });

  it.each([
    ['Toyota', 'Prius', 'hybrid'],
    ['toyota', 'prius prime', 'phev'],
    ['Toyota', 'RAV4 Prime', 'phev'],
    ['Ford', 'Escape Hybrid', 'hybrid'],
    ['Lexus', 'RX 450h', 'hybrid'],
    ['Chevrolet', 'Volt', 'phev'],
    ['Chrysler', 'Pacifica Hybrid', 'phev'],
    ['Nissan', 'Leaf SV', 'ev'],
    ['Kia', 'Niro EV', 'ev'],
    ['Hyundai', 'Ioniq 5', 'ev'],
    ['Volkswagen', 'Jetta TDI', 'diesel'],
    ['Ram', '2500', 'gas'],
    ['Ram', '2500 Cummins', 'diesel'],
    ['Ford', 'Maverick', 'gas'],
    ['BMW', '328d', 'diesel'],
    ['BMW', 'X5 xDrive45e', 'phev'],
    ['Jeep', 'Wrangler 4xe', 'phev'],
    ['Volvo', 'XC40 Recharge', 'ev'],
    ['Volvo', 'XC60 Recharge', 'phev'],
    ['Mitsubishi', 'Outlander PHEV', 'phev'],
    // Electric models sold outside the US, which NHTSA's records do not hold.
    ['Mercedes-Benz', 'EQA 250', 'ev'],
    ['Mercedes-Benz', 'EQC 400 4MATIC', 'ev'],
    ['Volkswagen', 'ID.3 Pro', 'ev'],
    ['Volkswagen', 'ID5 GTX', 'ev'],
    ['Mercedes-Benz', 'A 250', 'gas'],
  ])('given %s %s, is %s', (make, model, powertrain) => {
    expect(car(make, model).powertrain).toBe(powertrain);
  });

  it('given a 2023 F-150 Lightning, is an EV truck', () => {
    expect(car('Ford', 'F-150 Lightning', 2023)).toMatchObject({
      powertrain: 'ev',
      segment: 'truck',
    });
  });

  it('given an F-150 Lightning from before the electric one, is a gas truck', () => {
    expect(car('Ford', 'F-150 Lightning', 2003).powertrain).toBe('gas');
  });
});

describe('vehicleProfile: the engine the owner names', () => {
  it('reads an engine size only where it is named as one', () => {
    expect(describedLitres('my 5.0 V8 ticks at idle')).toEqual([5]);
    expect(describedLitres('the 3.5L EcoBoost and the 2.0T')).toEqual([3.5, 2]);
    expect(describedLitres('5.7 Hemi with 140k')).toEqual([5.7]);
    // A reading, a voltage or a version is not an engine.
    expect(describedLitres('fuel trims at 5.0 and the battery reads 12.4 volts')).toEqual([]);
  });

  it("narrows a model year's engines to the size the owner names, even one the records lack", () => {
    const engines = (description: string) =>
      vehicleProfile(
        { make: 'Ford', model: 'F-150', year: 2015, mileage: null },
        now,
        knowledge.vehicles,
        description,
      ).facts?.engines.value?.map((e) => e.displacementL);
    const all = engines('the alternator died');
    expect(all?.length).toBeGreaterThan(1);
    expect(engines('the alternator died on my 5.0 V8')).toEqual([5]);
    // NHTSA's line-ups are often incomplete; the owner knows the engine in the car.
    expect(engines('the alternator died on my 6.2 V8')).toEqual([6.2]);
    expect(engines('the 5.0L or the 6.2L, not sure which')).toEqual(all);
  });
});

describe('vehicleProfile: body styles from NHTSA vPIC', () => {
  it('lists the body styles a model year was sold in', () => {
    expect(car('Toyota', 'RAV4', 2019).facts?.bodies.value).toEqual(['suv']);
    expect(car('Ford', 'F-150', 2018).facts?.bodies.value).toEqual(['pickup']);
    expect(car('Honda', 'Civic', 2017).facts?.bodies.value).toEqual([
      'coupe',
      'hatchback',
      'sedan',
    ]);
  });
});

describe('vehicleProfile: model matching', () => {
  it.each([
    ['honda', 'civic lx'],
    ['Ford', 'F150 XLT'],
    ['Toyota', 'rav 4'],
    ['Chevy', 'Silverado 1500'],
    ['VW', 'jetta'],
    ['Toyta', 'Camery'],
    ['Mercedes', 'C300'],
    ['Range Rover', 'Sport'],
    ['Honda Accord', ''],
  ])('given make %p and model %p, recognises the vehicle', (make, model) => {
    expect(car(make, model).recognised).toBe(true);
  });

  it('given a model typed with its make, still finds the segment', () => {
    expect(car('Ford', 'Ford F-150')).toMatchObject({ recognised: true, segment: 'truck' });
  });
});

describe('vehicleProfile: timing drive', () => {
  it.each([
    ['Honda', 'Pilot', 2016, 'belt'],
    ['Honda', 'Civic', 2016, 'chain'],
    ['Honda', 'Accord', 2012, 'unknown'],
    ['Honda', 'Accord V6', 2012, 'belt'],
    ['Toyota', 'Camry', 2015, 'chain'],
    ['Toyota', 'Tundra 4.7', 2008, 'belt'],
    ['Toyota', 'T100 3.4', 1997, 'belt'],
    ['Toyota', 'T100 2.7', 1996, 'chain'],
    ['Toyota', 'T100', 2015, 'unknown'],
    ['Subaru', 'Forester', 2008, 'belt'],
    ['Subaru', 'Forester', 2016, 'chain'],
    ['Hyundai', 'Sonata', 2014, 'chain'],
    ['Volkswagen', 'GTI', 2015, 'chain'],
    ['Volkswagen', 'Jetta', 2020, 'belt'],
    ['Nissan', 'Altima', 2010, 'chain'],
    ['Ford', 'F-150 EcoBoost', 2017, 'chain'],
    ['Mazda', 'CX-5', 2019, 'chain'],
    ['Chevrolet', 'Cruze', 2014, 'belt'],
    ['Subaru', 'Outback 3.6R', 2012, 'chain'],
    ['Subaru', 'Outback 2.5i', 2010, 'belt'],
    ['Subaru', 'Outback', 2010, 'unknown'],
    ['Volvo', 'XC90', 2010, 'chain'],
    ['Volvo', 'XC90 T6', 2019, 'belt'],
    ['Volkswagen', 'Jetta 2.0T', 2013, 'chain'],
  ])('given %s %s %i, is %s', (make, model, year, drive) => {
    expect(car(make, model, year).timingDrive).toBe(drive);
  });
});

describe('vehicleProfile: segment, age and mileage', () => {
  it.each([
    ['BMW', '330i', 'european'],
    ['Lexus', 'ES 350', 'luxury'],
    ['Ferrari', '488', 'exotic'],
    ['Toyota', 'Tacoma', 'truck'],
    ['Nissan', 'Versa', 'economy'],
  ])('given %s %s, is %s', (make, model, segment) => {
    expect(car(make, model).segment).toBe(segment);
  });

  it('given an unknown make, falls back to a mainstream gas car, unrecognised', () => {
    expect(car('Yugo', 'GV', 1989)).toMatchObject({
      powertrain: 'gas',
      segment: 'mainstream',
      timingDrive: 'unknown',
      recognised: false,
    });
  });

  it('given a known make but unknown model, keeps the make segment but is unrecognised', () => {
    expect(car('Porsche', 'Speedster Zzz')).toMatchObject({
      segment: 'european',
      recognised: false,
    });
  });

  it('given no mileage, estimates 12,000 miles per year of age', () => {
    const p = car('Honda', 'Civic', 2020, null);
    expect(p.ageYears).toBeCloseTo(5.4, 1);
    expect(p.mileage).toBe(64_800);
    expect(p.mileageKnown).toBe(false);
  });

  it("takes the mileage from the owner's words when the form leaves it out, and says so", () => {
    const civic = { make: 'Honda', model: 'Civic', year: 2020 };
    const told = 'took it in for its service, it has 45,000 miles on it';
    const p = vehicleProfile({ ...civic, mileage: null }, now, knowledge.vehicles, told);
    expect(p).toMatchObject({ mileage: 45_000, mileageKnown: true, mileageFrom: 'description' });
    // The form's own mileage wins over the words.
    const given = vehicleProfile({ ...civic, mileage: 52_000 }, now, knowledge.vehicles, told);
    expect(given.mileage).toBe(52_000);
    expect(given.mileageFrom).toBeUndefined();
  });

  it('given a next-year model, has age zero and keeps the given mileage', () => {
    const p = car('Honda', 'Civic', 2026, 12);
    expect(p).toMatchObject({ ageYears: 0, mileage: 12, mileageKnown: true });
  });
});

describe('vehicleProfile: how likely a turbo is when nothing says', () => {
  it('takes the share of turbocharged cars built that model year, and none once the turbo is known', () => {
    const odds = (make: string, model: string, year: number, description = '') =>
      vehicleProfile({ make, model, year, mileage: null }, now, knowledge.vehicles, description)
        .turboOdds;
    const old = odds('Mercury', 'Grand Marquis', 1995);
    const recent = odds('Mercury', 'Grand Marquis', 2020);
    expect(old).toBeLessThan(0.05);
    expect(recent).toBeGreaterThan(0.3);
    // The owner's words and the model table answer the question: no odds are needed.
    expect(odds('Mercury', 'Grand Marquis', 1995, 'my turbo whistles')).toBeUndefined();
    expect(odds('Mercury', 'Grand Marquis', 1995, 'the supercharger whines')).toBeUndefined();
    expect(odds('Toyota', 'Camry', 2015)).toBeUndefined();
    expect(odds('Nissan', 'Leaf', 2019)).toBeUndefined();
  });
});

describe('vehicleProfile: how likely direct injection is when nothing says', () => {
  const odds = (make: string, model: string, year: number, description = '') =>
    vehicleProfile({ make, model, year, mileage: null }, now, knowledge.vehicles, description)
      .injectionOdds;

  it('takes the share of direct-injected cars built that model year (EPA Trends)', () => {
    expect(odds('Honda', 'CR-V', 2009)).toBeLessThan(0.05);
    expect(odds('Honda', 'CR-V', 2012)).toBeCloseTo(0.23, 2);
    expect(odds('Honda', 'CR-V', 2021)).toBeGreaterThan(0.5);
  });

  it('needs none when the car is known, the owner names it, or the car may be a diesel', () => {
    expect(odds('Mercury', 'Grand Marquis', 1995)).toBeUndefined(); // port injection for certain
    expect(odds('Ford', 'F-150 EcoBoost', 2017)).toBeUndefined();
    expect(odds('Hyundai', 'Sonata', 2013, 'the 2.4 GDI engine knocks')).toBeUndefined();
    expect(odds('Ford', 'F-350 Super Duty', 2005)).toBeUndefined();
    expect(odds('Nissan', 'Leaf', 2019)).toBeUndefined();
  });
});
