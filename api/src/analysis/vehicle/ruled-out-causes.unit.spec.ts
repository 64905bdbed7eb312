import { SIMILARITY_ENV } from '../similarity/similarity';
import { analyse } from '../engine';
import { loadRealSymptoms } from '../eval/real-cases';
import { loadRepairJobs } from '../symptoms/repair-jobs';
import { productKnowledge } from '../testing/knowledge';
import { loadCueVocabulary } from '../text/cue-vocabulary';
import type { AnalysisInput } from '../types';
import { NO_FACTS, type CarFacts } from './car-facts';
import { requirementsState } from './job-requirements';
import { vehicleProfile } from './vehicle-profile';

const knowledge = productKnowledge();
const jobs = loadRepairJobs(loadCueVocabulary());
const NOW = new Date('2026-11-27T00:00:00Z');

function shownJobs(vehicle: AnalysisInput['vehicle'], description: string) {
  const outcome = analyse(
    { vehicle, zipCode: '60614', issueType: 'symptoms', description, now: NOW },
    knowledge,
  );
  if (outcome.resultType !== 'diagnostic') throw new Error('expected a diagnosis');
  const names = outcome.results.potentialCauses.map((c) => c.name);
  return jobs.filter((j) => names.includes(j.name));
}

describe('causes the car cannot have are never shown (issue 29 item 2)', () => {
  it.each(['tune', 'held-out'] as const)(
    "on every %s real case, no shown cause is ruled out by that car's facts",
    (half) => {
      const offending: string[] = [];
      for (const c of loadRealSymptoms(half)) {
        const vehicle = { ...c.vehicle, mileage: c.vehicle.mileage ?? null };
        const facts = vehicleProfile(vehicle, NOW, knowledge.vehicles).facts ?? NO_FACTS;
        for (const job of shownJobs(vehicle, c.description)) {
          if (requirementsState(facts, job.requires) === 'absent')
            offending.push(`${c.id}: ${job.id}`);
        }
      }
      expect(offending).toEqual([]);
    },
  );

  const civic = { year: 2015, make: 'Honda', model: 'Civic', mileage: 90_000 };

  it('a 2015 Honda Civic (electric steering) never gets a power-steering pump or fluid leak', () => {
    const shown = shownJobs(
      civic,
      'whining noise when I turn the steering wheel, steering feels heavy',
    ).map((j) => j.id);
    expect(shown).not.toContain('power-steering-pump');
    expect(shown).not.toContain('power-steering-fluid-leak');
    expect(shown.length).toBeGreaterThan(0);
  });

  it('a 2014 Mazda 6, however the owner writes the model, steers electrically: no pump', () => {
    for (const model of ['6', 'Mazda6', 'Mazda 6 Touring']) {
      const shown = shownJobs(
        { year: 2014, make: 'Mazda', model, mileage: 100_000 },
        'Screeching sound when I turn the steering wheel all the way, only at low speed in parking lots.',
      ).map((j) => j.id);
      expect(shown).not.toContain('power-steering-pump');
    }
  });

  it('drives from drives.json: a Civic gets no AWD coupling or driveshaft, a RAV4 AWD keeps them', () => {
    const text =
      'clunk from underneath when I take off from a stop, and a shudder turning in parking lots';
    const civicJobs = shownJobs(civic, text).map((j) => j.id);
    for (const id of ['awd-coupling-or-ptu', 'transfer-case', 'driveshaft-u-joint']) {
      expect(civicJobs).not.toContain(id);
    }
    expect(civicJobs.length).toBeGreaterThan(0);
    const rav4 = { year: 2019, make: 'Toyota', model: 'RAV4 AWD', mileage: 90_000 };
    const facts = vehicleProfile(rav4, NOW, knowledge.vehicles).facts ?? NO_FACTS;
    expect(facts.drives.value).toEqual(['AWD']);
    const camry = { year: 2021, make: 'Toyota', model: 'Camry', mileage: 40_000 };
    expect(vehicleProfile(camry, NOW, knowledge.vehicles).facts?.drives.value).toEqual([
      'AWD',
      'FWD',
    ]);
  });

  it('a front-drive car (electric fans) never gets an engine fan clutch; a rear-drive truck can', () => {
    const roar = 'loud roaring from the engine when accelerating, gets louder as it revs';
    expect(shownJobs(civic, roar).map((j) => j.id)).not.toContain('fan-clutch');
    const truck = { year: 2005, make: 'Chevrolet', model: 'Silverado 1500', mileage: 180_000 };
    expect(
      shownJobs(truck, 'loud roaring from the engine fan all the time, runs hot when towing').map(
        (j) => j.id,
      ),
    ).toContain('fan-clutch');
  });

  it('a 2020 Corolla (electronic throttle) never gets an idle-air control valve; a 1998 Civic still can', () => {
    const text = 'my car shakes at idle when the AC is on, stops shaking when I turn off the AC';
    const corolla = { year: 2020, make: 'Toyota', model: 'Corolla', mileage: 40_000 };
    const shown = shownJobs(corolla, text).map((j) => j.id);
    expect(shown).not.toContain('idle-air-control-valve');
    expect(shown.length).toBeGreaterThan(0);
    const old = { year: 1998, make: 'Honda', model: 'Civic', mileage: 160_000 };
    expect(vehicleProfile(old, NOW, knowledge.vehicles).facts?.throttle.value).toBe('cable');
    expect(
      shownJobs(old, 'idle goes up and down and it stalls at lights').map((j) => j.id),
    ).toContain('idle-air-control-valve');
  });

  it('a petrol car from before direct injection never gets its high-pressure pump or valve carbon', () => {
    const text = 'it loses power and hesitates when I accelerate, check engine light is on';
    const facts = (vehicle: AnalysisInput['vehicle']) =>
      vehicleProfile(vehicle, NOW, knowledge.vehicles).facts ?? NO_FACTS;
    const bmw = { year: 1995, make: 'BMW', model: '325i', mileage: 160_000 };
    expect(facts(bmw).injection.value).toBe('port');
    const old = shownJobs(bmw, text).map((j) => j.id);
    expect(old).not.toContain('high-pressure-fuel-pump');
    expect(old).not.toContain('intake-valve-carbon');
    expect(old.length).toBeGreaterThan(0);
    // From 2005 the model year does not tell; a diesel injects directly.
    const jetta = { year: 2016, make: 'Volkswagen', model: 'Jetta', mileage: 90_000 };
    expect(
      requirementsState(
        facts(jetta),
        jobs.find((j) => j.id === 'high-pressure-fuel-pump')!.requires,
      ),
    ).toBe('unknown');
    const diesel = {
      year: 2004,
      make: 'Ford',
      model: 'F-250 Super Duty 6.0 diesel',
      mileage: 150_000,
    };
    expect(facts(diesel).injection.value).toBe('direct');
  });

  it('a 1988 Buick Century (older than any electric steering) never gets an electric steering fault', () => {
    const buick = { year: 1988, make: 'Buick', model: 'Century', mileage: 110_000 };
    const shown = shownJobs(
      buick,
      'the steering is really stiff when I back out of the driveway on cold mornings',
    ).map((j) => j.id);
    expect(shown).not.toContain('eps-fault');
    expect(shown.length).toBeGreaterThan(0);
  });

  it('gearboxes from transmissions.json: a 2019 Camry gets no CVT or clutch job, a Prius no belt CVT', () => {
    const shudder =
      'the transmission shudders and slips when accelerating from a stop, feels like a judder';
    const camry = shownJobs(
      { year: 2019, make: 'Toyota', model: 'Camry LE', mileage: 80_000 },
      shudder,
    );
    const ids = camry.map((j) => j.id);
    expect(ids).not.toContain('cvt-failure');
    expect(ids).not.toContain('dual-clutch-transmission');
    expect(ids).not.toContain('worn-clutch');
    expect(ids.length).toBeGreaterThan(0);
    const prius = shownJobs(
      { year: 2012, make: 'Toyota', model: 'Prius', mileage: 150_000 },
      shudder,
    );
    expect(prius.map((j) => j.id)).not.toContain('cvt-failure');
    expect(prius.map((j) => j.id)).not.toContain('torque-converter');
  });

  it('a 1994 Camry (before CVTs and dual-clutch gearboxes) never gets a CVT or DCT cause', () => {
    const camry = { year: 1994, make: 'Toyota', model: 'Camry LE V6', mileage: 30_000 };
    const shown = shownJobs(
      camry,
      'at 50-60 mph a high-pitched whine develops in the transmission while the accelerator is pressed',
    ).map((j) => j.id);
    expect(shown).not.toContain('cvt-failure');
    expect(shown).not.toContain('dual-clutch-transmission');
    expect(shown.length).toBeGreaterThan(0);
  });

  it('the model year alone: no dual-clutch before 2003, a CVT before 1999 only from its early makes', () => {
    const era = (year: number, make: string) =>
      vehicleProfile({ year, make, model: 'Anything', mileage: null }, NOW, knowledge.vehicles)
        .facts?.transmissions.value ?? null;
    expect(era(1995, 'Mercury')).toEqual(['conventional-automatic', 'manual']);
    expect(era(1997, 'Honda')).toContain('cvt');
    expect(era(2001, 'Chevrolet')).not.toContain('dual-clutch');
    expect(era(2001, 'Chevrolet')).toContain('cvt');
    expect(era(2008, 'Toyota')).toEqual(['conventional-automatic', 'manual', 'cvt']);
    expect(era(2013, 'Subaru')).not.toContain('dual-clutch');
    expect(era(2013, 'Hyundai')).toBeNull();
  });

  it("the engine the description names picks a mixed line-up's turbo: a 5.0 F-150 has none", () => {
    const turbo = (year: number, make: string, model: string, description: string) =>
      vehicleProfile({ year, make, model, mileage: null }, NOW, knowledge.vehicles, description)
        .facts?.turbo.value ?? null;
    expect(turbo(2015, 'Ford', 'F-150', 'my truck')).toBeNull();
    expect(turbo(2015, 'Ford', 'F-150', 'it has the 5.0 V8')).toBe(false);
    expect(turbo(2015, 'Ford', 'F-150', 'the 2.7L twin turbo')).toBe(true);
    // The 3.5 of 2015-2017 came with and without turbos: still unknown.
    expect(turbo(2016, 'Ford', 'F-150', 'my 3.5L V6')).toBeNull();
    expect(turbo(2016, 'Ford', 'Escape', 'the 2.5L engine')).toBe(false);
    expect(turbo(2021, 'Subaru', 'Outback', 'the 2.4 engine')).toBe(true);
    // An amount of fluid is no engine size.
    expect(turbo(2017, 'Ford', 'Escape', 'I had to add 1.5 liters of oil')).toBeNull();
    const truck = { year: 2015, make: 'Ford', model: 'F-150', mileage: 110_000 };
    const shown = shownJobs(
      truck,
      'it has the 5.0 V8; loses power and hisses under the hood when I accelerate hard',
    ).map((j) => j.id);
    expect(
      shown.filter(
        (id) =>
          requirementsState(
            facts({ turbo: { value: false, source: 'description' } }),
            job(id).requires,
          ) === 'absent',
      ),
    ).toEqual([]);
    expect(shown.length).toBeGreaterThan(0);
  });

  const facts = (over: Partial<CarFacts>): CarFacts => ({ ...NO_FACTS, ...over });
  const job = (id: string) => jobs.find((j) => j.id === id)!;

  it('a non-turbo engine rules out a boost leak; unknown keeps it, worded conditionally', () => {
    expect(
      requirementsState(
        facts({ turbo: { value: false, source: 'vin' } }),
        job('boost-leak').requires,
      ),
    ).toBe('absent');
    expect(requirementsState(NO_FACTS, job('boost-leak').requires)).toBe('unknown');
    const outcome = analyse(
      {
        vehicle: { year: 2012, make: 'Unknownmake', model: 'Thing', mileage: 100_000 },
        zipCode: '60614',
        issueType: 'symptoms',
        description:
          'loss of power and a whistling hiss when accelerating hard, code P0299 underboost',
        now: NOW,
      },
      knowledge,
    );
    if (outcome.resultType !== 'diagnostic') throw new Error('expected a diagnosis');
    const boost = outcome.results.potentialCauses.find((c) => c.name === job('boost-leak').name);
    expect(boost?.description).toMatch(/^If your engine has a turbo: /);
  });

  it('a diesel the owner names, or one the model year offered, keeps its diesel causes', () => {
    const profile = (vehicle: AnalysisInput['vehicle'], description = '') =>
      vehicleProfile(vehicle, NOW, knowledge.vehicles, description);
    const crv = { year: 2016, make: 'Honda', model: 'CR-V', mileage: 2100 };
    expect(profile(crv).powertrain).toBe('gas');
    expect(profile(crv, 'Our CR-V 1.6 diesel has had its DPF cleared once').powertrain).toBe(
      'diesel',
    );
    expect(profile(crv, 'I put diesel in it by mistake').powertrain).toBe('gas');
    // vPIC lists gasoline and diesel 2005 F-350s: a guessed petrol truck keeps diesel causes.
    const truck = { year: 2005, make: 'Ford', model: 'F-350', mileage: null };
    expect(profile(truck).powertrain).toBe('gas');
    expect(profile(truck).possiblePowertrains).toEqual(['diesel']);
    const shown = shownJobs(
      truck,
      'First cold start is very rough, one cylinder fires then more, white smoke until warm',
    );
    expect(shown.map((j) => j.id)).toContain('diesel-injectors');
    // A 2017 Camry was never sold with a diesel.
    expect(
      profile({ year: 2017, make: 'Toyota', model: 'Camry', mileage: null }).possiblePowertrains,
    ).toBeUndefined();
  });

  it("the gearbox the owner names narrows a line-up that had it (a Tucson's dual clutch)", () => {
    const tucson = (description: string) =>
      vehicleProfile(
        { year: 2016, make: 'Hyundai', model: 'Tucson', mileage: 40_000 },
        NOW,
        knowledge.vehicles,
        description,
      ).facts?.transmissions.value;
    expect(tucson('it shudders pulling away')?.length).toBeGreaterThan(1);
    expect(tucson('the 1.6t engine and dual clutch automatic transmission shudders')).toEqual([
      'dual-clutch',
    ]);
  });

  it('a 2014-2018 Focus may have the belted 1.0 EcoBoost: its timing stays unknown', () => {
    const focus = (model: string) =>
      vehicleProfile({ year: 2016, make: 'Ford', model, mileage: 50_000 }, NOW, knowledge.vehicles)
        .timingDrive;
    expect(focus('Focus')).toBe('unknown');
    expect(focus('Focus 1.0 EcoBoost')).toBe('belt');
    expect(focus('Focus ST')).toBe('chain');
  });

  it('a chain engine never gets a timing belt; a CVT never gets a dual-clutch job', () => {
    const chain = facts({ timing: { value: 'chain', source: 'hand-written' } });
    expect(requirementsState(chain, job('timing-belt').requires)).toBe('absent');
    expect(requirementsState(chain, job('timing-chain-stretch').requires)).toBe('present');
    const cvt = facts({ transmissions: { value: ['cvt'], source: 'vin' } });
    expect(requirementsState(cvt, job('dual-clutch-transmission').requires)).toBe('absent');
    expect(requirementsState(cvt, job('cvt-failure').requires)).toBe('present');
    const either = facts({ transmissions: { value: ['cvt', 'manual'], source: 'model-year' } });
    expect(requirementsState(either, job('worn-clutch').requires)).toBe('unknown');
  });
});

describe('ruled-out causes with the similarity signal (ADR 049)', () => {
  it('is checked with the signal fused in, unless switched off on purpose', () => {
    if (process.env[SIMILARITY_ENV] === 'off') return;
    expect(knowledge.similarity).not.toBeNull();
  });
});
