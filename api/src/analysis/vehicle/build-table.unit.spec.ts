import { testKnowledge } from '../testing/knowledge';
import type { Powertrain, VehicleFacts } from '../types';
import { NO_FACTS, type CarFacts } from './car-facts';
import { carFactLines } from './fact-lines';
import { conditionalPrefix, requirementsState } from './job-requirements';
import { loadRepairJobs } from '../symptoms/repair-jobs';
import { loadCueVocabulary } from '../text/cue-vocabulary';
import { handTurbo, saidTurbo } from './build-table';
import { mergeFacts } from './merge-facts';
import { vehicleProfile } from './vehicle-profile';

const knowledge = testKnowledge();
const jobs = loadRepairJobs(loadCueVocabulary());
const job = (id: string) => jobs.find((j) => j.id === id)!;
const now = new Date('2026-11-27T00:00:00Z');
const facts = (year: number, make: string, model: string): CarFacts =>
  vehicleProfile(
    { year, make, model, mileage: 90_000 } satisfies VehicleFacts,
    now,
    knowledge.vehicles,
  ).facts ?? NO_FACTS;

describe('gearbox facts in owners terms (transmissions.json, ADR 066)', () => {
  it('"2016 Honda Civic LX, automatic" is a CVT: no torque-converter-free or clutch job', () => {
    const civic = facts(2016, 'Honda', 'Civic LX automatic');
    expect(civic.transmissions).toEqual({ value: ['cvt'], source: 'hand-written' });
    expect(requirementsState(civic, job('cvt-failure').requires)).toBe('present');
    expect(requirementsState(civic, job('worn-clutch').requires)).toBe('absent');
    expect(requirementsState(civic, job('dual-clutch-transmission').requires)).toBe('absent');
  });

  it('"2016 Civic LX" alone was sold with a CVT or a 6-speed manual: a clutch job stays possible', () => {
    const civic = facts(2016, 'Honda', 'Civic LX');
    expect(civic.transmissions.value).toEqual(['cvt', 'manual']);
    expect(requirementsState(civic, job('worn-clutch').requires)).toBe('unknown');
    expect(conditionalPrefix(facts(2016, 'Honda', 'Civic'), job('torque-converter').requires)).toBe(
      'If your car has a conventional automatic or a CVT gearbox: ',
    );
    // A worn conventional automatic is not a CVT's or a dual-clutch's wear: each has its own job.
    expect(requirementsState(civic, job('transmission-internal-wear').requires)).toBe('absent');
    expect(requirementsState(civic, job('shift-solenoid').requires)).toBe('absent');
  });

  it('"2014 Ford Focus automatic" is the PowerShift dual-clutch, not a torque-converter automatic', () => {
    const focus = facts(2014, 'Ford', 'Focus automatic');
    expect(focus.transmissions.value).toEqual(['dual-clutch']);
    expect(requirementsState(focus, job('dual-clutch-transmission').requires)).toBe('present');
    expect(requirementsState(focus, job('torque-converter').requires)).toBe('absent');
    expect(requirementsState(focus, job('cvt-failure').requires)).toBe('absent');
    expect(requirementsState(focus, job('transmission-internal-wear').requires)).toBe('absent');
  });

  it('"2019 Toyota Camry 2.5" is an 8-speed automatic with no turbo', () => {
    const camry = facts(2019, 'Toyota', 'Camry 2.5');
    expect(camry.transmissions.value).toEqual(['conventional-automatic']);
    expect(camry.turbo).toEqual({ value: false, source: 'hand-written' });
    expect(requirementsState(camry, job('cvt-failure').requires)).toBe('absent');
    expect(requirementsState(camry, job('boost-leak').requires)).toBe('absent');
    expect(requirementsState(camry, job('torque-converter').requires)).toBe('present');
  });

  it('a 2021 Tesla has no gearbox and no turbo', () => {
    const tesla = facts(2021, 'Tesla', 'Model 3');
    expect(tesla.transmissions.value).toEqual([]);
    expect(tesla.turbo.value).toBe(false);
    expect(requirementsState(tesla, job('transmission-internal-wear').requires)).toBe('absent');
  });

  it('a hybrid "eCVT" is no belt CVT: CVT and torque-converter jobs are out, hybrid jobs stay', () => {
    const prius = facts(2012, 'Toyota', 'Prius');
    expect(prius.transmissions.value).toEqual(['hybrid-drive']);
    expect(requirementsState(prius, job('cvt-failure').requires)).toBe('absent');
    expect(requirementsState(prius, job('torque-converter').requires)).toBe('absent');
    expect(requirementsState(prius, job('hybrid-battery-cells').requires)).toBe('present');
    const lines = carFactLines(prius).map((l) => l.value);
    expect(lines.join(' ')).toMatch(/hybrid drive unit/i);
  });

  it("a 2015 Honda CR-V's CVT launches through a torque converter, so converter shudder stays", () => {
    const crv = facts(2015, 'Honda', 'CR-V EX');
    expect(crv.transmissions.value).toEqual(['cvt']);
    expect(requirementsState(crv, job('torque-converter').requires)).toBe('present');
  });

  it('engine or trim words pick the row: "Outback 3.6R" 2012 is a 5-speed automatic', () => {
    expect(facts(2012, 'Subaru', 'Outback 3.6R').transmissions.value).toEqual([
      'conventional-automatic',
    ]);
    expect(facts(2012, 'Subaru', 'Outback').transmissions.value).toEqual([
      'cvt',
      'conventional-automatic',
      'manual',
    ]);
  });

  it("a model or year not listed falls back to the make's era, else stays unknown", () => {
    expect(facts(1995, 'Toyota', 'Camry').transmissions.value).toEqual([
      'conventional-automatic',
      'manual',
    ]);
    expect(facts(2015, 'Unknownmake', 'Thing').transmissions.value).toBeNull();
  });
});

describe('turbo facts (turbo.json, ADR 066)', () => {
  const turbo = (year: number, make: string, model: string, powertrain: Powertrain = 'gas') =>
    handTurbo(knowledge.vehicles.build.turbo, { year, make, model, powertrain });

  it('an all-turbo line-up is a turbo; a mixed one stays unknown unless the owner says', () => {
    expect(turbo(2021, 'Honda', 'Accord Sport')).toBe(true);
    expect(turbo(2021, 'Honda', 'Accord Hybrid', 'hybrid')).toBe(false);
    expect(turbo(2018, 'Ford', 'F-150 XLT')).toBeNull();
    expect(turbo(2018, 'Ford', 'F-150 2.7 EcoBoost')).toBe(true);
    expect(turbo(2019, 'Honda', 'Civic EX')).toBeNull();
    expect(turbo(2019, 'Honda', 'Civic EX-T')).toBe(true);
    expect(turbo(2019, 'Honda', 'Civic 1.5T')).toBe(true);
    expect(turbo(2010, 'Subaru', 'Forester XT')).toBe(true);
    expect(turbo(2010, 'Subaru', 'Forester')).toBeNull();
  });

  it('"2015 Mazda 3" (make word and number apart) is found and has no turbo', () => {
    const mazda = facts(2015, 'Mazda', '3');
    expect(mazda.turbo.value).toBe(false);
    expect(carFactLines(mazda)).toContainEqual({
      topic: 'engine',
      value: 'No turbo (naturally aspirated)',
      source: 'hand-written',
    });
  });
});

describe('vPIC wins over the hand-written tables', () => {
  it('keeps a decoded gearbox and turbo', () => {
    const merged = mergeFacts(
      {
        transmissions: { value: ['manual'], source: 'vin' },
        turbo: { value: true, source: 'vin' },
      },
      'gas',
      true,
      'chain',
      'electric',
      { transmissions: ['cvt'], turbo: false },
    );
    expect(merged.transmissions).toEqual({ value: ['manual'], source: 'vin' });
    expect(merged.turbo).toEqual({ value: true, source: 'vin' });
  });
});

describe("the owner's words about a turbo", () => {
  it('read a supercharged trim as no turbo, and a named turbo as a turbo', () => {
    expect(saidTurbo('Range Rover Sport Supercharged')).toBe(false);
    expect(saidTurbo('F-150 EcoBoost')).toBe(true);
    expect(saidTurbo('Camry LE')).toBeNull();
  });

  it("beat a model year's answer for the whole line-up, but not a decoded VIN", () => {
    const merge = (source: 'vin' | 'model-year') =>
      mergeFacts({ turbo: { value: true, source } }, 'gas', true, 'chain', 'electric', {
        transmissions: null,
        turbo: false,
        turboSaid: false,
      }).turbo;
    expect(merge('model-year')).toEqual({ value: false, source: 'hand-written' });
    expect(merge('vin')).toEqual({ value: true, source: 'vin' });
  });
});

describe('driver-assistance sensors (adas.json, ADR 093)', () => {
  const adas = (year: number, make: string, model: string) => facts(year, make, model).adas;

  it('knows the camera and radar every 2018 Camry has, and the rear camera the federal rule requires from 2019', () => {
    expect(adas(2018, 'Toyota', 'Camry').value?.standard).toEqual([
      'forward-camera',
      'front-radar',
    ]);
    expect(adas(2019, 'Toyota', 'Camry').value?.standard).toContain('rear-camera');
    expect(adas(2019, 'Toyota', 'Camry').source).toBe('hand-written');
  });

  it('follows a maker that removed hardware: a 2023 Model 3 has no radar, and no Tesla has rear corner radar', () => {
    expect(adas(2019, 'Tesla', 'Model 3').value?.standard).toContain('front-radar');
    expect(adas(2023, 'Tesla', 'Model 3').value?.standard).not.toContain('front-radar');
    expect(adas(2021, 'Tesla', 'Model Y').value?.without).toEqual(['blind-spot-radar']);
  });

  it('leaves a car no row speaks for unknown, and says the known sensors in plain words', () => {
    expect(adas(2012, 'Honda', 'Civic')).toEqual({ value: null, source: 'unknown' });
    const lines = carFactLines(facts(2021, 'Nissan', 'Rogue'));
    expect(lines.find((l) => l.topic === 'driver-assistance')?.value).toBe(
      'Fitted as standard: windshield camera, front radar, blind-spot radar, parking sensors, rear-view camera',
    );
  });
});
