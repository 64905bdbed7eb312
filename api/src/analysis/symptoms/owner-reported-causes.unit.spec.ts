import type { DiagnosticResults } from '@fairwrench/contracts';
import type { CueId } from '../text/cue-vocabulary';
import { readText } from '../text/read-text';
import { diagnoseSymptoms } from '../testing/diagnose';
import { testKnowledge } from '../testing/knowledge';

/** Jobs for causes owners meet that the catalogue lacked (issue 29 item 4, ADR 067). */
const knowledge = testKnowledge();
const diagnose = diagnoseSymptoms;

const rankOf = (results: DiagnosticResults, name: RegExp) =>
  results.potentialCauses.findIndex((c) => name.test(c.name));

describe('symptom diagnosis: causes owners report that had no job', () => {
  it('given a Chrysler minivan that cranks but will not start and whose horn and wipers act on their own, names the power module first', () => {
    const van = { year: 2011, make: 'Dodge', model: 'Grand Caravan', mileage: 120_000 };
    const results = diagnose(
      'my van cranks but will not start, and the horn goes off by itself and the wipers come on on their own',
      van,
    );
    expect(rankOf(results, /power module/i)).toBe(0);
    expect(results.potentialCauses[0]?.knownPattern).toMatch(/^Known on 2007-2014/);
  });

  it('given a bang and then a ticking misfire on a Ford V8, names the ejected spark plug first', () => {
    const truck = { year: 2003, make: 'Ford', model: 'F-150', mileage: 140_000 };
    const results = diagnose(
      'driving down the highway I heard a loud pop and now the engine is ticking and missing, the check engine light is on',
      truck,
    );
    expect(rankOf(results, /ejected spark plug/i)).toBe(0);
  });

  it('given a nest under the hood after the car sat, names chewed wiring first', () => {
    const car = { year: 2016, make: 'Toyota', model: 'Camry', mileage: 60_000 };
    const results = diagnose(
      'the car sat for a month and now warning lights are on everywhere, I found a mouse nest under the hood',
      car,
    );
    expect(rankOf(results, /chewed by rodents/i)).toBe(0);
  });

  it('given a pre-collision warning that comes on in snow and rain, names the driver-assist sensor first', () => {
    const car = { year: 2018, make: 'Toyota', model: 'Camry', mileage: 30_000 };
    const results = diagnose(
      'a warning light came on telling me the pre-collision system turned off, it happens in heavy rain and snow',
      car,
    );
    expect(rankOf(results, /driver-assist camera or radar/i)).toBe(0);
  });

  it('given an SUV that slams on the brakes by itself, names the driver-assist sensor and the Rogue pattern', () => {
    const rogue = { year: 2018, make: 'Nissan', model: 'Rogue', mileage: 30_000 };
    const results = diagnose(
      'it has slammed on the brakes three times for no reason on the highway with nothing in front of me',
      rogue,
    );
    const adas = results.potentialCauses.find((c) => /driver-assist/i.test(c.name));
    expect(rankOf(results, /driver-assist/i)).toBe(0);
    expect(adas?.knownPattern).toMatch(/^Known on 2017-2018 Nissan Rogue/);
  });

  it('given a GM truck that shakes at 75 mph after new tires and balancing, names the driveshaft first', () => {
    const truck = { year: 2015, make: 'Chevrolet', model: 'Silverado 1500', mileage: 20_000 };
    const results = diagnose(
      'my truck shakes violently at 70-80 mph, new tires and balancing did not fix it',
      truck,
    );
    expect(rankOf(results, /driveshaft/i)).toBe(0);
  });

  it('given rising oil that smells of gas in winter, names fuel dilution of the oil first', () => {
    const crv = { year: 2017, make: 'Honda', model: 'CR-V', mileage: 20_000 };
    const results = diagnose(
      'the oil level keeps rising and the oil smells like gas since it got cold',
      crv,
    );
    expect(rankOf(results, /fuel diluting the engine oil/i)).toBe(0);
  });
});

describe('reading the words for these causes', () => {
  const cuesOf = (text: string) => readText(text, knowledge.lexicon).cues.map((c) => c.id);

  it.each<[string, CueId]>([
    ['rats chewed through the wiring harness', 'context:rodent'],
    ['there were acorns in the air filter', 'context:rodent'],
    ['my adaptive cruise control says unavailable', 'symptom:adas_fault'],
    ['front radar blocked message on the dash', 'symptom:adas_fault'],
    ['it slammed on the brakes for no reason', 'symptom:adas_fault'],
    ['the spark plug blew out of the head', 'symptom:plug_blown_out'],
    ['the shop says the spark plug threads are stripped', 'symptom:plug_blown_out'],
    ['there is gas in the oil', 'symptom:fuel_in_oil'],
    ['the oil level is going up between changes', 'symptom:fuel_in_oil'],
    ['the motor runs but the passenger side wiper does not move', 'symptom:wiper_fault'],
  ])('reads "%s" as %s', (text, cue) => {
    expect(cuesOf(text)).toContain(cue);
  });

  it.each<[string, CueId]>([
    ['the brakes are grabbing for no reason', 'symptom:adas_fault'],
    ['I slammed on the brakes and the car skidded', 'symptom:adas_fault'],
    ['the oil drain plug came out after the oil change', 'symptom:plug_blown_out'],
  ])('does not read "%s" as %s', (text, cue) => {
    expect(cuesOf(text)).not.toContain(cue);
  });
});
