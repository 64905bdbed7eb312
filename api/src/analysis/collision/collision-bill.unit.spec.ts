import { costContext } from '../testing/estimates';
import type { PricedVehicle } from '../parts/vehicle-input';
import { testKnowledge } from '../testing/knowledge';
import { estimateCollision } from './estimate-collision';

/** The headline is the bill the page lists: every dollar of it is on a line the owner can read. */

const knowledge = testKnowledge();

const sanFrancisco = costContext('CA', { min: 150, max: 200 }, 1.05);

const model3: PricedVehicle = {
  powertrain: 'ev',
  segment: 'mainstream',
  timingDrive: 'unknown',
  ageYears: 5,
  mileage: 30_000,
  mileageKnown: true,
  recognised: true,
  year: 2021,
  make: 'Tesla',
  model: 'Model 3',
};
const camry: PricedVehicle = { ...model3, powertrain: 'gas', make: 'Toyota', model: 'Camry' };

const estimate = (text: string, vehicle = model3) =>
  estimateCollision(text, vehicle, sanFrancisco, knowledge.collision);

/** Sums the "($1,200–$2,800)" of every repair line. */
function lineSum(lines: readonly string[]): { min: number; max: number } {
  const money = (s: string) => Number(s.replace(/[$,]/g, ''));
  return lines.reduce(
    (sum, line) => {
      const m = /\((\$[\d,]+)(?:–(\$[\d,]+))?\)(?: —.*)?$/.exec(line);
      if (!m?.[1]) throw new Error(`no price on "${line}"`);
      return { min: sum.min + money(m[1]), max: sum.max + money(m[2] ?? m[1]) };
    },
    { min: 0, max: 0 },
  );
}

const REAR_ENDED = 'Rear-ended: bumper cover cracked, trunk lid dented, one tail light broken';

describe('the collision headline', () => {
  it.each([
    REAR_ENDED,
    'hit a deer at 55 mph, hood crumpled and headlight smashed, car was towed',
    'small dent in the driver door, no paint damage',
    'something hit my car',
  ])('equals the sum of its itemised lines: %s', (text) => {
    const result = estimate(text);
    expect(lineSum(result.repairAreas)).toEqual(result.estimatedCost);
  });

  it('puts a rear-ended Model 3 within a few thousand dollars of real invoices ($3k-$8k)', () => {
    const { estimatedCost } = estimate(REAR_ENDED);
    expect(estimatedCost?.min).toBeLessThanOrEqual(8_000);
    expect(estimatedCost?.max).toBeGreaterThanOrEqual(3_000);
    expect(estimatedCost?.max).toBeLessThan(20_000);
  });

  it('shows the electric-car premium as its own line, at the published size rather than a multiple', () => {
    const ev = estimate(REAR_ENDED);
    const gas = estimate(REAR_ENDED, camry);
    expect(ev.repairAreas.some((l) => /^Electric car:/.test(l))).toBe(true);
    expect(gas.repairAreas.some((l) => /^Electric car:/.test(l))).toBe(false);
    const ratio = (ev.estimatedCost?.max ?? 0) / (gas.estimatedCost?.max ?? 1);
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(1.6);
  });

  it('charges the electric-car premium on the body work only, not again on the scan and calibration prices', () => {
    // The "if equipped" calibrations come from AAA's bills and the scans from CCC's price: an EV
    // owner pays those at the same price, so a car that needs them gets no bigger EV line.
    const leaf: PricedVehicle = { ...model3, make: 'Nissan', model: 'Leaf' };
    const evLine = (lines: readonly string[]) =>
      lineSum(lines.filter((l) => l.startsWith('Electric car:')));
    const text = 'backed into a post, rear bumper cover cracked';
    const withRadar = estimate(text, leaf);
    const noRadar = estimate(text, { ...leaf, year: 2012, ageYears: 14 });
    expect(withRadar.repairAreas.join(' ')).toMatch(/radar calibration/);
    expect(noRadar.repairAreas.join(' ')).not.toMatch(/radar calibration/);
    expect(evLine(withRadar.repairAreas)).toEqual(evLine(noRadar.repairAreas));
    // About 28 % on top of the body work, hidden damage and teardown lines, as Mitchell publishes.
    const bodyWork = lineSum(
      withRadar.repairAreas.filter(
        (l) => !/^Electric car:|calibration|sensors|camera|scans/.test(l),
      ),
    );
    expect(evLine(withRadar.repairAreas).max).toBeLessThanOrEqual(Math.round(bodyWork.max * 0.3));
  });
});

describe('the luxury premium', () => {
  const cClass: PricedVehicle = {
    ...camry,
    segment: 'european',
    make: 'Mercedes-Benz',
    model: 'C-Class',
  };
  const lexus: PricedVehicle = { ...camry, segment: 'luxury', make: 'Lexus', model: 'ES' };
  const DOOR = 'someone dented my driver door in a parking lot, the paint is cracked';

  it('does not add a second premium on a Mercedes whose parts and labor are already at European prices', () => {
    const result = estimate(DOOR, cClass);
    expect(result.repairAreas.some((l) => /^Luxury/.test(l))).toBe(false);
    expect(result.estimatedCost?.min).toBeGreaterThan(
      estimate(DOOR, camry).estimatedCost?.min ?? 0,
    );
  });

  it('still shows the luxury-make premium on a Lexus', () => {
    expect(estimate(DOOR, lexus).repairAreas.some((l) => /^Luxury make:/.test(l))).toBe(true);
  });
});

describe('what teardown adds, by how badly the car is hurt', () => {
  const teardown = (lines: readonly string[]) =>
    lineSum(lines.filter((l) => l.startsWith('What teardown usually adds')));

  it('prices a scuffed bumper as the small job body shops bill, with no flat teardown sum', () => {
    const scuff = estimate('light scuff on the rear bumper corner, a few scratches', camry);
    expect(scuff.estimatedCost?.max).toBeLessThan(1_500);
    expect(scuff.estimatedCost?.min).toBeGreaterThan(400);
    expect(lineSum(scuff.repairAreas)).toEqual(scuff.estimatedCost);
  });

  it('does not grow the published calibration and scan prices by the teardown allowance', () => {
    const text = 'backed into a post, rear bumper cover cracked';
    const withRadar = estimate(text, camry);
    const noRadar = estimate(text, { ...camry, year: 2012, ageYears: 14 });
    expect(withRadar.repairAreas.join(' ')).toMatch(/radar calibration/);
    expect(noRadar.repairAreas.join(' ')).not.toMatch(/radar calibration/);
    expect(teardown(withRadar.repairAreas)).toEqual(teardown(noRadar.repairAreas));
  });

  it("does not grow a radar sensor priced from AAA's repair bills by the teardown allowance", () => {
    const bumper = estimate('backed into a post, the rear bumper cover is cracked', camry);
    const sensor = estimate(
      'backed into a post, the rear bumper cover and the left rear radar sensor are cracked',
      camry,
    );
    expect(sensor.repairAreas.join(' ')).toMatch(/replace the radar sensor/);
    expect(teardown(sensor.repairAreas)).toEqual(teardown(bumper.repairAreas));
    expect(lineSum(sensor.repairAreas)).toEqual(sensor.estimatedCost);
  });

  it('adds more for teardown on a crushed rear end than on a small bumper dent', () => {
    const dent = estimate('small dent in the rear bumper', camry);
    const crushed = estimate('rear bumper crushed and trunk lid smashed', camry);
    expect(teardown(crushed.repairAreas).min).toBeGreaterThan(teardown(dent.repairAreas).max);
  });
});

describe('an aluminium body', () => {
  const modelS = { ...model3, model: 'Model S', year: 2016 };
  const structureLine = (lines: readonly string[]) =>
    lines.find((l) => l.startsWith('Aluminum body: allowance'));

  it('warns that teardown may find the structure damaged on a Model S, as an "up to" line in the sum', () => {
    const result = estimate('dented the front left fender and the corner of the hood', modelS);
    expect(structureLine(result.repairAreas)).toMatch(/\(\$0–\$20,000\)$/);
    expect(lineSum(result.repairAreas)).toEqual(result.estimatedCost);
    expect(result.recommendedProcedures.join(' ')).toMatch(/teardown estimate/);
  });

  it('adds nothing for a scratch, or on a Model 3 whose body is steel apart from hood and trunk', () => {
    expect(structureLine(estimate('scratched the rear door', modelS).repairAreas)).toBeUndefined();
    expect(structureLine(estimate(REAR_ENDED).repairAreas)).toBeUndefined();
  });

  it('adds nothing for a dent in a bolt-on panel alone, such as an F-150 tailgate', () => {
    const f150 = { ...camry, make: 'Ford', model: 'F-150', year: 2019, segment: 'truck' as const };
    expect(structureLine(estimate('dent in the tailgate', f150).repairAreas)).toBeUndefined();
    expect(
      structureLine(estimate('creased the bed side behind the wheel', f150).repairAreas),
    ).toMatch(/allowance/);
  });

  it('does not count the structure twice on a Rivian R1T whose one-piece quarter is priced', () => {
    const r1t = { ...model3, make: 'Rivian', model: 'R1T', year: 2023 };
    const result = estimate('rear ended, the corner of the bed side is creased', r1t);
    expect(result.repairAreas.join(' ')).toMatch(/roof pillar/);
    expect(structureLine(result.repairAreas)).toBeUndefined();
  });
});

describe('battery and underbody damage on an electric car', () => {
  it('prices a dented battery casing with the pack inspection and warns the car may be totalled', () => {
    const result = estimate('ran over a rock, the battery casing is cracked');
    expect(result.repairAreas[0]).toMatch(/^High-voltage battery pack and underbody: .*new pack/);
    expect(result.recommendedProcedures[0]).toMatch(/total an electric car/);
  });

  it('prices a crushed pack as a pack replacement, with a total-loss check', () => {
    const result = estimate('the battery pack was crushed when we went over the median');
    expect(result.repairAreas[0]).toMatch(/replace the high-voltage battery pack/);
    expect(result.estimatedCost?.min).toBeGreaterThan(10_000);
    expect(result.recommendedProcedures.join(' ')).toMatch(/Total-loss check/);
  });

  it('does not read "underbody" on a petrol car as a traction battery', () => {
    const result = estimate('scraped the underbody on a curb', camry);
    expect(result.repairAreas.join(' ')).not.toMatch(/battery/i);
  });

  it('says nothing of a total loss for a bumper scuff on a newer car', () => {
    const result = estimate('scratched the rear bumper in a parking lot', camry);
    expect(result.recommendedProcedures.join(' ')).not.toMatch(/total/i);
  });

  it('talks of a total loss only when the likely bill nears what the car is worth', () => {
    const corner =
      'Someone backed into my front driver side. The headlight is cracked, the bumper cover is pushed in and scraped, and the fender has a dent near the wheel.';
    const total = (vehicle: PricedVehicle) =>
      /Total-loss check/.test(estimate(corner, vehicle).recommendedProcedures.join(' '));
    expect(total({ ...camry, year: 2019, model: 'RAV4', ageYears: 7.9 })).toBe(false);
    expect(total({ ...camry, year: 2009, model: 'Corolla', ageYears: 17.9 })).toBe(true);
  });

  it('prices the R1T one-piece quarter panel when the owner says "Rivian truck" and no model', () => {
    const rivian = { ...model3, make: 'Rivian', model: '' };
    const truck = estimate('big dent under the rear tail lamp of my Rivian truck', rivian);
    expect(truck.repairAreas.join(' ')).toMatch(/one piece running to the roof pillar/);
    expect(lineSum(truck.repairAreas)).toEqual(truck.estimatedCost);
    const unsaid = estimate('big dent under the rear tail lamp', rivian);
    expect(unsaid.repairAreas.join(' ')).not.toMatch(/roof pillar/);
  });
});

describe('a hard hit: the structure behind what the owner can see', () => {
  const riskLine = (lines: readonly string[]) =>
    lines.find((l) => l.startsWith('If measuring finds the structure bent'));

  it('shows the road to a total loss as an "up to" line when the car could not be driven away', () => {
    const result = estimate('the front bumper was smashed in and it was not drivable', camry);
    const line = riskLine(result.repairAreas);
    expect(line).toMatch(/\(\$0–\$[\d,]+\)$/);
    expect(lineSum(result.repairAreas)).toEqual(result.estimatedCost);
    // Up to about 75 % of the top of a five-year-old car's value band ($28,000).
    expect(result.estimatedCost?.max).toBeGreaterThan(20_900);
    expect(result.estimatedCost?.max).toBeLessThan(21_100);
    expect(result.recommendedProcedures.join(' ')).toMatch(/total loss/);
  });

  it('widens the top of the range for a towed car, not for the same panel alone', () => {
    const hard = estimate('front bumper smashed, the car had to be towed', camry);
    const plain = estimate('front bumper smashed', camry);
    expect(riskLine(plain.repairAreas)).toBeUndefined();
    expect(riskLine(hard.repairAreas)).toBeDefined();
    expect(hard.estimatedCost?.max).toBeGreaterThan(2 * (plain.estimatedCost?.max ?? 0));
  });

  it('adds nothing for a large animal alone or a hit the owner calls low speed', () => {
    expect(riskLine(estimate('hit a deer, bumper cracked', camry).repairAreas)).toBeUndefined();
    const deer = estimate('hit a deer at 60 mph, bumper cracked', camry);
    expect(riskLine(deer.repairAreas)).toBeUndefined();
    const towed = estimate(
      'hit a deer at 60 mph, radiator leaking, the car had to be towed',
      camry,
    );
    expect(riskLine(towed.repairAreas)).toBeDefined();
    const gentle = estimate('low speed bump in a parking lot, the airbags went off', camry);
    expect(riskLine(gentle.repairAreas)).toBeUndefined();
  });

  it('shows one structure line on an aluminium body, the one that reaches higher', () => {
    const modelS = { ...model3, model: 'Model S', year: 2024, ageYears: 1 };
    const result = estimate(
      'frame damage after a highway crash, the front fender is crushed',
      modelS,
    );
    const lines = result.repairAreas.filter((l) => /\(\$0–/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^If measuring finds the structure bent/);
    expect(lineSum(result.repairAreas)).toEqual(result.estimatedCost);
  });

  it('shows a new battery pack as the risk when an EV battery casing is damaged', () => {
    const result = estimate('ran over a rock, the battery casing is cracked');
    expect(result.repairAreas.join(' ')).toMatch(
      /If the pack inspection fails: a new high-voltage/,
    );
    expect(lineSum(result.repairAreas)).toEqual(result.estimatedCost);
  });
});

describe("a hard hit's average claim, by class of car", () => {
  const geometricMid = (m: { min: number; max: number } | undefined) =>
    Math.sqrt((m?.min ?? 0) * (m?.max ?? 0));

  it('starts an electric car that had to be towed from the EV average, above the petrol one', () => {
    const text = 'got hit on the highway, the bumper is scratched and the car had to be towed';
    const ev = estimate(text);
    const gas = estimate(text, camry);
    const bill = (r: typeof ev) => r.repairAreas.filter((l) => !/^If measuring/.test(l));
    const ratio = geometricMid(lineSum(bill(ev))) / geometricMid(lineSum(bill(gas)));
    // Mitchell 2023: $6,018 for a repairable EV claim against $4,696 for a petrol car.
    expect(ratio).toBeGreaterThan(1.2);
    expect(ratio).toBeLessThan(1.35);
    expect(ev.recommendedProcedures.join(' ')).toMatch(/For a car of this class the average/);
    expect(lineSum(ev.repairAreas)).toEqual(ev.estimatedCost);
  });
});

describe('a whole end of the car crushed', () => {
  it('prices the crush zone, and a bill that may reach a total loss says so', () => {
    const result = estimate('the whole front end was smashed in and it was not drivable', camry);
    expect(result.repairAreas.join(' ')).toMatch(/Hood: replace and refinish/);
    expect(result.repairAreas.join(' ')).toMatch(/Radiator, A\/C condenser/);
    expect(lineSum(result.repairAreas)).toEqual(result.estimatedCost);
    expect(result.recommendedProcedures.join(' ')).toMatch(/Total-loss check/);
  });
});
