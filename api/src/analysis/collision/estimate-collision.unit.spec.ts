import { collisionResultsSchema } from '@fairwrench/contracts';
import { costContext } from '../testing/estimates';
import type { PricedVehicle } from '../parts/vehicle-input';
import { estimateCollision } from './estimate-collision';
import { testKnowledge } from '../testing/knowledge';
import { NO_FACTS, type AdasSensor, type BodyStyle } from '../vehicle/car-facts';

const knowledge = testKnowledge();

const ctx = costContext('OH', { min: 120, max: 160 });

function car(year: number, make = 'Toyota', model = 'Camry'): PricedVehicle {
  const truck = model.startsWith('F-');
  return {
    powertrain: 'gas',
    segment: truck ? 'truck' : 'mainstream',
    timingDrive: 'unknown',
    ageYears: 2025 - year,
    mileage: 12_000 * (2025 - year),
    mileageKnown: true,
    recognised: true,
    year,
    make,
    model,
  };
}

const estimate = (text: string, vehicle = car(2018)) =>
  estimateCollision(text, vehicle, ctx, knowledge.collision);

describe('estimateCollision: repair or replace', () => {
  it('refinishes a scratched bumper and replaces a smashed one', () => {
    const scratched = estimate('scratched the front bumper');
    const smashed = estimate('front bumper smashed');
    expect(scratched.repairAreas[0]).toMatch(/^Front bumper cover: sand and refinish/);
    expect(smashed.repairAreas[0]).toMatch(/^Front bumper cover: replace and refinish/);
    expect(smashed.estimatedCost?.min).toBeGreaterThan(scratched.estimatedCost?.max ?? 0);
  });

  it('reads everyday words for a crushed panel, and never bends other words into damage', () => {
    // "mashed" is what many owners write for smashed; "greased" is no crease, "hopped" no pop.
    expect(estimate('the front bumper got mashed').repairAreas[0]).toMatch(
      /^Front bumper cover: replace and refinish/,
    );
    const calm = estimate('light scratch on the rear bumper, the shop greased the hinges');
    expect(calm.repairAreas[0]).toMatch(/^Rear bumper cover: sand and refinish/);
  });

  it('prices a ding with unbroken paint as paintless dent repair', () => {
    const result = estimate('small dent in the driver door, no paint damage');
    // A market price: no teardown or paint-materials line is added on top.
    expect(result.repairAreas).toEqual([
      expect.stringMatching(
        /^Driver-side front door: paintless dent repair \(no refinish needed\)/,
      ),
    ]);
    expect(result.estimatedCost?.max).toBeLessThanOrEqual(300);
  });
});

describe('estimateCollision: a ding whose paint is whole', () => {
  it.each([
    'Door ding on the passenger rear door, about the size of a quarter, paint not broken.',
    'Door ding on the rear passenger door, paint not broken',
    "Small dent in the driver door, paint isn't broken.",
    'Small dent in the driver door, no paint broken.',
    'Small dent in the driver door, the paint is not chipped.',
  ])('prices "%s" as paintless dent repair', (text) => {
    const result = estimate(text);
    expect(result.repairAreas).toEqual([
      expect.stringMatching(/door: paintless dent repair \(no refinish needed\)/),
    ]);
    expect(result.estimatedCost?.max).toBeLessThanOrEqual(300);
  });
});

describe('estimateCollision: paint whole before, broken now', () => {
  it('does not price paintless repair when a break is told after the all-clear', () => {
    const result = estimate('Door dented, the paint was fine before but now its cracked');
    expect(result.repairAreas.join(' ')).not.toMatch(/paintless dent repair/);
  });
});

describe('estimateCollision: a bumper off its clips', () => {
  it.each([
    'Front bumper is hanging off on the left side after I hit a snow bank, clips broke, no cracks I can see.',
    'Someone backed into me and now my rear bumper is hanging off on the right side',
    'Front bumper came loose on one side, just needs clipped back on, nothing broken',
    "Front bumper fell off partly after hitting a parking block, the clips are broken but the bumper itself isn't cracked",
  ])('re-secures "%s" with new clips, not a new cover and reinforcement', (text) => {
    const result = estimate(text);
    expect(result.repairAreas[0]).toMatch(
      /^(Front|Rear) bumper cover: re-secure the cover with new clips and brackets \(no refinish\)/,
    );
    expect(
      result.repairAreas.some((l) => /reinforcement|Allowance for hidden damage/.test(l)),
    ).toBe(false);
    expect(result.damageDescription).toMatch(/^Minor damage/);
  });

  it('still replaces a bumper hanging off with its own cracks or broken mounts', () => {
    const result = estimate(
      'Rear bumper is hanging off and cracked in two places, the mounts are broken',
    );
    expect(result.repairAreas[0]).toMatch(/^Rear bumper cover: replace and refinish/);
  });

  it('does not re-secure a cover whose own mounting tabs are torn', () => {
    const result = estimate('Rear bumper is hanging and the mounting tabs are torn off');
    expect(result.repairAreas[0]).not.toMatch(/re-secure the cover/);
  });

  it('still reads a bumper hanging off after a hard hit as the visible part of it', () => {
    const result = estimate('Hit a deer at 55 mph, the front bumper is hanging off');
    expect(result.repairAreas[0]).toMatch(/^Front bumper cover: replace and refinish/);
  });
});

describe('estimateCollision: small parts', () => {
  it('names the fender flare and its side, and the license plate lamp', () => {
    expect(estimate('Fender flare torn off the driver side front').repairAreas[0]).toMatch(
      /^Driver-side fender flare: replace the fender flare/,
    );
    const rear = estimate(
      'Rear ended at low speed. Small crack in the rear bumper and the license plate light is out',
    );
    expect(rear.repairAreas).toContainEqual(
      expect.stringMatching(/^License plate light: replace the license plate lamp/),
    );
  });
});

describe('estimateCollision: sunroof glass', () => {
  it('replaces shattered sunroof glass as glass, not the welded roof skin', () => {
    const result = estimate('Sunroof glass shattered from a falling branch');
    expect(result.repairAreas).toEqual([
      expect.stringMatching(/^Sunroof glass: replace the sunroof glass panel/),
    ]);
    // A glass sublet: no structural roof replacement, hidden-damage allowance or teardown line.
    expect(result.estimatedCost?.max).toBeLessThanOrEqual(1500);
  });
});

describe('estimateCollision: sensors, metal and paint', () => {
  it('prices a broken side window at the glass shop price, with no body-shop teardown line', () => {
    const result = estimate('someone smashed my passenger window to break in', car(2012));
    expect(result.repairAreas.join(' ')).not.toMatch(/What teardown usually adds/);
    expect(result.estimatedCost?.max).toBeLessThanOrEqual(700);
  });

  it('calibrates the windshield camera on a 2022 car but not on a 2012 one', () => {
    const old = estimate('windshield is cracked', car(2012));
    const recent = estimate('windshield is cracked', car(2022));
    const calibration = /Windshield camera calibration/;
    expect(old.repairAreas.some((a) => calibration.test(a))).toBe(false);
    expect(recent.repairAreas.some((a) => calibration.test(a))).toBe(true);
    expect(recent.recommendedProcedures.some((p) => calibration.test(p))).toBe(true);
  });

  it('replaces a radar sensor the owner says was damaged, front or rear, and calibrates it', () => {
    const front = estimate(
      'hit a pole: front bumper cracked and the radar sensor is broken',
      car(2022),
    );
    expect(front.repairAreas.some((a) => /^Front radar sensor: replace/.test(a))).toBe(true);
    expect(front.repairAreas.some((a) => /^Front radar calibration/.test(a))).toBe(true);
    const rear = estimate(
      'backed into a post, cracked the rear bumper and the rear radar',
      car(2022),
    );
    expect(rear.repairAreas.some((a) => /^Rear \(blind-spot\) radar sensor: replace/.test(a))).toBe(
      true,
    );
    expect(rear.repairAreas.some((a) => /^Front radar sensor/.test(a))).toBe(false);
    // A warning light is a reason to check and calibrate, not to buy a sensor
    const light = estimate(
      'rear bumper cracked and now the blind spot monitor light is on',
      car(2022),
    );
    expect(light.repairAreas.some((a) => /radar sensor: replace/.test(a))).toBe(false);
  });

  it('raises the cost of an aluminium F-150 body and sends it to a certified shop', () => {
    const text = 'big dent in the driver door';
    const steel = estimate(text, car(2014, 'Ford', 'F-150'));
    const aluminium = estimate(text, car(2019, 'Ford', 'F-150'));
    expect(aluminium.estimatedCost?.max).toBeGreaterThan(steel.estimatedCost?.max ?? 0);
    expect(aluminium.recommendedProcedures.join(' ')).toMatch(/aluminum repair/);
    expect(steel.recommendedProcedures.join(' ')).not.toMatch(/aluminium/);
  });

  it('treats a Model S as aluminium whatever year is typed, since none was built in steel', () => {
    const text = 'my tesla model s got a dent in the front fender in a parking lot';
    const guessed = estimate(text, car(2010, 'Tesla', 'Model S'));
    expect(guessed.repairAreas[0]).toMatch(/\(aluminum panel\)/);
  });

  it('raises the paint cost for a pearl (tri-coat) finish', () => {
    const plain = estimate('scratched rear bumper');
    const pearl = estimate('pearl white paint, scratched rear bumper');
    expect(pearl.estimatedCost?.max).toBeGreaterThan(plain.estimatedCost?.max ?? 0);
    expect(pearl.damageDescription).toMatch(/tri-coat/);
  });

  it('prices named LED headlights above ordinary ones', () => {
    const plain = estimate('passenger headlight cracked');
    const led = estimate('passenger headlight cracked, its an LED headlight');
    expect(led.estimatedCost?.min).toBeGreaterThan(plain.estimatedCost?.min ?? 0);
  });
});

describe('estimateCollision: severe hits', () => {
  it('treats deployed airbags as severe structural damage', () => {
    const result = estimate('airbags deployed, front end crushed');
    expect(result.damageDescription).toMatch(/^Severe damage/);
    expect(result.recommendedProcedures.join(' ')).toMatch(/Measure the structure/);
    expect(result.recommendedProcedures.join(' ')).toMatch(/total loss/);
  });

  it('checks suspension and alignment after a wheel hits a curb', () => {
    const result = estimate('hit a curb and bent the rim');
    expect(result.repairAreas.join(' ')).toMatch(/Suspension and steering|suspension and steering/);
    expect(result.recommendedProcedures.join(' ')).toMatch(/four-wheel alignment/);
  });
});

describe("estimateCollision: the car's own back end", () => {
  const withBodies = (bodies: BodyStyle[], model: string): PricedVehicle => ({
    ...car(2022, 'Hyundai', model),
    facts: { ...NO_FACTS, bodies: { value: bodies, source: 'model-year' } },
  });
  const first = (vehicle: PricedVehicle) =>
    estimate('rear ended at a light, trunk wont close', vehicle).repairAreas.join(' ');

  it("prices an SUV's or a hatchback's \"trunk\" as its liftgate, a pickup's as its tailgate", () => {
    expect(first(withBodies(['suv'], 'Tucson'))).toMatch(/^Liftgate:/);
    expect(first(withBodies(['hatchback', 'wagon'], 'Elantra GT'))).toMatch(/^Liftgate:/);
    expect(first(withBodies(['pickup'], 'Santa Cruz'))).toMatch(/Tailgate:/);
  });

  it('keeps the trunk lid when the line-up has a sedan, or the body is unknown', () => {
    expect(first(withBodies(['hatchback', 'sedan'], 'Elantra'))).toMatch(/^Trunk lid:/);
    expect(first(car(2022, 'Hyundai', 'Elantra'))).toMatch(/^Trunk lid:/);
  });
});

describe('estimateCollision: time in the shop', () => {
  it('gives a whole-car hail repair days, not the same day', () => {
    // The hail line is a sublet price with no shop hours; the technician's work spans days.
    for (const text of [
      'hail storm, lots of small dents on the hood roof and trunk',
      'hail damage',
    ]) {
      const days = /^(\d+)-(\d+) working days$/.exec(estimate(text).estimatedTime ?? '');
      expect(Number(days?.[1])).toBeGreaterThanOrEqual(1);
      expect(Number(days?.[2])).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps an unpainted ding a same-day job', () => {
    expect(estimate('small ding in the driver door, paint is fine').estimatedTime).toMatch(
      /^Same day/,
    );
  });
});

describe('estimateCollision: a camera replaced is not also moved over', () => {
  it('prices no camera transfer when the backup camera itself is replaced', () => {
    const areas = (text: string) => estimate(text, car(2021)).repairAreas.join(' | ');
    expect(areas('rear bumper cover cracked, pushed in')).toMatch(/camera transfer/);
    const broken = areas('rear bumper cover cracked, pushed in, and the backup camera is smashed');
    expect(broken).toMatch(/Backup camera: replace/);
    expect(broken).not.toMatch(/camera transfer/);
  });
});

describe('estimateCollision: the damage told back', () => {
  it("gives the owner's contractions their apostrophes back", () => {
    const result = estimate("the backup camera doesn't work and the liftgate wont close");
    expect(result.damageDescription).toMatch(/camera \(doesn't work\)/);
    expect(result.damageDescription).toMatch(/\(won't close\)/);
  });
});

describe('estimateCollision: edge cases', () => {
  it('still answers usefully when no area is named, and asks for photos', () => {
    const result = estimate('');
    expect(result.repairAreas[0]).toMatch(/^Damaged area not identified — one panel assumed \(\$/);
    expect(result.estimatedCost?.min).toBeGreaterThan(0);
    expect(result.recommendedProcedures[0]).toMatch(/photos/);
  });

  it('prices "I came outside and my truck is smashed" above a scratch when no panel is named', () => {
    const smashed = estimate('I came outside and my truck is smashed. A city truck hit it.');
    const scratched = estimate('I came outside and my truck is scratched.');
    expect(smashed.repairAreas[0]).toMatch(/^Damaged area not identified/);
    expect(scratched.repairAreas[0]).toMatch(/^Damaged area not identified/);
    expect(smashed.estimatedCost?.min).toBeGreaterThan(scratched.estimatedCost?.min ?? 0);
  });

  it('assumes minor damage for a bare one-word area and asks for photos', () => {
    const result = estimate('bumper');
    expect(result.repairAreas[0]).toMatch(
      /^Front bumper cover: repair and refinish.*damage not described$/,
    );
    expect(result.recommendedProcedures.join(' ')).toMatch(/photos/);
  });

  it('points symptom text to the symptom diagnosis', () => {
    expect(estimate('car shakes at 60 mph').damageDescription).toMatch(/Diagnose car symptoms/);
  });

  it('estimates an unknown make from the text alone', () => {
    const vehicle = { ...car(2019, 'Zastava', 'Yugo'), recognised: false };
    expect(estimate('rear bumper cracked', vehicle).repairAreas[0]).toMatch(/^Rear bumper cover/);
  });

  it.each([
    'rear ended, bumper cracked and trunk wont close',
    'hit a deer, hood dented, headlight broken, leaking coolant',
    'keyed along the whole side',
    'nothing',
  ])('passes the contract schema for "%s"', (text) => {
    const result = estimate(text);
    expect(collisionResultsSchema.safeParse({ collisionRepair: result }).success).toBe(true);
    expect(result.estimatedCost?.min).toBeLessThanOrEqual(result.estimatedCost?.max ?? 0);
  });
});

describe('estimateCollision: how hard the crash was', () => {
  const within = (m: { min: number; max: number } | undefined, value: number) =>
    m !== undefined && m.min <= value && value <= m.max;

  it('starts a deer strike at road speed from the average deer claim, and says so', () => {
    const result = estimate('hit a deer on the interstate, the bumper is cracked');
    expect(within(result.estimatedCost, 5420)).toBe(true);
    expect(result.recommendedProcedures.join(' ')).toMatch(/deer claim study/);
  });

  it('starts "I hit a deer, the front end is damaged" from a typical repaired deer bill, a little under the average claim', () => {
    const result = estimate('I hit a deer last night and the front end is damaged');
    const { min, max } = result.estimatedCost ?? { min: 0, max: 0 };
    const middle = Math.sqrt(min * max);
    expect(middle).toBeGreaterThan(4_300);
    expect(middle).toBeLessThan(5_420);
    expect(result.recommendedProcedures.join(' ')).toMatch(/about \$4,900/);
  });

  it('raises a car that could not be driven to at least an average repair', () => {
    const plain = estimate('front bumper cracked');
    const towed = estimate('front bumper cracked, the car was not driveable and had to be towed');
    expect(within(towed.estimatedCost, 4730)).toBe(true);
    expect(towed.estimatedCost?.min).toBeGreaterThan(plain.estimatedCost?.min ?? 0);
  });

  it('keeps a light hit the owner calls light at the price of what it names', () => {
    const hard = estimate('hit a deer, the bumper is cracked');
    const light = estimate('hit a deer at low speed, the bumper is cracked');
    expect(light.estimatedCost?.max).toBeLessThan(hard.estimatedCost?.max ?? 0);
    expect(light.recommendedProcedures.join(' ')).not.toMatch(/deer claim study/);
  });

  it('does not price a glancing sideswipe at highway speed as a hard crash', () => {
    const hard = estimate('a car hit my rear door at 65 mph, the door is dented');
    const glancing = estimate('a car sideswiped me at 65 mph, the rear door is dented');
    expect(hard.recommendedProcedures.join(' ')).toMatch(/average repaired vehicle/);
    expect(glancing.recommendedProcedures.join(' ')).not.toMatch(/average repaired vehicle/);
    expect(glancing.estimatedCost?.max).toBeLessThan(hard.estimatedCost?.min ?? 0);
  });

  it('does not read a rock striking the car at road speed as a crash at that speed', () => {
    const rock = estimate(
      'driving at 60 mph a rock fell off the hillside and hit the car, the hood is dented',
    );
    expect(rock.recommendedProcedures.join(' ')).not.toMatch(/average repaired vehicle/);
    expect(rock.estimatedCost?.max).toBeLessThan(4730);
  });
});

describe('estimateCollision: exhaust', () => {
  it('prices a bent tailpipe on a petrol car, and none on an electric one', () => {
    const text = 'guy backed into me, my tailpipe got bent and the bumper is cracked';
    expect(estimate(text).repairAreas).toContainEqual(
      expect.stringMatching(/^Exhaust tail pipe and muffler: replace the bent tail pipe/),
    );
    const ev = { ...car(2022, 'Tesla', 'Model 3'), powertrain: 'ev' as const };
    expect(estimate(text, ev).repairAreas.some((l) => l.startsWith('Exhaust'))).toBe(false);
  });
});

describe('estimateCollision: lamps', () => {
  it('replaces a chipped headlight housing but polishes a foggy lens', () => {
    expect(
      estimate('deer clipped me, the corner of the headlight housing is chipped').repairAreas[0],
    ).toMatch(/^Headlight: replace the headlight assembly/);
    expect(estimate('my headlights are foggy and yellow').repairAreas[0]).toMatch(
      /: polish and restore the lens/,
    );
  });
});

describe('estimateCollision: side mirrors', () => {
  it('prices a mirror knocked loose at a car wash as the part, with no teardown line', () => {
    const result = estimate(
      'went through the car wash and came out with my side mirror dangling',
      car(2015),
    );
    expect(result.repairAreas).toEqual([
      expect.stringMatching(/^Side mirror: replace the mirror assembly and paint the cover/),
    ]);
  });

  it("adds a newer car's mirror camera or blind-spot module", () => {
    const result = estimate('someone clipped my drivers mirror and broke it off', car(2023));
    expect(result.repairAreas).toContainEqual(
      expect.stringMatching(
        /^Side-mirror camera or blind-spot module: replace and calibrate, if equipped/,
      ),
    );
  });
});

describe('estimateCollision: driver-assistance systems the owner names', () => {
  it('prices the calibration the shop calls for, even on a door', () => {
    const result = estimate(
      'a guy dinged my door in the parking lot and the body shop says the driver assist cameras have to be recalibrated',
    );
    expect(result.repairAreas).toContainEqual(
      expect.stringMatching(/^Driver-assistance camera or sensor calibration the shop calls for/),
    );
    expect(result.repairAreas).toContainEqual(
      expect.stringMatching(/^Pre- and post-repair diagnostic scans/),
    );
  });

  it('takes the owner at their word that an older car has lane keeping', () => {
    const older = car(2015);
    const plain = estimate('rock cracked my windshield', older);
    const named = estimate('rock cracked my windshield, the car has lane keeping assist', older);
    const camera = /^Windshield camera calibration/;
    expect(plain.repairAreas.some((l) => camera.test(l))).toBe(false);
    expect(named.repairAreas.some((l) => camera.test(l))).toBe(true);
  });
});

describe("estimateCollision: an electric car's underside", () => {
  it('reads "scraped the bottom" on an EV as its battery and underbody, to be inspected', () => {
    const ev = { ...car(2022, 'Tesla', 'Model Y'), powertrain: 'ev' as const };
    const result = estimate(
      'ran over road debris on the highway and it scraped the bottom, now theres a warning about the battery',
      ev,
    );
    expect(result.repairAreas[0]).toMatch(/^High-voltage battery pack and underbody/);
  });
});

describe("estimateCollision: the car's own sensors (adas.json, ADR 093)", () => {
  const withSensors = (
    vehicle: PricedVehicle,
    standard: AdasSensor[],
    without: AdasSensor[] = [],
  ): PricedVehicle => ({
    ...vehicle,
    facts: { ...NO_FACTS, adas: { value: { standard, without }, source: 'hand-written' } },
  });
  const lines = (text: string, vehicle: PricedVehicle) =>
    estimate(text, vehicle).repairAreas.join('\n');

  it('says plainly that a car with a standard front radar needs it calibrated, even an older one', () => {
    const text = 'hit a pole, front bumper cover cracked and pushed in';
    expect(lines(text, car(2018))).toMatch(/Front radar calibration .*, if equipped/);
    const fitted = lines(text, withSensors(car(2016), ['forward-camera', 'front-radar']));
    expect(fitted).toMatch(/Front radar calibration \(adaptive cruise \/ emergency braking\) \(\$/);
    expect(fitted).not.toMatch(/Front radar calibration.*if equipped/);
  });

  it('leaves out a sensor the maker never fits: no blind-spot radar on a rear-ended Tesla', () => {
    const text = 'rear ended, bumper cover cracked and the trunk lid is dented';
    const tesla = withSensors(
      car(2021, 'Tesla', 'Model 3'),
      ['parking-sensors'],
      ['blind-spot-radar'],
    );
    expect(lines(text, car(2021))).toMatch(/Blind-spot \/ rear cross-traffic radar/);
    expect(lines(text, tesla)).not.toMatch(/Blind-spot/);
    expect(lines(text, tesla)).toMatch(/Check or replace rear parking sensors \(/);
  });
});

describe('estimateCollision: something on the paint, not a hit', () => {
  it('prices road paint on the wheel wells as cleaning, not as panels or an aluminium risk', () => {
    const result = estimate(
      'the road crew had just painted the lines and I got wet paint splattered all over the wheel wells and rocker panel',
      car(2015, 'Ford', 'F-150'),
    );
    expect(result.repairAreas).toEqual([expect.stringMatching(/^Paint contamination.*clay bar/)]);
    expect(result.estimatedCost?.max).toBeLessThan(600);
  });

  it('keeps the panels the owner says are damaged', () => {
    const result = estimate('wet cement landed on the driver door and the door is dented');
    expect(result.repairAreas).toContainEqual(expect.stringMatching(/^Driver-side front door/));
  });

  it('does not repair the panels tar landed on because another panel is scratched', () => {
    const result = estimate('road tar all over the rocker panels and a scratch on the rear bumper');
    expect(result.repairAreas.join(' ')).not.toMatch(/Rocker/);
    expect(result.repairAreas).toContainEqual(expect.stringMatching(/^Rear bumper cover/));
  });

  it('cleans tar off a cracked bumper rather than refinishing for it', () => {
    const result = estimate('the bumper has tar on it and a crack');
    expect(result.repairAreas).toContainEqual(
      expect.stringMatching(/^Paint contamination.*clay bar/),
    );
  });

  it('does not read a tar-covered truck that hit the car as tar on the paint', () => {
    const result = estimate('my car was hit by a tar-covered truck and the driver door is dented');
    expect(result.repairAreas.join(' ')).not.toMatch(/contamination/);
  });

  it('does not read a tar truck that hit the car as tar on the paint', () => {
    const result = estimate('a tar truck backed into my car and dented the front bumper cover');
    expect(result.repairAreas.join(' ')).not.toMatch(/contamination/);
  });
});

describe('estimateCollision: the aluminium structure risk', () => {
  it('is no line for a panel named with no damage told', () => {
    const result = estimate('there is something on the fender', car(2017, 'Ford', 'F-150'));
    expect(result.repairAreas.join(' ')).not.toMatch(/Aluminum body: allowance/);
  });

  it('stays for a dent in an aluminium fender', () => {
    const result = estimate('the front fender is dented', car(2017, 'Ford', 'F-150'));
    expect(result.repairAreas.join(' ')).toMatch(/Aluminum body: allowance/);
  });
});
