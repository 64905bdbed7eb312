import { mergedQuotes } from '../text/cue-list';
import { withoutFalseReassurance } from './diagnose-symptoms';
import type { DiagnosticResults } from '@fairwrench/contracts';
import { diagnoseSymptoms } from '../testing/diagnose';

const civic = { year: 2015, make: 'Honda', model: 'Civic', mileage: 90_000 };

const diagnose = (description: string, vehicle = civic) => diagnoseSymptoms(description, vehicle);

const rankOf = (results: DiagnosticResults, name: RegExp) =>
  results.potentialCauses.findIndex((c) => name.test(c.name));
const probabilityOf = (results: DiagnosticResults, name: RegExp) =>
  results.potentialCauses.find((c) => name.test(c.name))?.probability ?? 0;

describe("an electric car's winter", () => {
  const model3 = { year: 2022, make: 'Tesla', model: 'Model 3', mileage: 35_000 };

  it('weighs heat towards capacity loss: a hot summer raises it against the cold-weather job', () => {
    const said = (weather: string) =>
      diagnose(
        `my range keeps dropping, ${weather} and it charges to less than it used to`,
        model3,
      );
    const ratio = (r: DiagnosticResults) =>
      probabilityOf(r, /capacity loss/) / Math.max(1, probabilityOf(r, /cold-weather/));
    expect(ratio(said('it has been very hot'))).toBeGreaterThan(ratio(said('nothing else')) * 1.3);
  });

  it('names normal cold-weather range loss first, not a failing pack', () => {
    const results = diagnose(
      'range dropped a lot this winter and the car takes forever to charge at superchargers',
      model3,
    );
    expect(results.potentialCauses[0]?.name).toMatch(/cold-weather range loss/);
  });

  it('keeps lost capacity bars with the battery', () => {
    const leaf = { year: 2018, make: 'Nissan', model: 'Leaf', mileage: 70_000 };
    expect(
      diagnose('lost 3 capacity bars and range is only 80 miles now', leaf).potentialCauses[0]
        ?.name,
    ).toMatch(/battery capacity loss/);
  });
});

describe('a "Shift to Park" message with the lever in park', () => {
  const malibu = { year: 2018, make: 'Chevrolet', model: 'Malibu', mileage: 60_000 };

  it('names the shifter park switch and the known GM pattern', () => {
    const cause = diagnose('shift to park message wont go away and car wont turn off', malibu)
      .potentialCauses[0];
    expect(cause?.name).toMatch(/park-position switch/);
    expect(cause?.knownPattern).toMatch(/Shift to Park/);
  });

  it('leaves other things that will not turn off alone', () => {
    for (const text of ['check engine light wont turn off', 'the radio wont turn off']) {
      expect(diagnose(text, malibu).potentialCauses[0]?.name ?? '').not.toMatch(/park-position/);
    }
  });
});

describe('body faults owners bring to a diagnosis', () => {
  it.each([
    [
      'windshield has a crack that started from a rock chip and it keeps spreading',
      'RAV4',
      /windshield/,
    ],
    ['rear hatch wont stay up anymore, falls down on my head', 'RAV4', /gas struts/],
    [
      'sliding door wont open from the inside or with the remote, makes a grinding sound',
      'Sienna',
      /sliding door/,
    ],
  ])('names the body fault first for "%s"', (text, model, cause) => {
    const results = diagnose(text, { year: 2016, make: 'Toyota', model, mileage: 90_000 });
    expect(results.potentialCauses[0]?.name).toMatch(cause);
    // "on my head" is the owner's head, not a cylinder head.
    expect(results.potentialCauses.map((c) => c.name).join(' ')).not.toMatch(
      /head gasket|cylinder head/,
    );
  });

  it('never offers a power sliding door on a car sold with none (vPIC body styles)', () => {
    const sonic = { year: 2014, make: 'Chevrolet', model: 'Sonic', mileage: 60_000 };
    const names = diagnose('the door will not latch and opens by itself while driving', sonic)
      .potentialCauses.map((c) => c.name)
      .join(' ');
    expect(names).not.toMatch(/sliding door/);
  });
});

describe("a solid front axle's death wobble", () => {
  const wrangler = { year: 2019, make: 'Jeep', model: 'Wrangler', mileage: 40_000 };

  it.each([
    'hit an expansion joint on the freeway and the whole front end started shaking violently, had to slow to 20 to make it stop',
    'death wobble after a bump at 55',
  ])('names the loose front end first and says to keep off the highway: %s', (text) => {
    const results = diagnose(text, wrangler);
    expect(results.potentialCauses[0]?.name).toMatch(/death wobble/);
    expect(results.safetyAlerts?.[0]?.urgency.level).toBe('High');
    // Not the "most often a wheel balance problem" reassurance for highway shake.
    expect((results.safetyAlerts ?? []).map((a) => a.reason).join(' ')).not.toMatch(/balance/);
  });

  it('leaves a steady shake at highway speed to the wheels', () => {
    const results = diagnose('steering wheel shakes at 60-70 mph, smooth at lower speeds');
    expect(results.potentialCauses[0]?.name).not.toMatch(/death wobble/);
  });
});

describe('symptom diagnosis: urgency from the situation', () => {
  it.each([
    ['the brake pedal went to the floor on the way home', /sinks to the floor/],
    ['check engine light is flashing and the car shakes', /catalytic converter/],
    ['oil light came on while driving', /oil/],
    ['temperature gauge went into the red and steam from the hood', /cool|hot/],
    ['I can smell exhaust fumes inside the car', /carbon monoxide/],
    ['steering has a lot of play, car wanders on the highway', /steering/],
  ])('given "%s", every cause is High and immediate, and the owner is told why', (text, reason) => {
    const results = diagnose(text);
    expect(results.safetyAlerts?.[0]?.reason).toMatch(reason);
    expect(results.potentialCauses.length).toBeGreaterThan(0);
    for (const cause of results.potentialCauses) {
      expect(cause.urgency).toEqual({ level: 'High', timeframe: 'immediate' });
    }
  });

  it.each([
    ['it has died several times on the highway', 'immediate'],
    ['the engine stalls at stop lights once it warms up', 'within days'],
    ['the front wheels began shaking violently, I nearly lost control', 'immediate'],
  ])('given "%s", calls the causes High (%s) because of what the car does', (text, timeframe) => {
    const results = diagnose(text);
    expect(results.safetyAlerts?.length).toBeGreaterThan(0);
    expect(results.potentialCauses[0]!.urgency).toEqual({ level: 'High', timeframe });
  });

  it('given grinding when braking, ranks pads worn to metal above the squeal of a wear indicator', () => {
    const results = diagnose('grinding noise when i brake');
    expect(rankOf(results, /worn to metal/)).toBe(0);
    expect(
      results.potentialCauses[0]!.urgencyReason ?? results.potentialCauses[0]!.urgency.level,
    ).toBeTruthy();
  });

  it('never shows a cause as Low while a High cause is among those shown, and says why', () => {
    const cause = (probability: number, level: 'High' | 'Medium' | 'Low') => ({
      ...diagnose('squeal when braking').potentialCauses[0]!,
      probability,
      urgency: { level, timeframe: 'within weeks' as const },
    });
    const close = withoutFalseReassurance([cause(30, 'Low'), cause(20, 'High')]);
    expect(close[0]!.urgency).toEqual({ level: 'Medium', timeframe: 'within weeks' });
    expect(close[0]!.urgencyReason).toMatch(/more serious cause/);
    const far = withoutFalseReassurance([cause(60, 'Low'), cause(10, 'High')]);
    expect(far[0]!.urgency.level).toBe('Medium');
  });

  it('shows a cause as Low only when the causes that can wait clearly outweigh the rest', () => {
    const cause = (probability: number, level: 'Medium' | 'Low') => ({
      ...diagnose('squeal when braking').potentialCauses[0]!,
      probability,
      urgency: { level, timeframe: 'within weeks' as const },
    });
    const mixed = withoutFalseReassurance([
      cause(40, 'Low'),
      cause(40, 'Medium'),
      cause(10, 'Low'),
    ]);
    expect(mixed[0]!.urgency).toEqual({ level: 'Medium', timeframe: 'within weeks' });
    expect(mixed[0]!.urgencyReason).toMatch(/should not wait/);
    const calm = withoutFalseReassurance([cause(40, 'Low'), cause(10, 'Medium'), cause(20, 'Low')]);
    expect(calm[0]!.urgency.level).toBe('Low');
    // Three parts in four is not yet clearly: a Medium cause at a quarter of the picture.
    const quarter = withoutFalseReassurance([
      cause(40, 'Low'),
      cause(20, 'Medium'),
      cause(20, 'Low'),
    ]);
    expect(quarter[0]!.urgency.level).toBe('Medium');
  });

  it('calls a serious cause High only when the serious causes make up most of the picture', () => {
    const cause = (probability: number, level: 'High' | 'Medium') => ({
      ...diagnose('squeal when braking').potentialCauses[0]!,
      probability,
      urgency: { level, timeframe: 'within days' as const },
    });
    // One serious cause among several that can wait: be quick, but do not drop everything.
    const mixed = withoutFalseReassurance([
      cause(30, 'High'),
      cause(25, 'Medium'),
      cause(20, 'Medium'),
    ]);
    expect(mixed[0]!.urgency).toEqual({ level: 'Medium', timeframe: 'within days' });
    expect(mixed[0]!.urgencyReason).toMatch(/within days/);
    // Most of what fits cannot wait.
    const serious = withoutFalseReassurance([
      cause(60, 'High'),
      cause(15, 'High'),
      cause(10, 'Medium'),
    ]);
    expect(serious[0]!.urgency.level).toBe('High');
    // A danger sign the owner reported keeps it High whatever the mix.
    expect(
      withoutFalseReassurance([cause(30, 'High'), cause(50, 'Medium')], true)[0]!.urgency.level,
    ).toBe('High');
  });

  it('keeps a pedal that sinks to the floor High even when the causes are spread', () => {
    const results = diagnose('the brake pedal goes to the floor when I stop at lights');
    expect(results.potentialCauses[0]!.urgency.level).toBe('High');
  });

  it.each([
    ['while driving the car would not move and nothing happened when applying gas', 'High'],
    ['the car lurches forward when I brake', 'High'],
    ['losing coolant and now it misfires', 'High'],
    ['the steering wheel shakes at highway speed', 'Medium'],
    ['the ABS light is on', 'Medium'],
  ] as const)('never reads "%s" as less than %s', (text, level) => {
    const rank = { High: 3, Medium: 2, Low: 1, Unknown: 0 } as const;
    for (const cause of diagnose(text).potentialCauses) {
      expect(rank[cause.urgency.level]).toBeGreaterThanOrEqual(rank[level]);
    }
  });

  it.each([
    'it would not restart, I pressed the brake and the power button and nothing',
    'turned the key this morning and it just clicks',
    'engine cranks but will not start',
    'the car will not move in any gear',
  ])('given "%s", says it cannot wait: no similar story lowers it below Medium', (text) => {
    const alerts = diagnose(text).safetyAlerts ?? [];
    expect(alerts.map((a) => a.urgency.level)).toContain('Medium');
    expect(alerts.map((a) => a.reason).join(' ')).toMatch(/strand you again/);
  });

  it('gives one reason per piece of evidence: a stall on the highway is not also a plain stall', () => {
    const alerts = diagnose('on the interstate it lost power and then died').safetyAlerts ?? [];
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.reason).toMatch(/highway speed/);
    expect(
      diagnose('the brake pedal went to the floor and it overheated').safetyAlerts,
    ).toHaveLength(2);
  });

  it('given a safety sign the owner denies, raises nothing', () => {
    const results = diagnose(
      'squeal when braking, no grinding, pedal feels normal, not overheating',
    );
    expect(results.safetyAlerts).toBeUndefined();
  });

  it('given a safety sign only in the car history, raises nothing', () => {
    const results = diagnose('it overheated years ago. now it squeals when i brake');
    expect(results.safetyAlerts).toBeUndefined();
  });
});

describe('symptom diagnosis: words real owners use', () => {
  it('given an engine that runs cold, ranks a thermostat stuck open first', () => {
    const results = diagnose(
      'the temperature gauge only gets halfway now and once I start driving again down it goes',
    );
    expect(rankOf(results, /thermostat stuck open/i)).toBe(0);
  });

  it('reads "battery and brake light" on the dashboard as two warning lights, not a bulb', () => {
    const results = diagnose('battery and brake light lit on the dashboard');
    expect(rankOf(results, /alternator/i)).toBe(0);
    expect(rankOf(results, /bulb/i)).toBe(-1);
  });

  it('given a battery that keeps dying with no word of the car sitting, names a weak battery first', () => {
    const results = diagnose('battery keeps dying, had to jump it twice this month');
    expect(rankOf(results, /weak or worn-out 12-volt battery/i)).toBe(0);
  });

  it.each([
    'the heater blower only works on high',
    "fan speeds 1 2 and 3 don't work, only high",
    'my AC fan only blows on the highest setting',
  ])('given "%s", names the blower speed resistor first, not the motor', (text) => {
    const results = diagnose(text);
    expect(rankOf(results, /blower motor resistor/i)).toBe(0);
  });

  it('given weak airflow from the vents on every setting, still names the blower motor first', () => {
    const results = diagnose('the blower motor is weak, barely any air from the vents');
    expect(rankOf(results, /failing blower motor/i)).toBe(0);
  });

  it.each([
    'had the tires rotated yesterday and now there is a thumping from the front',
    'after a tire rotation I hear a clunk from the front wheel',
  ])('given "%s", names loose lug nuts first: the wheels were just off', (text) => {
    const results = diagnose(text);
    expect(rankOf(results, /loose wheel lug nuts/i)).toBe(0);
  });

  it('given a recalled Bolt that shut down as its range fell, names the battery pack first', () => {
    const bolt = { year: 2018, make: 'Chevrolet', model: 'Bolt EV', mileage: 20_000 };
    const results = diagnose(
      'the car shut down on the highway and the range suddenly dropped from 100 miles to 9',
      bolt,
    );
    expect(rankOf(results, /failed high-voltage battery pack/i)).toBe(0);
    expect(results.potentialCauses[0]!.knownPattern).toBeTruthy();
  });

  it.each([
    [{ year: 2019, make: 'Mazda', model: 'Mazda3', mileage: 30_000 }, /Mazda Connect/],
    [{ year: 2022, make: 'Ford', model: 'Bronco Sport', mileage: 25_000 }, /12-volt battery/],
  ])(
    'given an engine that stalls, does not offer an engine reflash for a known screen or battery failure (%j)',
    (car, unrelated) => {
      const results = diagnose(
        'the engine stalled twice pulling away from a light and the check engine light is on',
        car,
      );
      const reflash = results.potentialCauses.find((c) => /software update/i.test(c.name));
      expect(reflash?.knownPattern ?? '').not.toMatch(unrelated);
    },
  );

  it('does not read the car’s own name as naming a part ("my Volt" is not a 12-volt battery)', () => {
    const volt = { year: 2014, make: 'Chevrolet', model: 'Volt', mileage: 60_000 };
    const results = diagnose('my Volt will not power on this morning', volt);
    for (const cause of results.potentialCauses) {
      expect(cause.why ?? []).not.toContain('volt');
    }
  });

  it.each([
    [{ year: 2016, make: 'Ford', model: 'Edge', mileage: 70_000 }, /water pump/i],
    [{ year: 2017, make: 'Jeep', model: 'Cherokee', mileage: 90_000 }, /rocker arm or lifter/i],
  ])(
    'given a ticking engine, a known water pump or lifter failure does not make a wrecked engine likelier (%j)',
    (car, known) => {
      const results = diagnose('there is a ticking noise from the engine and it stalled once', car);
      const wrecked = results.potentialCauses.find((c) => /internal engine failure/i.test(c.name));
      expect(wrecked?.knownPattern ?? '').not.toMatch(known);
    },
  );

  it('given a Mazda Connect screen that keeps rebooting, still names the known screen failure', () => {
    const mazda3 = { year: 2019, make: 'Mazda', model: 'Mazda3', mileage: 30_000 };
    const results = diagnose('the infotainment screen freezes and keeps rebooting', mazda3);
    expect(results.potentialCauses.some((c) => /Mazda Connect/.test(c.knownPattern ?? ''))).toBe(
      true,
    );
  });

  it("given a flashing engine light on a Honda V6 with cylinder deactivation, lists the settlement's worn rings", () => {
    const pilot = { year: 2011, make: 'Honda', model: 'Pilot', mileage: 85_000 };
    const results = diagnose('the check engine light is flashing', pilot);
    const rings = rankOf(results, /worn piston rings/i);
    expect(rings).toBeGreaterThanOrEqual(0);
    expect(rings).toBeLessThan(3);
    expect(results.potentialCauses[rings]!.knownPattern).toBeTruthy();
  });

  it('given a dual-clutch car that will not move and revs as if in neutral, names its clutches first', () => {
    const tucson = { year: 2016, make: 'Hyundai', model: 'Tucson', mileage: 40_000 };
    const results = diagnose(
      'it has the dual clutch transmission. the car will not move after coming to a stop, the engine revs as if in neutral',
      tucson,
    );
    expect(rankOf(results, /dual-clutch transmission clutches/i)).toBe(0);
  });

  it('given a dead battery after the car sat for weeks, names a parasitic drain first', () => {
    const results = diagnose('after the car sat for three weeks the battery was dead');
    expect(rankOf(results, /parasitic battery drain/i)).toBe(0);
  });
});

describe('symptom diagnosis: the wider catalogue (issue 29 item 4)', () => {
  const truck = { year: 2012, make: 'Ford', model: 'F-150', mileage: 120_000 };

  it('given a 4x4 that will not change modes, ranks the transfer case shift motor first', () => {
    const results = diagnose(
      'the 4x4 light flashes and it will not shift into 4 high, I hear clicking under the truck',
      truck,
    );
    expect(rankOf(results, /transfer case shift motor/i)).toBe(0);
  });

  it('given a cold-start rattle with a cam timing code, lists worn cam phasers', () => {
    const results = diagnose('rattle for a few seconds on a cold start, check engine light P0011');
    const phasers = rankOf(results, /cam phasers/i);
    expect(phasers).toBeGreaterThanOrEqual(0);
    expect(phasers).toBeLessThan(3);
  });

  it('reads "the rear diff" as naming the differential', () => {
    const results = diagnose('a whine from the rear diff at highway speed', truck);
    expect(rankOf(results, /differential gears/i)).toBe(0);
  });

  it('given metal shavings in the oil, names the bearings or the engine first', () => {
    const results = diagnose('there were metal shavings in the oil at the last change');
    expect(results.potentialCauses[0]?.name).toMatch(/internal engine failure|rod bearing/i);
  });

  it('given a failed compression test, ranks a cause that loses compression first', () => {
    const results = diagnose('the compression test showed zero psi on two cylinders');
    expect(results.potentialCauses[0]?.name).toMatch(
      /piston rings|head gasket|timing belt|cracked/i,
    );
  });

  it('given many warning lights at once after the car sat, lists chewed wiring', () => {
    const results = diagnose(
      'the car sat all winter and now five warning lights are on and it will not start',
    );
    expect(rankOf(results, /rodents/i)).toBeGreaterThanOrEqual(0);
  });

  it("given a hybrid's charge bars jumping from full to empty, names the battery modules first", () => {
    const prius = { year: 2010, make: 'Toyota', model: 'Prius', mileage: 160_000 };
    const results = diagnose('the battery bars jump from full to empty in seconds', prius);
    expect(results.potentialCauses[0]?.name).toMatch(/hybrid battery/i);
  });

  it('reads friction-element apply-time codes as a worn automatic (its clutch packs)', () => {
    const escape = { year: 2017, make: 'Ford', model: 'Escape', mileage: 65_000 };
    const results = diagnose(
      'check engine light and it shifts badly, codes P2703 and P2704',
      escape,
    );
    expect(results.potentialCauses[0]?.name).toMatch(/worn automatic transmission/i);
  });

  it('reads a random misfire code with a lean code as a vacuum leak, not a code no job explains', () => {
    const mazda = { year: 2008, make: 'Mazda', model: 'Mazda3', mileage: 130_000 };
    const results = diagnose(
      'engine light is on, the parts store read P0300 and P2177, it stumbles when I step on it',
      mazda,
    );
    expect(results.potentialCauses[0]?.name).toMatch(/vacuum leak/i);
  });

  it('weighs a software reflash more on a car in its first years than on an old one', () => {
    const text = 'the transmission shifts hard between 2nd and 3rd';
    const young = diagnose(text, { year: 2025, make: 'Honda', model: 'Civic', mileage: 9_000 });
    const old = diagnose(text, { year: 2012, make: 'Honda', model: 'Civic', mileage: 9_000 });
    expect(probabilityOf(young, /software update/i)).toBeGreaterThan(
      probabilityOf(old, /software update/i),
    );
  });
});

describe('symptom diagnosis: reading the story around the symptoms', () => {
  it('given an engine that shakes with a blinking engine light in wet weather, lists worn plug wires', () => {
    const old = { year: 2002, make: 'Toyota', model: 'Camry', mileage: 170_000 };
    const results = diagnose(
      'after a rainy night the motor runs rough, the whole car shakes and the engine light is blinking',
      old,
    );
    expect(rankOf(results, /spark plug wires/)).toBeGreaterThanOrEqual(0);
    expect(rankOf(results, /spark plug wires/)).toBeLessThan(3);
  });

  it('given a car that shakes at idle when stopped in drive, lists worn engine mounts', () => {
    const results = diagnose('the car shakes at idle, smooth once I get moving');
    expect(rankOf(results, /engine mounts/i)).toBeGreaterThanOrEqual(0);
    expect(rankOf(results, /engine mounts/i)).toBeLessThan(3);
  });

  it('given a part a mechanic ruled out, ranks its cause lower than when nothing is said', () => {
    const story = 'car is slow to crank in the morning and the headlights are dim';
    const plain = diagnose(story);
    const ruled = diagnose(`the shop said it's not the battery. ${story}`);
    const battery = /12-volt battery/i;
    expect(rankOf(plain, battery)).toBeGreaterThanOrEqual(0);
    expect(probabilityOf(ruled, battery)).toBeLessThan(probabilityOf(plain, battery));
  });

  it('given a noise that follows the fan speed, raises the blower motor near the top', () => {
    const blower = /blower motor/i;
    const plain = diagnose('rattling noise from the dash');
    const results = diagnose('rattling noise from the dash that gets louder with the fan speed');
    expect(rankOf(results, blower)).toBeLessThanOrEqual(1);
    expect(probabilityOf(results, blower)).toBeGreaterThan(probabilityOf(plain, blower));
  });

  it('given a part the owner already replaced, counts it against that cause', () => {
    const plain = diagnose('car misfires at idle and the check engine light is on');
    const replaced = diagnose(
      'already replaced the spark plugs. car misfires at idle and the check engine light is on',
    );
    expect(probabilityOf(replaced, /spark plugs/i)).toBeLessThan(
      probabilityOf(plain, /spark plugs/i),
    );
  });

  it("given a mechanic's finding, counts it for that cause", () => {
    const plain = diagnose('sweet smell and coolant on the ground under the front');
    const found = diagnose(
      'my mechanic said the water pump is leaking. sweet smell and coolant on the ground under the front',
    );
    expect(rankOf(found, /water pump/i)).toBe(0);
    expect(probabilityOf(found, /water pump/i)).toBeGreaterThan(
      probabilityOf(plain, /water pump/i),
    );
  });

  it('given an electric car that shut down while driving, names its high-voltage system', () => {
    const bolt = { year: 2017, make: 'Chevrolet', model: 'Bolt EV', mileage: 20_000 };
    const results = diagnose(
      'the car basically stopped on the highway as the power system shut down',
      bolt,
    );
    expect(results.potentialCauses[0]!.name).toMatch(/contactor|battery|drive unit/i);
    expect(rankOf(results, /condenser/i)).toBe(-1);
  });

  it("given an electric car's battery warning and no drive, lists its high-voltage pack, and never on a hybrid", () => {
    const focus = { year: 2013, make: 'Ford', model: 'Focus Electric', mileage: 83_000 };
    const text =
      'It gave the stop safely now warning light and we could not move the car at all. The range had dropped lately.';
    expect(
      rankOf(diagnose(text, focus), /high-voltage battery pack \(electric car\)/i),
    ).toBeGreaterThanOrEqual(0);
    expect(rankOf(diagnose(text, focus), /hybrid battery/i)).toBe(-1);
    const prius = { year: 2012, make: 'Toyota', model: 'Prius', mileage: 160_000 };
    expect(rankOf(diagnose(text, prius), /electric car/i)).toBe(-1);
  });

  it("given a Prius that whirs every few seconds, lists its brake actuator's pump", () => {
    const prius = { year: 2010, make: 'Toyota', model: 'Prius', mileage: 140_000 };
    const results = diagnose(
      "it's doing it about every 18 seconds driving around town now. It's a whirring sound, then winds down",
      prius,
    );
    expect(rankOf(results, /brake actuator|brake booster/i)).toBeGreaterThanOrEqual(0);
  });

  it('given a finding the owner then had fixed while the trouble goes on, no longer counts it', () => {
    const symptoms = 'it hesitates and shakes at idle with the check engine light on.';
    const found = diagnose(`${symptoms} The mechanic diagnosed a bad spark plug.`);
    const disproved = diagnose(
      `${symptoms} The mechanic diagnosed a bad spark plug. The spark plug was replaced; however, the failure persisted.`,
    );
    expect(rankOf(found, /spark plugs/i)).toBe(0);
    expect(rankOf(disproved, /spark plugs/i)).not.toBe(0);
    expect(probabilityOf(disproved, /spark plugs/i)).toBeLessThan(
      probabilityOf(found, /spark plugs/i) / 2,
    );
  });
});

describe('symptom diagnosis: probabilities worth showing', () => {
  it.each([
    'squeal when i brake',
    'car shakes at 60 mph on the highway',
    'clicking when turning sharply in parking lots',
    'a/c blows warm air',
    'white smoke and coolant keeps going down',
  ])('given "%s", shows one to five causes and never 0 %%', (text) => {
    const causes = diagnose(text).potentialCauses;
    expect(causes.length).toBeGreaterThanOrEqual(1);
    expect(causes.length).toBeLessThanOrEqual(5);
    for (const cause of causes) expect(cause.probability).toBeGreaterThan(0);
    if (causes[0]!.probability < 75) expect(causes.length).toBeGreaterThanOrEqual(3);
  });

  it('given a vague description, says so and asks one or two questions', () => {
    const results = diagnose('my car is making a noise');
    expect(results.clarity).toBe('vague');
    expect(results.clarityNote).toMatch(/too general|could not find/);
    expect(results.followUpQuestions?.length).toBeGreaterThanOrEqual(1);
    expect(results.followUpQuestions?.length).toBeLessThanOrEqual(2);
  });

  it('given a description that does not separate the top causes, asks about what would', () => {
    const results = diagnose('grinding noise from the front');
    expect(results.followUpQuestions?.length).toBeGreaterThanOrEqual(1);
    expect(results.followUpQuestions!.join(' ')).not.toMatch(/grinding/i);
  });

  it('asks about a click in words that fit an A/C fault as well as a driveline one', () => {
    // A blend-door actuator clicks behind the dash whatever the speed: a click question that
    // assumed road speed sent the owner of a one-sided A/C fault looking at the wheels.
    const asked = (
      diagnose('AC blows warm air on the drivers side but cold on the passenger side')
        .followUpQuestions ?? []
    ).join(' ');
    expect(asked).not.toMatch(/car moves faster/);
  });

  it('asks an electric car no question about an engine', () => {
    const modelY = { year: 2021, make: 'Tesla', model: 'Model Y', mileage: 30_000 };
    for (const text of [
      'loud clunk from the rear when going over speed bumps, started after winter',
      'a knocking noise from the front when I drive',
      'warning light came on',
      'completely dead this morning, nothing lit up and the doors would not unlock',
    ]) {
      expect((diagnose(text, modelY).followUpQuestions ?? []).join(' ')).not.toMatch(
        /engine|exhaust|oil|idl|gear change|turn the key/i,
      );
    }
  });

  it('never asks whether it happens when accelerating after the owner said so', () => {
    const asked = (text: string) => (diagnose(text).followUpQuestions ?? []).join(' ');
    expect(asked('the car shakes')).toMatch(/accelerate/i);
    expect(asked('the car shakes, worse when I accelerate')).not.toMatch(/accelerate/i);
    expect(asked('a whining noise from the front, louder when I accelerate')).not.toMatch(
      /accelerate/i,
    );
  });

  it('never asks what a related thing the owner said already answers', () => {
    const asked = (text: string) => (diagnose(text).followUpQuestions ?? []).join(' ');
    // Overheating told in gauge words is not followed by "does the gauge read high?".
    expect(asked('the temp gauge keeps climbing to the top when I sit in traffic')).not.toMatch(
      /temperature gauge|overheated/i,
    );
    // "It just clicks" says how it cranks.
    expect(asked("my car won't start, it just clicks once and the dash lights dim")).not.toMatch(
      /crank slowly|only a click/i,
    );
    // A code answers whether the light is on and what the codes were.
    expect(asked('rough idle, the parts store read P0300')).not.toMatch(/check-engine light/i);
    // A flashing check-engine light is on.
    expect(asked('engine light flashing and the car is bucking')).not.toMatch(
      /Is the check-engine light on/i,
    );
    // "No leaks" answers what colour a leak is.
    expect(asked('losing coolant every week, no leaks on the ground')).not.toMatch(
      /If there is a leak/i,
    );
    // A complaint about the A/C is made with the A/C on.
    expect(asked('My AC blows cold on the highway but warm at stoplights.')).not.toMatch(
      /air conditioning on or off/i,
    );
  });

  it('names a documented failure pattern of the car as the reason, only when the words fit', () => {
    const focus = { year: 2014, make: 'Ford', model: 'Focus', mileage: 70_000 };
    const shudder = 'the transmission shudders and hesitates when pulling away from a stop';
    const known = diagnose(shudder, focus).potentialCauses.find((c) => c.knownPattern);
    expect(known?.name).toMatch(/dual-clutch/i);
    expect(known?.knownPattern).toMatch(
      /^Known on 2011-2016 Ford Focus, Fiesta with the PowerShift/,
    );
    // Ford's seven-year extension for these clutches ran out on a 2014 car long ago.
    expect(known?.knownPattern).toMatch(/program for it ends before your car's age or mileage/);
    // The same words on a car without the pattern, and other words on the Focus: no reason.
    expect(diagnose(shudder, civic).potentialCauses.some((c) => c.knownPattern)).toBe(false);
    const brakes = diagnose('my brakes squeal when I stop', focus).potentialCauses;
    expect(brakes.some((c) => c.knownPattern)).toBe(false);
  });
});

describe('"Why we think so"', () => {
  it('quotes each stretch of the description once, not overlapping fragments of it', () => {
    const [first] = diagnose(
      "When I start the car in the morning there's a loud rattle for about 2 seconds then it goes away",
    ).potentialCauses;
    const why = first?.why ?? [];
    expect(why.length).toBeGreaterThan(0);
    // No two quotes share a pair of words: each stretch of the sentence is shown once.
    const pairs = why.map((quote) => {
      const words = quote.toLowerCase().split(' ');
      return new Set(words.slice(1).map((w, i) => `${words[i]} ${w}`));
    });
    const shared = pairs.flatMap((p, i) =>
      [...p].filter((pair) => pairs.some((o, j) => j !== i && o.has(pair))),
    );
    expect(shared).toEqual([]);
    expect(why.join(' ')).toMatch(/rattle/);
  });

  it("quotes the owner's own words where they name the part, never a bare word", () => {
    const why = diagnose("I'm pretty sure it's the alternater, the battery light flickers at idle")
      .potentialCauses[0]?.why;
    expect(why).toContain("I'm pretty sure it's the alternater");
    expect(why).not.toContain('alternator');
    const leak = diagnose('Could it be the water pump? Coolant drips under the front of the car');
    const pump = leak.potentialCauses.find((c) => /water pump/i.test(c.name));
    expect(pump?.why).toContain('Could it be the water pump');
    expect(pump?.why?.filter((q) => !q.includes(' '))).toEqual([]);
  });

  it('never starts a quote on the word that joined it to the one before', () => {
    const accord = { year: 2016, make: 'Honda', model: 'Accord', mileage: 110_000 };
    const why = diagnose(
      'smell of burning rubber after driving, And a squeal on startup',
      accord,
    ).potentialCauses.flatMap((c) => c.why ?? []);
    expect(why).toContain('a squeal on startup');
    expect(why.filter((q) => /^(and|but|so|then)\b/i.test(q))).toEqual([]);
    const sonata = { year: 2012, make: 'Hyundai', model: 'Sonata', mileage: 140_000 };
    const knock = diagnose(
      'loud knocking from engine that gets faster when I rev it, oil light flickered last week',
      sonata,
    ).potentialCauses.flatMap((c) => c.why ?? []);
    expect(knock.filter((q) => /\b(that|from|when)$/i.test(q))).toEqual([]);
  });

  it('joins two windows only where they share words, in either order', () => {
    expect(mergedQuotes(["start the car there's a loud", "there's a loud rattle"])).toEqual([
      "start the car there's a loud rattle",
    ]);
    expect(mergedQuotes(['a loud rattle', 'grinding when I brake'])).toEqual([
      'a loud rattle',
      'grinding when I brake',
    ]);
    expect(mergedQuotes(['rattle', 'a loud rattle on cold starts'])).toEqual([
      'a loud rattle on cold starts',
    ]);
  });
});

describe('reading what owners say about lights and the fan', () => {
  it('reads a noise that follows the fan speed as the blower', () => {
    const [first] = diagnose('the noise gets louder with the fan speed').potentialCauses;
    expect(first?.name).toMatch(/blower motor/i);
  });

  it('reads a turn signal blinking fast as a bulb out, however the owner puts it', () => {
    for (const text of [
      'my turn signal blinks really fast on the left side',
      'blinker is going double time on the right',
      'left blinker flashes fast',
    ]) {
      expect(diagnose(text).potentialCauses[0]?.name).toMatch(/bulb/i);
    }
  });

  it('reads a blinker that is not working as the flasher, and "not working" names no part', () => {
    const causes = diagnose('the blinker is not working').potentialCauses;
    expect(causes[0]?.name).toMatch(/flasher/i);
    // No cause is shown just to fill the list, with nothing the owner said behind it.
    expect(causes.filter((c) => !c.why?.length)).toEqual([]);
    expect(causes.some((c) => /cooling fan not working/i.test(c.name))).toBe(false);
  });
});

describe('a noise that follows road speed or engine speed', () => {
  const odyssey = { year: 2008, make: 'Honda', model: 'Odyssey', mileage: 150_000 };

  it('puts the engine-driven parts first for a whine that follows the engine, even parked', () => {
    const results = diagnose(
      'whining noise from the front that goes up and down with the rpm, even in park',
      odyssey,
    );
    const first = results.potentialCauses[0]?.name ?? '';
    expect(first).toMatch(/power steering pump|alternator|tensioner|pulley/i);
    expect(rankOf(results, /differential|wheel bearing/i)).not.toBe(0);
  });

  it('hears a whine "under the hood" as an engine-bay part, not the axle', () => {
    const grandMarquis = { year: 1995, make: 'Mercury', model: 'Grand Marquis', mileage: 135_000 };
    const results = diagnose(
      'I noticed a whining sound from under the hood lately, it changes with engine speed',
      grandMarquis,
    );
    expect(results.potentialCauses[0]?.name).toMatch(/power steering pump|alternator/i);
    expect(rankOf(results, /differential|turbo/i)).toBe(-1);
  });

  it('puts the wheels and driveline first for a hum that follows road speed', () => {
    const results = diagnose('humming noise that gets louder the faster I go', odyssey);
    expect(results.potentialCauses[0]?.name).toMatch(/wheel bearing|tires|differential/i);
  });
});
