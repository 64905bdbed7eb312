import { coverageCheckSchema } from '@fairwrench/contracts';
import { testKnowledge } from '../testing/knowledge';
import { checkCoverage, type CoverageVehicle } from './check-coverage';
import { componentsOf } from './components-of';

const knowledge = testKnowledge().coverage;

function car(overrides: Partial<CoverageVehicle> = {}): CoverageVehicle {
  return {
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    mileage: 52_000,
    mileageKnown: true,
    ageYears: 5,
    powertrain: 'gas',
    segment: 'mainstream',
    timingDrive: 'chain',
    recognised: true,
    ...overrides,
  };
}

const kinds = (check: ReturnType<typeof checkCoverage>) => check.matches.map((m) => m.kind);

describe('which covered parts a repair involves', () => {
  it('reads the part from a cause, a service or a part name', () => {
    const defect = 'defective-part';
    expect(componentsOf('Catalytic converter replacement', 'gas')).toEqual([
      defect,
      'catalytic-converter',
    ]);
    expect(componentsOf('cvt-failure', 'gas')).toEqual([defect, 'cvt', 'transmission']);
    expect(componentsOf('Hybrid battery', 'hybrid')).toEqual([defect, 'hybrid-battery']);
    expect(componentsOf('High-voltage battery pack', 'ev')).toEqual([defect, 'ev-battery']);
  });

  it('names a brake, steering or A/C part only from its own words, never from wear', () => {
    expect(componentsOf('AC compressor', 'gas')).toContain('ac');
    expect(componentsOf('Brake master cylinder', 'gas')).toContain('brakes');
    expect(componentsOf('Front brake pads (axle set)', 'gas')).not.toContain('brakes');
    expect(componentsOf('A/C recharge', 'gas')).not.toContain('ac');
    expect(componentsOf('Power steering pump', 'gas')).toContain('steering');
    expect(componentsOf('Power steering fluid flush', 'gas')).not.toContain('steering');
    // An A/C evaporator is neither an emissions part nor the compressor goodwill names.
    expect(componentsOf('A/C evaporator', 'gas')).not.toContain('evap-system');
    expect(componentsOf('A/C evaporator', 'gas')).not.toContain('ac');
    expect(componentsOf('EVAP canister purge valve', 'gas')).toContain('evap-system');
  });

  it('ignores hybrid parts on a car that has none', () => {
    expect(componentsOf('hybrid battery', 'gas')).toEqual(['defective-part']);
  });

  it('reads wear, maintenance and outside harm as no defect', () => {
    for (const repair of [
      'Front brake pads (axle set)',
      'Oil and filter change (synthetic)',
      'Coolant flush / exchange',
      'worn-tires',
      'rodent-damage',
      'catalytic-converter-theft',
    ]) {
      expect(componentsOf(repair, 'gas')).not.toContain('defective-part');
    }
  });
});

describe("the maker's new-car warranty", () => {
  const young = car({ year: 2024, make: 'Honda', model: 'Civic', mileage: 21_000, ageYears: 2 });

  it('says a part that fails on a two-year-old car may be repaired free', () => {
    const check = checkCoverage('parts', ['Alternator'], young, 'OH', knowledge);
    const warranty = check.matches.find((m) => m.kind === 'new-vehicle-warranty');
    expect(warranty?.limit).toMatch(/3 years or 36,000 miles/);
    expect(warranty?.source.url).toMatch(/^https?:\/\//);
    expect(check.summary).toMatch(/may be covered/);
    // Said once: the general "a car this young may still be under warranty" line gives way
    expect(check.alsoCheck.join(' ')).not.toMatch(/A car this young/);
    const wear = checkCoverage('parts', ['Front brake pads (axle set)'], young, 'OH', knowledge);
    expect(wear.alsoCheck.join(' ')).toMatch(/A car this young/);
  });

  it('is not offered for wear or maintenance, nor past its limits', () => {
    const wear = checkCoverage('parts', ['Front brake pads (axle set)'], young, 'OH', knowledge);
    expect(kinds(wear)).not.toContain('new-vehicle-warranty');
    const older = car({ year: 2021, make: 'Honda', model: 'Civic', mileage: 41_000, ageYears: 4 });
    expect(kinds(checkCoverage('parts', ['Alternator'], older, 'OH', knowledge))).not.toContain(
      'new-vehicle-warranty',
    );
  });
});

describe('could this be free?', () => {
  it('finds the federal 8-year / 80,000-mile emissions warranty for a catalytic converter', () => {
    const check = checkCoverage('parts', ['Catalytic converter'], car(), 'AZ', knowledge);
    expect(coverageCheckSchema.parse(check)).toEqual(check);
    const federal = check.matches.find((m) => m.title.includes('Federal emissions'));
    expect(federal?.status).toBe('likely');
    expect(federal?.limit).toBe(
      '8 years or 80,000 miles from the in-service date, whichever comes first.',
    );
    expect(federal?.source.url).toMatch(/epa\.gov/);
    expect(check.summary).toMatch(/may cost you nothing/);
  });

  it('stops at the limits: a catalytic converter past 80,000 miles is not promised', () => {
    const check = checkCoverage('parts', ['Catalytic converter'], car({ mileage: 95_000 }), 'AZ', knowledge);
    expect(check.matches.some((m) => m.title.includes('Federal emissions'))).toBe(false);
  });

  it('asks the owner to check, not assume, when the mileage is unknown', () => {
    const check = checkCoverage(
      'parts',
      ['Catalytic converter'],
      car({ mileageKnown: false, mileage: 60_000 }),
      'AZ',
      knowledge,
    );
    expect(check.matches.every((m) => m.status === 'check')).toBe(true);
  });

  it('applies California-only coverage only in California', () => {
    const old = car({ year: 2020, ageYears: 6, mileage: 68_000 });
    const inCalifornia = checkCoverage('parts', ['Catalytic converter'], old, 'CA', knowledge);
    const inArizona = checkCoverage('parts', ['Catalytic converter'], old, 'AZ', knowledge);
    const californian = (c: typeof inCalifornia) =>
      c.matches.filter((m) => /California/i.test(m.title)).length;
    expect(californian(inCalifornia)).toBeGreaterThan(0);
    expect(californian(inArizona)).toBe(0);
  });

  it("tells an EV owner pricing a new battery to check the maker's battery warranty first", () => {
    const ev = (overrides: Partial<CoverageVehicle>) =>
      car({ powertrain: 'ev', mileageKnown: false, mileage: 0, ...overrides });
    const pack = ['High-voltage traction battery pack'];
    const id4 = checkCoverage('parts', pack, ev({ year: 2021, make: 'Volkswagen', model: 'ID.4', ageYears: 5 }), 'TX', knowledge);
    expect(id4.matches.map((m) => m.title)).toContainEqual(
      expect.stringMatching(/EV traction battery warranty/),
    );
    // An eight-year-old Kia is past most makers' eight years, not past Kia's ten.
    const soul = checkCoverage('parts', pack, ev({ year: 2018, make: 'Kia', model: 'Soul EV', ageYears: 8.4 }), 'TX', knowledge);
    expect(soul.matches.map((m) => m.title)).toEqual([
      expect.stringMatching(/Hyundai and Kia hybrid and EV battery warranty/),
    ]);
    expect(soul.matches[0]?.status).toBe('check');
  });

  it("gives the maker's own battery terms instead of the general rule where we know them", () => {
    const leaf = car({ year: 2020, make: 'Nissan', model: 'Leaf', ageYears: 6, powertrain: 'ev' });
    const titles = checkCoverage('parts', ['High-voltage battery pack'], leaf, 'TX', knowledge).matches.map(
      (m) => m.title,
    );
    expect(titles).toContainEqual(expect.stringMatching(/Nissan Leaf battery warranty/));
    expect(titles).not.toContainEqual(expect.stringMatching(/EV traction battery warranty/));
  });

  it('knows a pattern failure program by make, model and year', () => {
    const focus = car({ year: 2014, make: 'Ford', model: 'Focus', ageYears: 4, mileage: 60_000 });
    const check = checkCoverage('symptoms', ['dual-clutch-transmission'], focus, 'OH', knowledge);
    expect(kinds(check)).toContain('extended-warranty');
    expect(check.matches[0]?.title).toMatch(/PowerShift|DPS6|clutch/i);
  });

  it('finds a recall by the repair job its pattern names, when no part word ties them', () => {
    const focus = car({ year: 2014, make: 'Ford', model: 'Focus', ageYears: 12, mileage: 120_000 });
    const check = checkCoverage('symptoms', ['door-lock-actuator'], focus, 'OH', knowledge);
    expect(kinds(check)).toContain('recall');
    expect(check.matches.find((m) => m.kind === 'recall')?.title).toMatch(/door latch/i);
    // The same car's brake pads are wear: no recall is offered for them.
    const pads = checkCoverage('symptoms', ['front-brake-pads'], focus, 'OH', knowledge);
    expect(kinds(pads)).not.toContain('recall');
  });

  it('tells a 2003 Odyssey owner quoted for a transmission to check the 2004 recall first', () => {
    const odyssey = car({ year: 2003, make: 'Honda', model: 'Odyssey', ageYears: 23, mileage: 140_000 });
    const quote = ['Transmission replacement (remanufactured)'];
    const check = checkCoverage('parts', quote, odyssey, 'WA', knowledge);
    const recall = check.matches.find((m) => m.kind === 'recall');
    expect(recall?.title).toMatch(/Odyssey.*second-gear/);
    expect(recall?.status).toBe('check');
    // A 2005 Odyssey was built after the recall's range.
    const later = car({ year: 2005, make: 'Honda', model: 'Odyssey', ageYears: 21, mileage: 140_000 });
    expect(kinds(checkCoverage('parts', quote, later, 'WA', knowledge))).not.toContain('recall');
  });

  it('finds a part-specific extension from the part named on a quote', () => {
    const civic = car({ year: 2017, make: 'Honda', model: 'Civic', ageYears: 9, mileage: 90_000 });
    const check = checkCoverage('parts', ['A/C condenser'], civic, 'OH', knowledge);
    expect(check.matches[0]?.title).toMatch(/condenser/i);
    expect(check.matches[0]?.appliesBecause).toMatch(/A\/C compressor or condenser/);
  });

  it('suggests goodwill for an early major failure no warranty covers', () => {
    const pilot = car({ make: 'Honda', model: 'Pilot', ageYears: 5, mileage: 86_000 });
    const check = checkCoverage('parts', ['Transmission replacement'], pilot, 'OH', knowledge);
    expect(kinds(check)).toEqual(['goodwill']);
    expect(check.matches[0]?.ask).toMatch(/goodwill/);
  });

  it('suggests goodwill for a compressor that came apart early, not for a recharge', () => {
    const crv = car({ year: 2019, make: 'Honda', model: 'CR-V', ageYears: 6, mileage: 60_000 });
    const check = checkCoverage('parts', ['A/C compressor'], crv, 'OH', knowledge);
    expect(kinds(check)).toEqual(['goodwill']);
    expect(check.matches[0]?.appliesBecause).toMatch(/^An A\/C compressor or condenser should/);
    expect(kinds(checkCoverage('parts', ['A/C recharge'], crv, 'OH', knowledge))).toEqual([]);
  });

  it("tells a 2003 Odyssey owner whose transmission is slipping at 98,000 miles about Honda's extension", () => {
    // Asked in 2009: the van is six years old and under the 7-year / 100,000-mile term.
    const odyssey = car({ year: 2003, make: 'Honda', model: 'Odyssey', ageYears: 6, mileage: 98_000 });
    const check = checkCoverage('parts', ['Transmission replacement'], odyssey, 'WA', knowledge);
    const extension = check.matches.find((m) => /transmission warranty extension/.test(m.title));
    expect(extension?.kind).toBe('extended-warranty');
    expect(extension?.limit).toMatch(/100,000 miles/);
    // Past 100,000 miles it is no longer offered.
    const worn = car({ year: 2003, make: 'Honda', model: 'Odyssey', ageYears: 6, mileage: 120_000 });
    const later = checkCoverage('parts', ['Transmission replacement'], worn, 'WA', knowledge);
    expect(later.matches.some((m) => /transmission warranty extension/.test(m.title))).toBe(false);
  });

  it('tells a 2007 Prius owner with flickering HID headlights about the settlement, not a halogen bulb job on a 2012', () => {
    const prius = car({ year: 2007, make: 'Toyota', model: 'Prius', powertrain: 'hybrid', ageYears: 4, mileage: 41_000 });
    const check = checkCoverage('symptoms', ['headlight-bulb'], prius, 'CA', knowledge);
    expect(check.matches.some((m) => /HID headlight/.test(m.title))).toBe(true);
    const newer = car({ year: 2012, make: 'Toyota', model: 'Prius', powertrain: 'hybrid', ageYears: 4, mileage: 41_000 });
    const later = checkCoverage('symptoms', ['headlight-bulb'], newer, 'CA', knowledge);
    expect(later.matches.some((m) => /HID headlight/.test(m.title))).toBe(false);
  });

  it('tells a 2000 Camry V6 owner with a sludged engine about the oil gel program', () => {
    const camry = car({ year: 2000, make: 'Toyota', model: 'Camry', ageYears: 5, mileage: 80_000 });
    const check = checkCoverage('parts', ['Engine replacement'], camry, 'IL', knowledge);
    expect(check.matches.some((m) => /oil sludge/.test(m.title))).toBe(true);
  });

  it('tells an owner of a rusted-through 1999 Tacoma about the 15-year frame warranty in 2010, not in 2016', () => {
    const tacoma = car({ year: 1999, make: 'Toyota', model: 'Tacoma', ageYears: 11, mileage: 160_000 });
    const check = checkCoverage('parts', ['Frame replacement (rust)'], tacoma, 'NY', knowledge);
    const frame = check.matches.find((m) => /Tacoma \(1995-2000\) frame/.test(m.title));
    expect(frame?.limit).toBe('15 years from the original date of purchase, with no mileage limit.');
    const later = checkCoverage('parts', ['Frame replacement (rust)'], { ...tacoma, ageYears: 17 }, 'NY', knowledge);
    expect(later.matches.some((m) => /Tacoma \(1995-2000\) frame/.test(m.title))).toBe(false);
  });

  it('says when the car is outside every coverage it knows', () => {
    const old = car({ year: 2009, ageYears: 17, mileage: 210_000 });
    const check = checkCoverage('symptoms', ['front-brake-pads'], old, 'AZ', knowledge);
    expect(check.matches).toEqual([]);
    expect(check.summary).toMatch(/no warranty, recall or program we know of covers/);
    expect(check.alsoCheck.join(' ')).toMatch(/nhtsa\.gov\/recalls/);
  });

  it('sends collision damage to the insurer', () => {
    const check = checkCoverage('collision', [], car(), 'AZ', knowledge);
    expect(check.summary).toMatch(/^Collision damage is not covered by the maker's warranties/);
  });

  it('tells a 2022 F-150 owner whose parking brake comes on by itself about the harness recall, not a 2020 owner', () => {
    // "The parking brake light came on and the truck dragged like the brake was set, twice on the highway."
    const truck = (year: number) =>
      car({ year, make: 'Ford', model: 'F-150', ageYears: 2026 - year, mileage: 41_000 });
    const check = checkCoverage('symptoms', ['electronic-parking-brake'], truck(2022), 'TX', knowledge);
    const recall = check.matches.find((m) => m.kind === 'recall');
    expect(recall?.title).toMatch(/F-150.*parking brake/);
    expect(recall?.ask).toMatch(/23S35/);
    const older = checkCoverage('symptoms', ['electronic-parking-brake'], truck(2020), 'TX', knowledge);
    expect(older.matches.some((m) => /23S35/.test(m.title))).toBe(false);
  });

  it('offers the CR-V rear frame recall in a salt-belt state only, and names those states', () => {
    // "Loud clunk from the back over bumps and the dealer says the rear frame is rotted."
    const crv = car({ year: 2009, make: 'Honda', model: 'CR-V', ageYears: 17, mileage: 168_000 });
    const inOhio = checkCoverage('symptoms', ['control-arm-bushings'], crv, 'OH', knowledge);
    const frame = inOhio.matches.find((m) => /rear frame/.test(m.title));
    expect(frame?.appliesBecause).toMatch(/in salt-belt states/);
    const inArizona = checkCoverage('symptoms', ['control-arm-bushings'], crv, 'AZ', knowledge);
    expect(inArizona.matches.some((m) => /rear frame/.test(m.title))).toBe(false);
  });

  it("adds the state's secret-warranty law where there is one", () => {
    const check = checkCoverage('parts', ['Alternator'], car(), 'CA', knowledge);
    expect(check.alsoCheck.join(' ')).toMatch(/1795/);
  });
});

describe('warranty extensions of other makes', () => {
  it('offer the maker extension inside its limits and drop it past them', () => {
    // "The big screen in my 2016 Model S keeps going black and says a memory device has degraded."
    const tesla = (mileage: number, ageYears: number) =>
      checkCoverage(
        'symptoms',
        ['infotainment-unit'],
        car({ year: 2016, make: 'Tesla', model: 'Model S', powertrain: 'ev', mileage, ageYears }),
        null,
        knowledge,
      ).matches.map((m) => m.title);
    expect(tesla(70_000, 6).some((t) => /eMMC warranty adjustment/.test(t))).toBe(true);
    expect(tesla(120_000, 6).some((t) => /eMMC warranty adjustment/.test(t))).toBe(false);
    // "Audio on my 2020 RDX cuts out and the screen freezes; dealer wants $1,800."
    const rdx = checkCoverage(
      'symptoms',
      ['infotainment-unit'],
      car({ year: 2020, make: 'Acura', model: 'RDX', mileage: 61_000, ageYears: 5 }),
      null,
      knowledge,
    );
    expect(rdx.matches.find((m) => /RDX/.test(m.title))?.limit).toMatch(/6 years or 74,000 miles/);
    // "Coolant leak and whine from my 2015 A8 3.0T."
    const a8 = checkCoverage(
      'symptoms',
      ['water-pump'],
      car({ year: 2015, make: 'Audi', model: 'A8', mileage: 58_000, ageYears: 6 }),
      null,
      knowledge,
    );
    expect(a8.matches.find((m) => /3\.0T/.test(m.title))?.status).toBe('check');
  });
});
