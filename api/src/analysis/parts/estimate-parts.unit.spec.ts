import { partsResultsSchema } from '@fairwrench/contracts';
import { costContext } from '../testing/estimates';
import type { Powertrain } from '../types';
import { estimateParts } from './estimate-parts';
import type { PricedVehicle } from './vehicle-input';
import { testKnowledge } from '../testing/knowledge';
import { NO_FACTS } from '../vehicle/car-facts';

const knowledge = testKnowledge();

// Round numbers so the arithmetic can be checked by hand.
const ctx = costContext('TX', { min: 100, max: 100 });

function car(powertrain: Powertrain = 'gas', year = 2017): PricedVehicle {
  return {
    powertrain,
    segment: 'mainstream',
    timingDrive: 'unknown',
    ageYears: 8,
    mileage: 90_000,
    mileageKnown: true,
    recognised: true,
    year,
    make: 'Toyota',
    model: powertrain === 'ev' ? 'bZ4X' : 'Camry',
  };
}

// The test car's facts do not say belt or chain, so a belt kit is priced on that condition.
const IF_BELT = 'If your engine has a timing belt (not a chain): ';

const names = (text: string, vehicle = car()) =>
  estimateParts(text, vehicle, ctx, knowledge.parts).parts.map((p) => p.name);

describe('estimateParts: reading the request', () => {
  it('reads "to my shock" as surprise, not a shock absorber', () => {
    const read = names('The parts man, to his own shock, said the catalytic converter is $1387');
    expect(read.some((n) => /shock absorber/i.test(n))).toBe(false);
    expect(read.some((n) => /catalytic converter/i.test(n))).toBe(true);
    expect(names('replace the rear shock')).toEqual(['Rear shock absorber']);
  });

  it('reads a door or seat motor as no engine, and "amount" as no motor mount', () => {
    const text =
      'the sliding door fails to close. A labor intensive job due to the amount of interior panels removed to get to the door motor';
    const read = names(text);
    expect(read.some((n) => /engine|mount/i.test(n))).toBe(false);
    expect(names('the seat motor is dead').some((n) => /engine/i.test(n))).toBe(false);
    expect(names('a small amount of oil on the engine mount')).toEqual(['Engine / motor mount']);
  });

  it('reads a headlight that blew or burned out as its bulb', () => {
    expect(names('my headlight burned out')).toEqual(['Headlight bulb']);
    expect(names('the headlight lens is cracked, new headlight')).toEqual(['Headlight assembly']);
  });

  it('reads a chain shop named for tires as the shop, not as tires to buy', () => {
    // Given an owner's notes of a quote from a tire-and-brake chain
    const text =
      'Here are my notes from the phone conversation with the guy at Tires Plus: front brake calipers and pads (plus labor), pad completely missing on left side.';
    // Then the brake parts are priced and no tires are added
    const read = names(text);
    expect(read.some((n) => /tire/i.test(n))).toBe(false);
    expect(read.some((n) => /caliper/i.test(n))).toBe(true);
    expect(names('took the car to the Gateway Tire shop, I need a new radiator')).toEqual([
      'Radiator',
    ]);
  });

  it('reads a shop named by its trade as the place, not as a part', () => {
    // Given an owner who found a tire place that also checked the axles
    const read = names(
      'I found a tire place not far from home, and they found the CV joints are broken and leaking grease. $250 per side.',
    );
    // Then the axles are priced and no tire is added
    expect(read.some((n) => /tire/i.test(n))).toBe(false);
    expect(read.some((n) => /CV axle/.test(n))).toBe(true);
    expect(names('the muffler shop said I need a new radiator')).toEqual(['Radiator']);
  });

  it('prices a water pump the owner says is internal as the chain-driven one, and leaf springs as leaf springs', () => {
    expect(names('water pump on the 3.5 v6, shop says its internal')).toEqual([
      'Water pump inside the engine (driven by the timing chain)',
    ]);
    expect(names('water pump')).toEqual(['Water pump']);
    expect(names('rear leaf springs and shackles')).toEqual([
      'Rear leaf spring pack with shackles and bushings',
    ]);
  });

  it('reads a leaking oil filter housing as its gasket job, not an oil change', () => {
    expect(names('water pump and thermostat, oil filter housing gasket leaking too')).toEqual([
      'Water pump',
      'Thermostat (with housing)',
      'Oil filter housing or oil cooler gasket',
    ]);
    expect(names('oil change and oil filter')).toEqual(['Oil and filter change (synthetic)']);
  });

  it('counts "dual" as two and does not take "idled" for an idler pulley', () => {
    expect(names('thieves cut off the dual catalytic converters')[0]).toMatch(/\(×2\)/);
    expect(names('it idled roughly, then the dealer said the starter is bad')).toEqual([
      'Starter motor',
    ]);
  });

  it('matches parts through typos and counts them', () => {
    // Given a misspelt request with a count
    const result = estimateParts('2 front tyres and an alternater', car(), ctx, knowledge.parts);
    // Then both parts are found, the tires counted and placed
    expect(result.parts.map((p) => p.name)).toEqual([
      'Front tire, mounted and balanced (×2)',
      'Alternator',
    ]);
    // And the tires are priced as two: 2 × $120-$250 parts, 2 × 0.3-0.5 h at $100/h
    expect(result.parts[0]?.estimatedCost).toEqual({ min: 240, max: 500 });
    expect(result.parts[0]?.laborCost).toEqual({ min: 60, max: 100 });
  });

  it('splits "all four struts" across the axles and adds the alignment they need', () => {
    expect(names('replace all four struts')).toEqual([
      'Front strut assembly (×2)',
      'Rear strut assembly (×2)',
      'Wheel alignment (needed after steering or suspension work)',
    ]);
  });

  it("reads 'battery' on a hybrid or EV as the pack when the words point to it", () => {
    expect(
      names('The battery stopped working and the gas engine runs all the time', car('hybrid')),
    ).toEqual([expect.stringMatching(/^Hybrid battery pack/)]);
    expect(names('Battery is dead, needed a jump start', car('hybrid'))).toEqual([
      expect.stringMatching(/^12-volt battery/),
    ]);
    expect(names('New battery: capacity down to 45 miles on a full charge', car('ev'))).toEqual([
      expect.stringMatching(/^High-voltage traction battery pack/),
    ]);
    // An owner past the pack's warranty: "eight years" is the traction battery's, not a 12-volt's
    const pastWarranty =
      'Its battery warranty covers 160,000 km or eight years; we are past that and the dealer says it needs a battery replacement.';
    expect(names(pastWarranty, car('ev'))).toEqual([
      expect.stringMatching(/^High-voltage traction battery pack/),
    ]);
  });

  it('takes a wanted transmission or CVT even beside other parts', () => {
    expect(
      names('they flushed the fluid and now say she needs a new transmission and tires'),
    ).toEqual(expect.arrayContaining(['Transmission replacement (remanufactured)']));
    expect(names('the CVT failed and needs replacement')).toEqual([
      'Transmission replacement (remanufactured)',
    ]);
  });

  it('reads "automatic transmission" as the transmission, not "automatic" as an unknown part', () => {
    expect(names('the dealer says I need a new automatic transmission')).toEqual([
      'Transmission replacement (remanufactured)',
    ]);
  });

  it('prices no engine or transmission named only as what could follow, told to "you"', () => {
    const pump = names(
      'The water pump failed. Coolant dumps into the oil pan when the pump seal fails, and you wipe out the engine bearings and need a new engine.',
    );
    expect(pump.some((n) => /water pump/i.test(n))).toBe(true);
    expect(pump.some((n) => /engine replacement/i.test(n))).toBe(false);
    expect(
      names('replace the timing belt now or you will need a new engine').some((n) =>
        /engine replacement/i.test(n),
      ),
    ).toBe(false);
    for (const quoted of [
      'the dealer says I need a new engine',
      'When I took it in, the shop said you need a new engine.',
      'If you were me, would you put a new engine in it for 4500?',
    ])
      expect(names(quoted).some((n) => /engine replacement/i.test(n))).toBe(true);
  });

  it('reads the front "J pipe" beside a converter as exhaust pipe', () => {
    expect(names('the catalytic converter and the j pipe were completely shot')).toEqual(
      expect.arrayContaining(['Exhaust pipe or flex pipe section']),
    );
  });

  it('prefers the longest name: pads and rotors are one brake job', () => {
    expect(names('front brake pads and rotors')).toEqual(['Front brake pads and rotors (axle)']);
  });

  it('reads a transmission cooler as the cooler, not a new transmission', () => {
    expect(names('the dealer says the transmission cooler is leaking')).toEqual([
      'Transmission cooler or cooler lines',
    ]);
  });

  it('reads the transmission fluid line to the radiator as the cooler line', () => {
    expect(names('the transmission fluid line blew out of the radiator, fitting and all')).toEqual([
      'Transmission cooler or cooler lines',
      'Radiator',
    ]);
    expect(names('a leaking trans line')).toEqual(['Transmission cooler or cooler lines']);
  });

  it('prices both axles when the owner says the brakes are for all four wheels', () => {
    expect(names('the brakes need replacing. Over $600 for all four wheels')).toEqual([
      'Front brake pads (axle set)',
      'Rear brake pads (axle set)',
    ]);
    // The scope is the brakes': a part with one price for the car is still one part
    expect(names('new alternator, and they rotated all four wheels')).toEqual(['Alternator']);
    // An axle the owner names still wins
    expect(names('front brake pads, and check all four wheels')).toEqual([
      'Front brake pads (axle set)',
    ]);
  });

  it('gives axle words to the part they precede', () => {
    expect(names('pads and rear rotors')).toEqual([
      'Front brake pads (axle set)',
      'Rear brake rotors (axle pair)',
    ]);
  });

  it('keeps later brake parts on the axle the owner placed the brake work on', () => {
    const read = names(
      'My back left caliper is sticking. The shop wants to do the caliper and new pads.',
    );
    expect(read).toEqual(['Left rear brake caliper', 'Rear brake pads (axle set)']);
    // Brake work placed on both axles leaves an unplaced part at the usual front axle
    expect(names('front rotors are warped, rear caliper seized, and pads')).toEqual([
      'Rear brake caliper',
      'Front brake pads and rotors (axle)',
    ]);
  });

  it('prices pads and rotors named apart on one axle as one brake job', () => {
    const text = 'Shop says my front pads are down to 2mm and the rotors are scored too';
    expect(names(text)).toEqual(['Front brake pads and rotors (axle)']);
    const job = estimateParts(text, car(), ctx, knowledge.parts).totalEstimate;
    const apart = estimateParts('front pads', car(), ctx, knowledge.parts).totalEstimate.max;
    const rotors = estimateParts('front rotors', car(), ctx, knowledge.parts).totalEstimate.max;
    // The wheel comes off once: less than the two jobs priced apart
    expect(job.max).toBeLessThan(apart + rotors);
  });

  it('reads a bare headlight as the bulb when the owner talks of bulbs', () => {
    expect(names('the bulbs keep going, so I got a new headlight fitted again')).toEqual([
      'Headlight bulb (×2)',
    ]);
    expect(names('my headlight lens is cracked and yellow')).toEqual(['Headlight assembly']);
  });

  it("prices a muffler shop's aftermarket converter inside the catalytic-converter range", () => {
    const text = 'muffler shop says the cat is shot on my old corolla, $425 for an aftermarket one';
    const { totalEstimate } = estimateParts(text, car(), ctx, knowledge.parts);
    expect(totalEstimate.min).toBeLessThanOrEqual(425);
    expect(totalEstimate.max).toBeGreaterThanOrEqual(1304); // CarMD's average for the OE job
  });

  it('reads "engine oil" and "engine parts" as no engine to replace', () => {
    const read = names('Mechanic saw coolant and engine oil dripping on warm engine parts');
    expect(read.some((n) => /Engine replacement/.test(n))).toBe(false);
    expect(names('the engine is shot, they want to put in a used engine')).toEqual([
      'Engine replacement (used or remanufactured)',
    ]);
    expect(names('rust in the wheel well').some((n) => /Wheel \/ rim/.test(n))).toBe(false);
  });

  it('reads a wheel that is bent or named by its size as a wheel to buy, beside the tire', () => {
    // A pothole bent the rim and cut the tire: both are replaced.
    const pothole = names('a pothole got my 17-inch wheel and the tire has a bubble now');
    expect(pothole.some((n) => /Wheel \/ rim/.test(n))).toBe(true);
    expect(pothole.some((n) => /^Tire/.test(n))).toBe(true);
    expect(names('the tire shop says I need a new tire and the bent rim')).toContain('Wheel / rim');
    // A belt that broke and bent the valves is no engine to buy.
    expect(names('the timing belt snapped and the engine bent two valves')).toEqual([
      `${IF_BELT}Timing belt kit (belt, tensioner, idlers; water pump often included)`,
    ]);
    // A wheel that is only where the noise is stays a place.
    expect(names('a clunk from the wheel, the tie rod end is loose')).toEqual([
      'Outer tie rod end',
      expect.stringMatching(/^Wheel alignment/),
    ]);
  });

  it('reads batteries, plural, as the battery', () => {
    expect(names('the shop says the batteries are weak')).toEqual(['12-volt battery']);
    expect(names('my hybrid batteries are failing', car('hybrid'))[0]).toMatch(/^Hybrid battery/);
  });

  it('reads both headlights and a driver-side bearing', () => {
    expect(names('both headlights')).toEqual(['Headlight assembly (×2)']);
    expect(names('driver side wheel bearing')).toEqual(['Left wheel bearing / hub assembly']);
  });

  it('counts a part named twice once', () => {
    expect(names('battery. is the battery expensive?')).toEqual(['12-volt battery']);
  });
});

describe('estimateParts: prices and totals', () => {
  it('totals each line as parts plus labour, and the estimate as the sum of lines', () => {
    const result = estimateParts(
      'timing belt, water pump, spark plugs and 4 coil packs',
      car(),
      ctx,
      knowledge.parts,
    );
    for (const p of result.parts) {
      expect(p.totalCost.min).toBe(p.estimatedCost.min + p.laborCost.min);
      expect(p.totalCost.max).toBe(p.estimatedCost.max + p.laborCost.max);
    }
    const sum = (k: 'min' | 'max') => result.parts.reduce((t, p) => t + p.totalCost[k], 0);
    expect(result.totalEstimate).toEqual({ min: sum('min'), max: sum('max') });
  });

  it('applies the parts multiplier of a dearer vehicle', () => {
    const luxury = { ...ctx, partsMultiplier: 1.6 };
    const plain = estimateParts('alternator', car(), ctx, knowledge.parts).parts[0]?.estimatedCost;
    const dear = estimateParts('alternator', car(), luxury, knowledge.parts).parts[0]
      ?.estimatedCost;
    expect(dear?.max).toBeGreaterThan((plain?.max ?? 0) * 1.5);
  });

  it('adds the windshield camera calibration only on newer cars', () => {
    expect(names('new windshield', car('gas', 2012))[0]).toBe('Windshield replacement');
    expect(names('new windshield', car('gas', 2022))[0]).toMatch(/camera calibration/);
  });

  it('passes the contract schema', () => {
    const result = estimateParts(
      'front struts, battery and a catalytic converter',
      car(),
      ctx,
      knowledge.parts,
    );
    expect(partsResultsSchema.safeParse({ partsReplacement: result }).success).toBe(true);
  });
});

describe('estimateParts: powertrains', () => {
  it('explains instead of pricing engine parts on an electric car', () => {
    const result = estimateParts('spark plugs and an oil change', car('ev'), ctx, knowledge.parts);
    expect(result.parts).toHaveLength(2);
    for (const p of result.parts) {
      expect(p.name).toMatch(/not fitted to an electric vehicle/);
      expect(p.totalCost).toEqual({ min: 0, max: 0 });
    }
    expect(result.totalEstimate).toEqual({ min: 0, max: 0 });
  });

  it('reads "battery" on an EV as the 12-volt auxiliary battery', () => {
    expect(names('battery', car('ev'))).toEqual([
      '12-volt auxiliary battery (not the high-voltage pack)',
    ]);
  });

  it("prices a stolen Prius converter at a hybrid's price, not a petrol car's", () => {
    const price = (powertrain: Powertrain) =>
      estimateParts('thieves stole the catalytic converter', car(powertrain), ctx, knowledge.parts)
        .totalEstimate;
    // Car Talk: about $1,500 aftermarket, Toyota's own about $1,000 more; Roadshow: $3,000-$5,000 repairs.
    expect(price('hybrid').min).toBeGreaterThanOrEqual(1_300);
    expect(price('hybrid').max).toBeGreaterThanOrEqual(2_500);
    expect(price('gas').min).toBeLessThan(price('hybrid').min);
  });

  it('says a hybrid battery does not exist on a gasoline car', () => {
    const [line] = estimateParts('hybrid battery', car('gas'), ctx, knowledge.parts).parts;
    expect(line?.name).toMatch(/only fitted to hybrids/);
    expect(line?.totalCost.max).toBe(0);
  });
});

describe('estimateParts: what it cannot read', () => {
  it('labels an unknown part with a typical single-part range', () => {
    const [line] = estimateParts(
      'how much to replace the flux capacitor',
      car(),
      ctx,
      knowledge.parts,
    ).parts;
    expect(line?.name).toMatch(/^"flux capacitor" — not in our parts list/);
    expect(line?.totalCost.min).toBeGreaterThan(0);
  });

  it('does not take a place or a person after "new" or "replace" for an unknown part', () => {
    expect(names('the alternator died in the cold of a New York winter')).toEqual(['Alternator']);
    expect(names('my daughter had to replace her alternator')).toEqual(['Alternator']);
    expect(names('the shop wants to replace her flux capacitor')).toEqual([
      expect.stringMatching(/^"flux capacitor" — not in our parts list/),
    ]);
  });

  it('answers empty or off-topic text with one clearly labelled line', () => {
    for (const text of ['', 'car shakes at 60 mph']) {
      const result = estimateParts(text, car(), ctx, knowledge.parts);
      expect(result.parts).toHaveLength(1);
      expect(result.parts[0]?.name).toMatch(/not in our parts list/);
      expect(partsResultsSchema.safeParse({ partsReplacement: result }).success).toBe(true);
    }
  });

  it('skips warning lamps and places, keeping the part asked for', () => {
    expect(names('battery light is on and the shop says its the alternator')).toEqual([
      'Alternator',
    ]);
    expect(names('valve cover gasket, leaking oil on exhaust')).toEqual(['Valve cover gasket']);
    // A wheel position between the place word and the part is still a place
    expect(names('a grinding noise from my back tire; the shop says the brake caliper')).toEqual([
      'Brake caliper',
    ]);
    // A weak word still counts when it is all the owner names
    expect(names('exhaust')).toEqual(['Exhaust pipe or flex pipe section']);
  });

  it('reads "a quote on" a part as the part to price, not a place', () => {
    expect(names('need to replace the alternator. Also want a quote on front brake pads.')).toEqual(
      ['Alternator', 'Front brake pads (axle set)'],
    );
  });

  it('reads a battery the fault drains as the victim, not the part quoted', () => {
    expect(
      names('the power window motor is stuck half open and keeps draining the battery'),
    ).toEqual(['Window regulator and motor']);
    // With nothing else named, the battery is still what the owner asks about
    expect(names('something keeps draining my battery overnight')).toEqual(['12-volt battery']);
  });

  it('reads jumper cables as the tool used, not battery cables to buy', () => {
    expect(
      names(
        'a neighbour jumped it with booster cables and now the shop says the alternator is shot',
      ),
    ).toEqual(['Alternator']);
  });

  it('lets a placed mention replace a vague one of the same part', () => {
    expect(names('headlight bulb, drivers side low beam is out')).toEqual(['Left headlight bulb']);
  });

  it('keeps a set that counts more than the one placed part', () => {
    expect(names('I need new tires, I came in with a flat right rear tire')).toEqual([
      'Tire, mounted and balanced (×4)',
    ]);
  });

  it('leaves out a part the owner says is fine or not needed', () => {
    expect(
      names(
        "the belt was squealing; the good news: the water pump is fine, it doesn't need to be replaced",
      ),
    ).toEqual(['Serpentine (drive) belt']);
    expect(names('no need to replace the starter, the alternator is bad')).toEqual(['Alternator']);
    expect(names("I don't need a new battery but the alternator is bad")).toEqual(['Alternator']);
    // Said to be bad, it is priced
    expect(names('the shop says the water pump is bad')).toEqual(['Water pump']);
  });

  it('prices a part that was fine until it failed', () => {
    expect(names('the starter was good until it started clicking, quote to replace')).toEqual([
      'Starter motor',
    ]);
    expect(names('the water pump was ok until the belt broke')).toContain('Water pump');
    expect(names('the alternator was fine yesterday but now it whines')).toEqual(['Alternator']);
  });

  it('does not read a time for an unknown part', () => {
    expect(names('just after the new year I had to replace the starter')).toEqual([
      'Starter motor',
    ]);
    expect(names('got a quote for the radiator, will be replacing this Friday')).toEqual([
      'Radiator',
    ]);
  });

  it('does not take the model name for a part', () => {
    const vehicle = { ...car(), make: 'Ford', model: 'Focus' };
    expect(names('replace the starter on my focus', vehicle)).toEqual(['Starter motor']);
  });
});

describe('estimateParts: a job that includes a part', () => {
  it('prices the water pump once when it comes with the timing belt', () => {
    expect(
      names('the dealer says the timing belt and water pump are due; can I skip the water pump?'),
    ).toEqual([`${IF_BELT}Timing belt kit (belt, tensioner, idlers; water pump often included)`]);
    expect(names('water pump')).toEqual(['Water pump']);
  });

  it('prices a replacement engine once when the timing chain or head gasket failed inside it', () => {
    // A long block or a used engine comes with its heads, gaskets and timing chain fitted.
    expect(
      names(
        'the timing chain jumped and bent the valves, so the shop wants to put in a used engine',
      ),
    ).toEqual(['Engine replacement (used or remanufactured)']);
    expect(names('blew the head gasket and cracked the block, needs a new long block')).toEqual([
      'Engine replacement (used or remanufactured)',
    ]);
    expect(names('the timing chain rattles')).toEqual([
      'Timing chain kit (chain, guides, tensioner)',
    ]);
  });

  it('prices "brakes, pads and rotors" once, as the brake job that includes the pads', () => {
    const frontJob = ['Front brake pads and rotors (axle)'];
    expect(names('I was quoted $1,200 for front brakes pads and rotors, is that fair?')).toEqual(
      frontJob,
    );
    expect(names('Need brakes, pads and rotors on the front')).toEqual(frontJob);
    expect(names('Front brakes squeaking, pads and rotors')).toEqual(frontJob);
    expect(names('New brakes all around, pads and rotors front and rear')).toEqual([
      'Front brake pads and rotors (axle)',
      'Rear brake pads and rotors (axle)',
    ]);
  });

  it('reads rotors that the brake job includes as part of it, not as an unknown part', () => {
    expect(names('brake job with new rotors, $650')).toEqual([
      'Front brake pads and rotors (axle)',
    ]);
    expect(names('the timing belt, and the water pump too')).toEqual([
      `${IF_BELT}Timing belt kit (belt, tensioner, idlers; water pump often included)`,
    ]);
  });

  it('keeps pads the owner placed on another axle than the brake job', () => {
    expect(names('front pads and rotors, and rear brake pads')).toEqual([
      'Front brake pads and rotors (axle)',
      'Rear brake pads (axle set)',
    ]);
    expect(names('new brakes all around, pads and rotors on the front')).toEqual([
      'Rear brake pads (axle set)',
      'Front brake pads and rotors (axle)',
    ]);
    expect(names('brake job on the front and new rotors on the rear')).toEqual([
      'Front brake pads and rotors (axle)',
      'Rear brake rotors (axle pair)',
    ]);
  });
});

describe("estimateParts: a part the car's facts say it does not have", () => {
  const timed = (value: 'belt' | 'chain', make = 'Honda', model = 'Civic', year = 2015) => ({
    ...car('gas', year),
    make,
    model,
    timingDrive: value,
    facts: { ...NO_FACTS, timing: { value, source: 'hand-written' as const } },
  });
  const estimate = (text: string, vehicle: PricedVehicle) =>
    estimateParts(text, vehicle, ctx, knowledge.parts);

  it('prices no belt kit for "Timing belt replacement" on a chain engine, and says why', () => {
    const result = estimate('Timing belt replacement', timed('chain'));
    expect(result.parts).toHaveLength(1);
    expect(result.parts[0]?.name).toMatch(/timing chain.*no scheduled replacement.*ask the shop/);
    expect(result.totalEstimate).toEqual({ min: 0, max: 0 });
    // Nothing priced is no range to call a quote fair or high against.
    expect(estimate('quoted $900 for the timing belt', timed('chain')).quoteCheck).toBeUndefined();
  });

  it('prices the water pump on its own for "Timing belt and water pump" on a chain engine', () => {
    const camry = timed('chain', 'Toyota', 'Camry', 2019);
    const result = estimate('Timing belt and water pump', camry);
    expect(result.parts.map((p) => p.name)).toEqual([
      expect.stringMatching(/^Timing belt kit.*timing chain/),
      'Water pump',
    ]);
    const pump = estimate('water pump', camry).totalEstimate;
    expect(result.totalEstimate).toEqual(pump);
    expect(names('the timing belt, and the water pump too', camry)).toContain('Water pump');
  });

  it('prices the belt kit plainly when the facts say belt, conditionally when they cannot tell', () => {
    const kit = 'Timing belt kit (belt, tensioner, idlers; water pump often included)';
    expect(names('timing belt and water pump', timed('belt', 'Honda', 'Accord', 2012))).toEqual([
      kit,
    ]);
    const unknown = estimate('Timing belt replacement', car());
    expect(unknown.parts[0]?.name).toBe(`${IF_BELT}${kit}`);
    expect(unknown.totalEstimate.min).toBeGreaterThan(0);
  });
});

describe('estimateParts: everyday words that are not parts', () => {
  it('reads "several times" and "computer generated" as words, not tires or a generator', () => {
    expect(names('took it in several times and then the transmission failed')).toEqual([
      'Transmission replacement (remanufactured)',
    ]);
    expect(names('he ran a computer generated report: it needs a catalytic converter')).toEqual([
      expect.stringMatching(/^Catalytic converter/),
    ]);
  });

  it('reads a discount, a new owner and an earlier job as no part to buy', () => {
    // Given an owner's bill for a water pump that failed right after another repair
    const text =
      'The water pump failed right after the $1686 head gasket job. The new pump, belt and seal were $687; the shop gave me a slight break.';
    // Then the pump is priced once: no brakes, no second "pump", no head gasket
    expect(names(text)).toEqual(['Water pump']);
    expect(
      names('First post from the new owner: what would it cost to replace those is in question'),
    ).toEqual([expect.stringMatching(/^"First post from the new owner/)]);
  });
});

describe('what to test before buying a part', () => {
  const advice = (text: string) => estimateParts(text, car(), ctx, knowledge.parts).testFirst;

  it('says to test the battery and charging system before an alternator', () => {
    expect(advice('new alternator')?.join(' ')).toMatch(/battery and charging system/);
  });

  it('says to test the battery before a starter, and to look for a vacuum leak before an O2 sensor', () => {
    expect(advice('the shop wants to put in a starter')?.join(' ')).toMatch(/Test the battery/);
    expect(advice('code P0171, they want to replace the oxygen sensor')?.join(' ')).toMatch(
      /lean code.*vacuum leak/,
    );
  });

  it('says to check the gas cap before a purge valve, the wheel sensors before an ABS module', () => {
    expect(advice('evap code, shop says purge valve')?.join(' ')).toMatch(/gas cap/);
    expect(advice('ABS light is on and they quoted a new abs module')?.join(' ')).toMatch(
      /wheel-speed sensors/,
    );
    expect(advice('my radiator fan stopped working')?.join(' ')).toMatch(/fuse and relay/);
  });

  it('gives no such advice for a wear part with no cheaper look-alike', () => {
    expect(advice('front brake pads')).toBeUndefined();
  });
});

describe('estimateParts: jobs that grow with the failure', () => {
  it('prices a compressor that sent metal through the system with the parts it contaminated', () => {
    // Given a compressor that came apart inside
    const plain = estimateParts('the ac compressor is bad', car(), ctx, knowledge.parts);
    const debris = estimateParts(
      'the AC compressor blew metal debris throughout the system',
      car(),
      ctx,
      knowledge.parts,
    );
    // Then the whole-system job is named and costs more than the compressor alone
    expect(debris.parts[0]?.name).toMatch(/condenser, drier, expansion valve/);
    expect(debris.totalEstimate.min).toBeGreaterThan(plain.totalEstimate.min);
    expect(debris.totalEstimate.max).toBeGreaterThan(plain.totalEstimate.max);
  });

  it('reads a compressor with a system flush as the whole-system job, not a coolant flush', () => {
    const flushed = names('Shop says new AC compressor, and they have to flush the system first');
    expect(flushed).toEqual([expect.stringMatching(/condenser, drier, expansion valve/)]);
    const other = names('they want a coolant flush and a new ac compressor');
    expect(other).toContain('A/C compressor (with evacuate and recharge)');
  });

  it('reads "the whole air conditioning system" with a bad compressor as the whole-system job', () => {
    const whole = names(
      'my mechanic says the whole air conditioning system is shot, compressor and all',
    );
    expect(whole).toEqual([expect.stringMatching(/condenser, drier, expansion valve/)]);
  });

  it("prices a diesel's high-pressure pump as the common-rail job, a gasoline one as one part", () => {
    const text = 'the high pressure fuel pump failed';
    const diesel = estimateParts(text, car('diesel'), ctx, knowledge.parts);
    const gas = estimateParts(text, car('gas'), ctx, knowledge.parts);
    expect(diesel.parts[0]?.name).toMatch(/^Diesel high-pressure injection pump/);
    expect(gas.parts[0]?.name).toBe('High-pressure fuel pump (direct injection)');
    expect(diesel.totalEstimate.min).toBeGreaterThan(gas.totalEstimate.max);
  });
});

describe("estimateParts: the part this car's engine has", () => {
  const ford = (model: string, year: number): PricedVehicle => ({
    ...car('gas', year),
    make: 'Ford',
    model,
  });

  it("prices a Flex's or a V6 Explorer's water pump as the one inside the engine", () => {
    expect(names('water pump', ford('Flex', 2012))).toEqual([
      'Water pump inside the engine (driven by the timing chain)',
    ]);
    expect(names('water pump replacement, 3.5 V6', ford('Explorer', 2014))).toEqual([
      'Water pump inside the engine (driven by the timing chain)',
    ]);
  });

  it('keeps the ordinary pump for a four-cylinder Explorer and for a Focus', () => {
    expect(names('water pump replacement, 2.0 ecoboost', ford('Explorer', 2014))).toEqual([
      'Water pump',
    ]);
    expect(names('water pump', ford('Focus', 2012))).toEqual(['Water pump']);
  });
});

describe('estimateParts: a lamp that is out is its bulb', () => {
  it.each([
    ['headlight is out, dealer says the bumper has to come off to change it', 'Headlight bulb'],
    ['headlight burned out', 'Headlight bulb'],
    ['passenger headlight cracked', 'Right headlight assembly'],
    ['both headlights are foggy and yellow', 'Headlight assembly (×2)'],
    ['my left tail light went out', 'Left brake, tail or turn-signal bulb'],
    ['tail light cracked', 'Tail light assembly'],
  ])('"%s" is the %s', (text, name) => {
    expect(names(text)).toEqual([name]);
  });
});

describe("estimateParts: the dear jobs at CarMD's average repair", () => {
  // At $100/h, so the sums can be checked by hand.
  const total = (text: string, vehicle = car()) =>
    estimateParts(text, vehicle, ctx, knowledge.parts).totalEstimate;
  /** The range reaches down to `low` and up to `high`. */
  const spans = (range: { min: number; max: number }, low: number, high: number) => {
    expect(range.min).toBeLessThanOrEqual(low);
    expect(range.max).toBeGreaterThanOrEqual(high);
  };

  it('puts a $9,000 remanufactured engine inside the range, not above it', () => {
    // Given a shop's quote for the kind of engine swap CarMD averages ($7,150 in 2018)
    const range = total(
      'The engine threw a rod and the shop wants $9,000 for a remanufactured engine',
    );
    // Then the quote is an ordinary price for the job, not an outlier
    spans(range, 9000, 9000);
  });

  it('prices a new transmission around $4,500, and a hybrid pack around $4,500 too', () => {
    spans(total('the transmission is slipping and needs replacing'), 4500, 5500);
    spans(total('the hybrid battery failed, red triangle on the dash', car('hybrid')), 4500, 5500);
  });

  it("reaches past CarMD's average for a new OE converter, and keeps the muffler shop's cheap one", () => {
    // Given CarMD's average of $1,304 for new OE converters (2023), a dealer's kind of job
    const range = total('failed emissions, the catalytic converter needs replacing');
    // Then the average sits inside the range with room above it, and a $400 weld-in stays in
    spans(range, 400, 2000);
  });
});

describe('estimateParts: coils and plugs for the engine the car has', () => {
  const line = (text: string, vehicle = car()) =>
    estimateParts(text, vehicle, ctx, knowledge.parts).parts[0];
  const withEngines = (...cylinders: number[]): PricedVehicle => ({
    ...car(),
    facts: {
      ...NO_FACTS,
      engines: {
        value: cylinders.map((c) => ({ displacementL: null, model: null, cylinders: c })),
        source: 'model-year',
      },
    },
  });

  it('counts the coils of a V6 as six, and of a four-cylinder as four', () => {
    expect(line('all the ignition coils need replacing on my V6')?.name).toBe('Ignition coil (×6)');
    expect(line('replace the ignition coils', withEngines(6))?.name).toBe('Ignition coil (×6)');
    expect(line('misfire, they want to do the coils on my 4 cyl')?.name).toBe('Ignition coil (×4)');
    expect(line('it is an 8 cylinder engine, replace the coil packs')?.name).toBe(
      'Ignition coil (×8)',
    );
    // A line-up with fours and sixes leaves the count at the usual four.
    expect(line('replace the ignition coils', withEngines(4, 6))?.name).toBe('Ignition coil (×4)');
  });

  it('does not read "the number 2 cylinder" as a two-cylinder engine', () => {
    expect(line('bad injector on the No. 2 cylinder, replace the fuel injectors')?.name).toBe(
      'Fuel injector (×4)',
    );
    // A cylinder's number written as "#6 cyl" or "no. 6 cyl" is not the engine's size either.
    for (const text of ['misfire on #6 cyl, replace the coils', 'no. 6 cyl misfire, new coils']) {
      expect(line(text)?.name).not.toBe('Ignition coil (×6)');
    }
  });

  it('prices a set of plugs for a four-banger under the same set for a V8', () => {
    const small = line('tune up, new spark plugs, it is just a 4 banger');
    const big = line('tune up, new spark plugs', withEngines(8));
    const unknown = line('tune up, new spark plugs');
    expect(small?.name).toBe('Spark plugs (full set), 4 cylinders');
    expect(big?.name).toBe('Spark plugs (full set), 8 cylinders');
    // Each is inside the range for an engine nobody named, and narrower than it.
    expect(small!.totalCost.min).toBe(unknown!.totalCost.min);
    expect(small!.totalCost.max).toBeLessThan(unknown!.totalCost.max);
    expect(big!.totalCost.min).toBeGreaterThan(unknown!.totalCost.min);
    expect(big!.totalCost.max).toBe(unknown!.totalCost.max);
  });

  it("prices a V6's timing belt, two banks of cams, above a four-cylinder's", () => {
    const v6 = line('timing belt is due at 105k', { ...car(), model: 'Accord V6' });
    const four = line('timing belt is due at 105k on my four-cylinder');
    expect(v6?.name).toMatch(/, 6 cylinders$/);
    expect(four?.name).toMatch(/, 4 cylinders$/);
    // The two halves of one band meet in its middle.
    expect(v6!.totalCost.min).toBeGreaterThan(four!.totalCost.min * 1.3);
    expect(v6!.totalCost.max).toBeGreaterThan(four!.totalCost.max * 1.3);
  });

  it('reads "plugs and wires" as the spark plugs and their wires', () => {
    const read = names('the dealer said the plugs and wires were shot');
    expect(read.some((n) => /^Spark plugs/.test(n))).toBe(true);
    expect(read.some((n) => /^Spark plug wires/.test(n))).toBe(true);
  });
});
