import { costContext, reviewVehicle } from '../testing/estimates';
import { reviewEstimate } from './review-estimate';
import type { ReviewVehicle } from './review-vehicle';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const camry = reviewVehicle({
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  mileage: 31_000,
  ageYears: 6,
});
const phoenix = costContext('AZ', { min: 115, max: 155 });

/** Given an estimate for a car, when it is reviewed, then these items are flagged. */
function flagged(text: string, vehicle: Partial<ReviewVehicle> = {}, symptoms = false): string[] {
  const review = reviewEstimate(
    text,
    reviewVehicle({ ...camry, ...vehicle }),
    phoenix,
    symptoms,
    knowledge.estimate,
  );
  return review.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item));
}

const at = (mileage: number, ageYears: number) => ({ mileage, ageYears });

describe('flag rules: fluids before they are due', () => {
  it('flags a transmission flush at 31k but not at 95k (Nissan: 60,000 miles)', () => {
    const nissan = { make: 'Nissan', model: 'Altima' };
    expect(flagged('Transmission fluid flush $189.99', { ...nissan, ...at(31_000, 6) })).toEqual([
      'Transmission fluid flush',
    ]);
    expect(flagged('Transmission fluid flush $189.99', { ...nissan, ...at(95_000, 8) })).toEqual(
      [],
    );
  });

  it('flags long-life coolant at 18k and 2 years, not at 98k, nor with a water pump job', () => {
    expect(flagged('Coolant flush $149.95', at(18_000, 2))).toEqual(['Coolant flush']);
    expect(flagged('Coolant flush $149.95', at(98_000, 9))).toEqual([]);
    expect(flagged('Water pump $540\nCoolant flush $129', at(40_000, 4))).toEqual([]);
  });

  it('judges brake fluid by age: flagged at 1 year, due at 3', () => {
    expect(flagged('Brake fluid exchange $119.95', at(12_000, 1))).toEqual([
      'Brake fluid exchange',
    ]);
    expect(flagged('Brake fluid exchange $119.95', at(30_000, 3))).toEqual([]);
  });

  it('flags a power steering flush at any mileage unless the steering shows a need', () => {
    // Most carmakers schedule no power steering fluid change at all (services.json sources).
    expect(flagged('Power steering flush $139.95', at(40_000, 4))).toEqual([
      'Power steering flush',
    ]);
    expect(flagged('Power steering flush $139.95', at(120_000, 12))).toEqual([
      'Power steering flush',
    ]);
    const fourRunner = { model: '4Runner', ...at(120_000, 12) };
    expect(flagged('Power steering flush (steering whines) $139.95', fourRunner)).toEqual([]);
  });

  it('flags a power steering flush on a car with electric steering whatever the symptom', () => {
    // A 2019 Camry steers electrically (steering.json): there is no fluid to flush.
    expect(flagged('Power steering flush (steering whines) $139.95', at(120_000, 12))).toEqual([
      'Power steering flush (steering whines)',
    ]);
  });

  it('does not flag a fluid the shop found a reason for on the line', () => {
    expect(flagged('Transmission service (fluid burnt, slipping) $249', at(31_000, 6))).toEqual([]);
  });
});

describe('flag rules: a part replaced again too soon', () => {
  it('asks about shocks the owner says were replaced 27,000 miles ago, even if the shop says they leak', () => {
    const text =
      'They recommended new rear shocks, $480. The shocks were replaced around 27,000 miles ago. The mechanic said they were leaking.';
    expect(flagged(text, {}, true)).toEqual([expect.stringMatching(/new rear shocks/)]);
    // Replaced 80,000 miles ago: past their usual life, so nothing to ask
    expect(flagged(text.replace('27,000', '80,000'), {}, true)).toEqual([]);
  });
});

describe('flag rules: wear parts past their usual life', () => {
  it('does not call shocks the owner says are original unnecessary past the 50,000 miles Monroe gives them', () => {
    const text =
      'It still has its four original shock absorbers. At the tire shop the mechanic said I should replace all four shocks, $520. Should I?';
    expect(flagged(text, at(58_000, 5))).toEqual([]);
    // The same quote at 20,000 miles, with nothing wrong noticed, is still asked about
    expect(flagged(text, at(20_000, 2))).toEqual([expect.stringMatching(/shocks/)]);
    // Past 50,000 miles but with no word that they are the original ones, too
    const noHistory = text.replace('It still has its four original shock absorbers. ', '');
    expect(flagged(noHistory, at(58_000, 5))).toEqual([expect.stringMatching(/shocks/)]);
  });
});

describe('flag rules: an owner shopping for a price', () => {
  it('judges the price, not the need, of plugs the owner priced; a pitch for them is still asked about', () => {
    const unknownMileage = { mileageKnown: false };
    const priced =
      'I just priced a spark plug tune up at two local dealers. $400 for the tune up, plus $90 for each plug that breaks.';
    expect(flagged(priced, unknownMileage)).toEqual([]);
    const pitched = 'At the oil change they said I need a tune up, $400.';
    expect(flagged(pitched, unknownMileage)).toEqual([expect.stringMatching(/tune up/)]);
  });
});

describe('flag rules: timing belts, plugs and belts', () => {
  it('flags a timing belt on a chain engine, whatever the mileage', () => {
    expect(
      flagged('Timing belt & water pump $780', { ...at(142_000, 13), timingDrive: 'chain' }),
    ).toEqual(['Timing belt & water pump']);
  });

  it('does not flag a timing belt on a belt engine at 105k, but does at 40k and 3 years', () => {
    expect(flagged('Timing belt kit $899', { ...at(105_000, 10), timingDrive: 'belt' })).toEqual(
      [],
    );
    expect(flagged('Timing belt kit $899', { ...at(40_000, 3), timingDrive: 'belt' })).toEqual([
      'Timing belt kit',
    ]);
  });

  it('asks, rather than flags, when the engine is not known', () => {
    const vehicle = { ...camry, ...at(105_000, 10), timingDrive: 'unknown' as const };
    const review = reviewEstimate(
      'Timing belt kit $899',
      vehicle,
      phoenix,
      false,
      knowledge.estimate,
    );
    expect(review.unnecessaryItems).toEqual([]);
    expect(review.questionsToAsk.join(' ')).toMatch(/timing belt or a timing chain/);
  });

  it('flags iridium plugs at 30k, not at 105k, and not at 72k on a Volkswagen (40k interval)', () => {
    expect(flagged('Spark plugs $299.95', at(30_000, 5))).toEqual(['Spark plugs']);
    expect(flagged('Spark plugs $199', at(105_000, 9))).toEqual([]);
    expect(flagged('Spark plugs $220', { ...at(72_000, 11), make: 'Volkswagen' })).toEqual([]);
  });

  it('flags a preventive drive belt at 26k but not a cracked one', () => {
    expect(flagged('Serpentine belt (preventive) $129', at(26_000, 4))).toEqual([
      'Serpentine belt (preventive)',
    ]);
    expect(flagged('Serpentine belt (cracked) $129', at(26_000, 4))).toEqual([]);
  });
});

describe('flag rules: cleanings that need a symptom', () => {
  const estimate = 'Fuel injector cleaning $149.95\nThrottle body service $89';

  it('flags them when the owner mentions no symptom', () => {
    expect(flagged(estimate)).toEqual(['Fuel injector cleaning', 'Throttle body service']);
  });

  it('keeps them when the owner describes a rough idle', () => {
    expect(flagged(`car idles rough and stalls at lights.\n${estimate}`, {}, true)).toEqual([]);
  });

  it('still flags them for an unrelated symptom, or a negated one', () => {
    expect(flagged(`brakes grinding when i stop.\n${estimate}`, {}, true)).toHaveLength(2);
    expect(flagged(`no rough idle at all.\n${estimate}`, {}, true)).toHaveLength(2);
  });

  it('flags an engine flush and calipers sold without a reason', () => {
    expect(flagged('Engine flush $79')).toEqual(['Engine flush']);
    expect(
      flagged('Front brake calipers (pair) $380\ncalipers not leaking or sticking', {}, true),
    ).toEqual(['Front brake calipers (pair)']);
    expect(flagged('Front brake caliper (leaking fluid) $190')).toEqual([]);
  });

  it("asks for the finding behind a shop's word that a caliper is seized or frozen", () => {
    expect(flagged('Front brake caliper (seized) $190')).toEqual(['Front brake caliper (seized)']);
    expect(
      flagged(
        'my car pulls to the right when I brake and the wheel smells burnt\nFront brake caliper (seized) $190',
        {},
        true,
      ),
    ).toEqual([]);
  });
});

describe('flag rules: add-ons, markups and the wrong powertrain', () => {
  it('flags nitrogen, fabric protection and oil additives always', () => {
    expect(flagged('Nitrogen fill $40\nFabric protection $89\nBG MOA $24.99')).toEqual([
      'Nitrogen fill',
      'Fabric protection',
      'BG MOA',
    ]);
  });

  it('flags a marked-up air filter but not a fairly priced one', () => {
    expect(flagged('Engine air filter $89.95')).toEqual(['Engine air filter']);
    expect(flagged('Engine air filter $34.95')).toEqual([]);
  });

  it('flags a premium oil package added to an oil change, not the oil change', () => {
    expect(
      flagged('Synthetic oil change $79.95\nPremium oil package (engine treatment) $34.95'),
    ).toEqual(['Premium oil package (engine treatment)']);
    expect(flagged('Synthetic oil change $79.95')).toEqual([]);
  });

  it('flags a synthetic upgrade on an older mainstream car but not on a European one', () => {
    expect(flagged('Synthetic upgrade $25', { year: 2005, ...at(150_000, 20) })).toEqual([
      'Synthetic upgrade',
    ]);
    expect(
      flagged('Synthetic upgrade $25', { year: 2005, segment: 'european', ...at(150_000, 20) }),
    ).toEqual([]);
  });

  it('flags engine work on an electric car and leaves its tyres and filters alone', () => {
    const ev = {
      powertrain: 'ev' as const,
      timingDrive: 'none' as const,
      make: 'Tesla',
      model: 'Model 3',
    };
    const estimate =
      'Oil change $89\nSpark plug inspection $49\nFuel system cleaning $99\nCabin air filter $55\nTire rotation $40';
    expect(flagged(estimate, ev)).toEqual([
      'Oil change',
      'Spark plug inspection',
      'Fuel system cleaning',
    ]);
  });

  it('flags brake pads measured with life left, not worn ones', () => {
    expect(flagged('Front brake pads (measured 4mm) $289')).toEqual([
      'Front brake pads (measured 4mm)',
    ]);
    expect(flagged('Front brake pads (2mm) $259')).toEqual([]);
  });

  it('flags work the owner says was done recently', () => {
    expect(flagged('Battery replacement $219\nthey replaced my battery last year')).toEqual([
      'Battery replacement',
    ]);
  });
});

describe('questionable items', () => {
  it('asks about an alignment nobody asked for, without calling it unnecessary', () => {
    const review = reviewEstimate(
      'Oil change $49\nAlignment $119',
      camry,
      phoenix,
      false,
      knowledge.estimate,
    );
    expect(review.unnecessaryItems).toEqual([]);
    expect(review.questionsToAsk.join(' ')).toMatch(/alignment readings/);
    expect(review.recommendations).toMatch(/Worth asking about: Alignment/);
  });

  it('does not question an alignment that goes with new tyres or a pull', () => {
    expect(
      reviewEstimate('4 new tires $720\nAlignment $119', camry, phoenix, false, knowledge.estimate)
        .recommendations,
    ).not.toMatch(/Worth asking/);
    const pulling = reviewEstimate(
      'car pulls to the right.\nAlignment $119',
      camry,
      phoenix,
      true,
      knowledge.estimate,
    );
    expect(pulling.recommendations).not.toMatch(/Worth asking/);
  });
});

describe('flag rules: a catalytic converter on a code alone', () => {
  it('asks first when only the check-engine light or a P0420 is given', () => {
    expect(
      flagged('Check engine light on, code P0420. Catalytic converter $1,650', at(120_000, 14)),
    ).toEqual(['Catalytic converter']);
  });

  it('lets it stand when it rattles, smells of rotten eggs or failed an emissions test', () => {
    expect(flagged('Catalytic converter $1,650 (rattles inside)', at(120_000, 14))).toEqual([]);
    expect(
      flagged('Failed the emissions test. Catalytic converter $1,650', at(120_000, 14), true),
    ).toEqual([]);
  });
});

describe('flag rules: parts the owner calls nearly new', () => {
  it('flags new tires when the owner says the set on the car is almost new', () => {
    const text = 'The car has an almost new set of tires.\nFour new tires $1,200';
    expect(flagged(text)).toEqual(['Four new tires']);
  });

  it('does not read an almost new car as nearly new tires', () => {
    const review = reviewEstimate(
      'My almost new car needs tires.\nFour new tires $1,200',
      reviewVehicle(camry),
      phoenix,
      false,
      knowledge.estimate,
    );
    expect(JSON.stringify(review.unnecessaryItems)).not.toMatch(/done recently or is nearly new/);
  });

  it('flags brakes the owner says were almost new', () => {
    const text = 'The brakes were almost new when I sold it back.\nFront brake pads $250';
    expect(flagged(text)).toEqual(['Front brake pads']);
  });

  it.each([
    'My nearly new Camry needs front brake pads, the dealer says.',
    'It is almost new, but they say the front brake pads are thin.',
    'The car is only 6 months old and they want front brake pads.',
  ])('does not read a car called new or young as new brakes: "%s"', (note) => {
    expect(flagged(`${note}\nFront brake pads $250`)).toEqual([]);
  });
});

describe('flag rules: a part the owner says was checked and found fine', () => {
  it('asks first about a battery that tested good at the parts store', () => {
    const review = reviewEstimate(
      'Took my car in for an oil change. They said I need a new battery for $189, but AutoZone tested it last week and it tested good.',
      camry,
      phoenix,
      false,
      knowledge.estimate,
    );
    expect(JSON.stringify(review.unnecessaryItems)).toMatch(/checked and found fine/);
    expect(review.services[0]?.verdict).toBe('ask-first');
  });

  it('asks first about struts a second mechanic cleared, even though the shop said leaking', () => {
    const text =
      "The shop told me my front struts were leaking and need replacing for $900, but my regular mechanic checked and said there's nothing wrong with them.";
    expect(flagged(text, {}, true)).toEqual(['struts']);
  });

  it('reads the all-clear in the next sentence when it names the part', () => {
    const text =
      'The dealer says I need a new belt tensioner, $240. My independent guy looked at the tensioner and it looks fine.';
    expect(flagged(text)).toHaveLength(1);
  });

  it('keeps a part that passed once but has failed since, or when the all-clear is for the rest', () => {
    const failedSince =
      "They said I need a new battery. It tested good last year but now it won't start some mornings and clicks.";
    const restOfIt =
      'My muffler is rattling and has a hole in it. They quoted a new muffler for $240, the rest of the exhaust looks good.';
    expect(flagged(failedSince, {}, true)).toEqual([]);
    expect(flagged(restOfIt, {}, true)).toEqual([]);
  });
});

describe("flag rules: a service the owner's manual does not list", () => {
  it('asks first about a fluid exchange the owner could not find in the maintenance manual', () => {
    const text =
      'The dealer recommended a brake fluid exchange for $120. The advisor said it is part of the factory schedule, but I could not find anything about it in my maintenance manual.';
    const review = reviewEstimate(
      text,
      reviewVehicle({ ...camry, ...at(35_000, 3) }),
      phoenix,
      false,
      knowledge.estimate,
    );
    expect(review.unnecessaryItems).toHaveLength(1);
    expect(JSON.stringify(review.unnecessaryItems)).toMatch(/manual does not list it/);
  });

  it('does not ask when the manual is mentioned for something else, or the fluid is contaminated', () => {
    const other =
      "The dealer recommended a brake fluid exchange for $120. My owner's manual says to check the tires monthly.";
    const found =
      'They tested the brake fluid and it failed the moisture test, so they recommend a brake fluid exchange, $120. It is not in my maintenance manual.';
    expect(flagged(other, at(35_000, 3))).toEqual([]);
    expect(flagged(found, at(35_000, 3))).toEqual([]);
  });
});

describe('flag rules: more ways an owner says a second check found the part fine', () => {
  it.each([
    'Dealer quoted $900 for a new alternator. AutoZone tested the alternator and it is charging fine.',
    'They said I need a new battery for $220. I had it tested at Advance Auto and it passed.',
    'Dealer said I need a new water pump, $700. My mechanic said the water pump is not leaking and does not need replacing.',
    'The tire shop wants $720 for four new tires. Another shop measured the tread and said there is plenty of tread left.',
    'They quoted $560 to replace both front calipers. My brother pulled the wheels and the calipers and pads were almost new.',
  ])('asks first: "%s"', (text) => {
    expect(flagged(text)).toHaveLength(1);
  });

  it('keeps the part when the second check found it bad', () => {
    expect(
      flagged(
        'Dealer said I need a new water pump, $700. My mechanic agreed the water pump is leaking at the weep hole.',
        {},
        true,
      ),
    ).toEqual([]);
  });
});

describe('flag rules: a battery sold with no test result', () => {
  it('asks for the test when nothing shows the battery is weak', () => {
    expect(
      flagged('While I was there for an oil change they said I should get a new battery, $219.'),
    ).toHaveLength(1);
  });

  it.each([
    'They said the battery tested weak, only 300 cold cranking amps of 600, new battery $219.',
    "My car wouldn't start twice this week. They quoted a new battery for $219.",
  ])('keeps a battery a test or a symptom calls for: "%s"', (text) => {
    expect(flagged(text, {}, true)).toEqual([]);
  });
});

describe('flag rules: a pad thickness the owner reports', () => {
  it('calls pads premature when a second mechanic measured plenty left', () => {
    expect(
      flagged(
        'The dealer said I need front brakes, $320. My regular mechanic looked and said the pads have 6mm left.',
      ),
    ).toContain('front brakes');
  });

  it('keeps pads the owner says are down to 2 mm', () => {
    expect(
      flagged('They said I need front brakes, $320. The tech showed me the pads at 2mm.', {}, true),
    ).toEqual([]);
  });
});

describe("flag rules: the shop's bare word that struts or shocks are leaking", () => {
  it('asks to see the leak when only the shop says the struts are leaking', () => {
    expect(
      flagged(
        'I went in for new tires and the manager told me my front struts were leaking and had to be replaced today.',
      ),
    ).toHaveLength(1);
  });

  it('keeps struts the owner saw leaking or feels bouncing', () => {
    expect(
      flagged(
        'I can see oil leaking down the front struts and the car bounces over bumps. They quoted new front struts, $780.',
        {},
        true,
      ),
    ).toEqual([]);
  });

  it('keeps struts, and their mounts, when the owner hears a thunk or thud over bumps', () => {
    for (const noise of ['thunk, thunk, thunk', 'a loud thud']) {
      expect(
        flagged(
          `The car makes ${noise} going over any size bump. The dealer says it needs new strut plates and struts, for $1,600.`,
          {},
          true,
        ),
      ).toEqual([]);
    }
  });
});

describe('flag rules: an A/C compressor sold on a look', () => {
  it('asks for the test when the shop only says the compressor seal is leaking', () => {
    expect(
      flagged(
        'The manager said the seal in my A/C compressor was leaking and quoted a new compressor for $900.',
      ),
    ).toHaveLength(1);
  });

  it('keeps a compressor when the owner says the A/C blows warm and it grinds', () => {
    expect(
      flagged(
        'My A/C blows warm air and makes a grinding noise when it kicks on. They quoted a new A/C compressor for $1,100.',
        {},
        true,
      ),
    ).toEqual([]);
  });
});

describe('flag rules: a thermostat sold with nothing that calls for it', () => {
  it('asks first about a thermostat pitched at an oil change', () => {
    expect(
      flagged(
        'I only went in for an oil change. They said I should get a new thermostat for $240 while I am at it.',
      ),
    ).toHaveLength(1);
  });

  it('keeps it beside the water pump or timing belt it shares a job with', () => {
    const civic = { year: 2004, make: 'Honda', model: 'Accord', mileage: 105_000, ageYears: 12 };
    expect(flagged('Water pump $220\nThermostat $140', civic)).toEqual([]);
  });

  it('keeps a thermostat when the owner keeps adding coolant or the gauge runs cold', () => {
    const text =
      'I smell coolant after driving and keep having to add it, and the temp gauge barely moves.\nThermostat housing replace $285';
    expect(flagged(text)).toEqual([]);
  });
});

describe('flag rules: a filter sold at every oil change', () => {
  it('asks first when the owner says the quick lube changes the cabin filter at every oil change', () => {
    expect(
      flagged(
        'Every time I go in for an oil change they replace my cabin air filter, $39.99. Is that needed?',
        at(20_000, 2),
      ),
    ).toHaveLength(1);
  });

  it('does not ask about a tire rotation at every oil change, which is its usual interval', () => {
    expect(flagged('They rotate my tires at every oil change, $25.', at(20_000, 2))).toEqual([]);
  });

  it('keeps a filter the shop showed was dirty', () => {
    expect(
      flagged(
        'At every oil change they check it; this time they showed me the engine air filter was clogged with leaves. Engine air filter $29.99',
        at(20_000, 2),
      ),
    ).toEqual([]);
  });
});

describe('flag rules: work the owner dates by the last oil change or by miles', () => {
  it('flags the cabin filter changed at the last oil change, not the oil change itself', () => {
    const text =
      'Oil change $49.99\nCabin air filter $39.99\nThe cabin filter was changed at my last oil change.';
    expect(flagged(text, at(20_000, 2))).toEqual(['Cabin air filter']);
  });

  it('reads "replaced 3,000 miles ago" as recent, and 40,000 miles ago as not', () => {
    const recent = 'Coolant flush $149\nMy coolant was replaced 3,000 miles ago.';
    const old = 'Coolant flush $149\nMy coolant was flushed 40,000 miles ago.';
    expect(flagged(recent, at(110_000, 11))).toEqual(['Coolant flush']);
    expect(flagged(old, at(110_000, 11))).toEqual([]);
  });
});

describe('flag rules: a part the story says was replaced days or weeks before', () => {
  it('declines brake pads that "had been replaced a week earlier"', () => {
    expect(
      flagged(
        'The mechanic told me the car needed new brake pads, though the pads had been replaced a week earlier.',
      ),
    ).toHaveLength(1);
  });
});
