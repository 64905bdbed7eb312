import { estimateReviewSchema, type EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import type { CostContext } from '../types';
import { reviewEstimate } from './review-estimate';
import type { ReviewVehicle } from './review-vehicle';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const civic = reviewVehicle({ year: 2018, make: 'Honda', model: 'Civic', mileage: 64_000 });
const losAngeles = costContext('CA', { min: 130, max: 175 });

function review(
  text: string,
  ctx: Partial<CostContext> = {},
  vehicle: Partial<ReviewVehicle> = {},
): EstimateReview {
  return reviewEstimate(
    text,
    { ...civic, ...vehicle },
    { ...losAngeles, ...ctx },
    false,
    knowledge.estimate,
  );
}

const SHOP_ESTIMATE = [
  "Joe's Auto Repair",
  'Front brake pads and rotors ..... $489.99',
  'Fuel injector cleaning .......... $149.95',
  'Cabin air filter 49.95',
  'Shop supplies $24.00',
  'Subtotal $713.89',
  'Tax $19.80',
  'Total $733.69',
].join('\n');

describe('reviewEstimate', () => {
  it('produces a review that parses with the contract schema', () => {
    for (const text of [SHOP_ESTIMATE, '', 'brakes', 'Parts: $312 Labor: $240 Total: $576.96']) {
      expect(() => estimateReviewSchema.parse(review(text))).not.toThrow();
    }
  });

  it('compares each service with its fair local range and flags the upsell', () => {
    const result = review(SHOP_ESTIMATE);
    expect(result.shopName).toBe("Joe's Auto Repair");
    expect(result.services.map((s) => [s.name, s.shopEstimate, s.isFair])).toEqual([
      ['Brake pads and rotors (one axle)', 489.99, true],
      ['Fuel system / injector cleaning', 149.95, true],
      ['Cabin air filter', 49.95, true],
    ]);
    const brakes = result.services[0];
    expect(brakes?.priceRange.min).toBeLessThan(489.99);
    expect(result.unnecessaryItems).toEqual([
      expect.objectContaining({ item: 'Fuel injector cleaning', details: expect.any(Array) }),
    ]);
    expect(result.recommendations).toMatch(/Fuel injector cleaning \(\$150\): Decline unless/);
    expect(result.questionsToAsk.join(' ')).toMatch(/injector balance test/);
  });

  it('takes the totals the shop wrote', () => {
    expect(review(SHOP_ESTIMATE)).toMatchObject({ tax: 19.8, totalEstimate: 733.69 });
  });

  it('adds totals up when the estimate has none, taxing parts at a stated rate', () => {
    const result = review('Brake pads 100.00\nLabor 1.5 hrs @ $150/hr $225.00\nTax 10%');
    expect(result).toMatchObject({ parts: 100, labor: 225, tax: 10, totalEstimate: 335 });
  });

  it('takes a coupon off the total', () => {
    expect(review('Oil change $79.99\nCoupon -$20.00').totalEstimate).toBeCloseTo(59.99, 2);
  });

  it('lists an item named twice in a price-less note once', () => {
    const result = review('they said I need brakes. so do I really need brakes?');
    expect(result.services).toHaveLength(1);
  });

  it('shares a labour line between the parts above it', () => {
    const result = review('Brake pads 89.99\nRotors (2) 159.98\nLabor 2.5 hrs @ $165/hr $412.50');
    const prices = result.services.map((s) => s.shopEstimate);
    expect(prices).toHaveLength(2);
    expect(prices.reduce((a, b) => a + b, 0)).toBeCloseTo(662.47, 1);
    expect(prices.every((p) => p > 160)).toBe(true);
  });

  it('calls an estimate far above the local range unfair', () => {
    const result = review('Front brake pads $1,400');
    expect(result.isFairPrice).toBe(false);
    expect(result.services[0]?.isFair).toBe(false);
    expect(result.recommendations).toMatch(/above the fair range/);
    expect(result.questionsToAsk.join(' ')).toMatch(/Why is "Front brake pads" \$1,400/);
  });

  it('reviews an estimate with no prices: lists services, fair ranges, and asks for prices', () => {
    const result = review('Replace front pads and rotors\nCoolant flush\nNitrogen fill');
    expect(result.services.map((s) => s.shopEstimate)).toEqual([0, 0, 0]);
    expect(result.services.every((s) => s.priceRange.max > 0)).toBe(true);
    expect(result.averageCostInArea.max).toBeGreaterThan(0);
    expect(result.recommendations).toMatch(/gives no prices/);
    expect(result.questionsToAsk.join(' ')).toMatch(/itemized estimate with a price for each item/);
    expect(result.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item))).toEqual([
      'Coolant flush',
      'Nitrogen fill',
    ]);
  });

  it('says a price under the usual range is below it, not within it', () => {
    const result = review('Full synthetic oil change $30');
    expect(result.recommendations).toMatch(
      /Below the usual range: Full synthetic oil change at \$30/,
    );
    expect(result.recommendations).toMatch(/is below the fair range of/);
    expect(result.recommendations).not.toMatch(/Within the fair range/);
  });

  it('counts an overpriced but needed item in the savings by its overcharge, not its price', () => {
    const text = review('Cabin air filter $95\nFuel injection service $160').recommendations;
    expect(text).toMatch(/Leaving out what is not needed saves about \$160\./);
    expect(text).toMatch(/Paying no more than the fair price saves about \$\d+ more\./);
  });

  it('prices a part sold one at a time by how many the line names', () => {
    const fair = (text: string) => review(text).services[0]?.priceRange.max ?? 0;
    // Fair ranges are rounded, so the multiple is close, not exact.
    const times = (many: string, one: string) => fair(many) / fair(one);
    expect(times('Motor mounts (3) $890', 'Motor mount $300')).toBeCloseTo(3, 0);
    expect(times('Ball joints both sides $600', 'Ball joint $300')).toBeCloseTo(2, 0);
    expect(
      times('Front and rear differential service $299.95', 'Rear differential service $150'),
    ).toBeCloseTo(2, 0);
  });

  it('shares a stated total among items listed without prices', () => {
    const result = review(
      'Replace front pads and rotors\nReplace serpentine belt\nParts: $312 Labor: $240',
    );
    expect(result.services.map((s) => s.shopEstimate).reduce((a, b) => a + b, 0)).toBeCloseTo(
      552,
      0,
    );
    expect(result).toMatchObject({ parts: 312, labor: 240, totalEstimate: 552 });
  });

  it("states California's estimate rules for a California ZIP", () => {
    const result = review(SHOP_ESTIMATE, { state: 'CA' });
    expect(result.recommendations).toMatch(/Bus\. & Prof\. Code §9884\.9/);
    expect(result.recommendations).toMatch(/§9884\.10/);
    expect(result.questionsToAsk.join(' ')).toMatch(/9884\.9/);
  });

  it('gives general advice when the ZIP maps to no state', () => {
    const result = review(SHOP_ESTIMATE, { state: null });
    expect(result.recommendations).toMatch(/Your rights: Ask for a written, itemized estimate/);
    expect(result.recommendations).toMatch(/typical US independent shops/);
  });

  it('handles empty, one-word and off-topic text without inventing items', () => {
    for (const text of ['', 'brakes?', 'my car makes a weird noise when i turn']) {
      const result = review(text);
      expect(result.unnecessaryItems).toEqual([]);
      expect(result.totalEstimate).toBe(0);
    }
    expect(review('').recommendations).toMatch(/could not recognize any repair/);
  });

  it('works for an unknown make with no mileage given', () => {
    const result = review(
      'Timing belt $650\nTransmission flush $199',
      {},
      {
        make: 'Zastava',
        model: 'Yugo',
        recognised: false,
        timingDrive: 'unknown',
        mileage: 84_000,
        mileageKnown: false,
      },
    );
    expect(result.vehicleInfo).toMatch(/mileage not given/);
    expect(result.services).toHaveLength(2);
  });

  it("ties the priced items' fair range to the average cost when some items have no price", () => {
    const result = review(
      'Dealer quoted brake pads and rotors $420. They also recommended a coolant flush and a transmission service.',
    );
    const { min, max } = result.averageCostInArea!;
    const range = `$${min.toLocaleString('en-US')}-$${max.toLocaleString('en-US')}`;
    expect(result.recommendations).toContain(
      `With the items it gives no price for, the work fairly costs ${range}, the average cost shown above.`,
    );
  });

  it('asks about a labour rate well above the local range', () => {
    const result = review('Water pump 120.00\nLabor 3 hrs @ $260/hr $780.00');
    expect(result.questionsToAsk.join(' ')).toMatch(/labor rate of \$260\/hour/);
  });
});

describe('an upsell list without prices, judged like a consumer advocate', () => {
  const counter = [
    'Went in for an oil change. The counter guy recommended:',
    '- transmission service',
    '- coolant flush',
    '- brake fluid flush',
    '- power steering flush',
    '- premium oil package',
    '- K-Pro super treatment',
  ].join('\n');
  const items = (r: EstimateReview) =>
    r.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item));
  const noMileage = { mileageKnown: false, mileage: 84_000 };

  it('flags every classic upsell as likely unnecessary, saying what to check', () => {
    const r = review(counter, {}, noMileage);
    expect(items(r)).toEqual([
      'transmission service',
      'coolant flush',
      'brake fluid flush',
      'power steering flush',
      'premium oil package',
    ]);
    const coolant = r.unnecessaryItems[1];
    expect(typeof coolant === 'object' && coolant.note).toMatch(
      /^Likely unnecessary unless your owner's manual interval has passed/,
    );
  });

  it('names the verdict and keeps isFairPrice in agreement with it', () => {
    const r = review(counter, {}, noMileage);
    expect(r.verdict).toBe('unnecessary-items');
    expect(r.isFairPrice).toBe(false);
    expect(r.recommendations).toMatch(
      /^Verdict: this estimate includes items you probably do not need\./,
    );
  });

  it('lists an item it cannot recognise with a question, instead of passing it', () => {
    const r = review(counter, {}, noMileage);
    expect(r.recommendations).toContain('Not recognized: "K-Pro super treatment"');
    expect(r.recommendations).not.toContain('($0)');
    expect(r.questionsToAsk).toContain(
      'What exactly is "K-Pro super treatment", and why does the car need it?',
    );
  });

  it('never says nothing looks unnecessary while an item went unrecognised', () => {
    const r = review('They recommended:\n- tire rotation\n- K-Pro super treatment', {}, noMileage);
    expect(r.recommendations).not.toContain('Nothing on this estimate looks unnecessary');
    expect(r.recommendations).toMatch(/one item was not recognized/);
  });

  it('reads several services in one sentence of prose as separate items', () => {
    const r = review(
      'Took it in for an oil change and they said I need a transmission flush, coolant flush, new rotors and a fuel injection cleaning.',
      {},
      noMileage,
    );
    // The oil change is why the car went in, not something the shop recommended.
    expect(r.services.map((s) => s.name)).toEqual([
      'Transmission fluid service',
      'Coolant flush / exchange',
      'Brake rotors (one axle)',
      'Fuel system / injector cleaning',
    ]);
    expect(items(r)).toEqual([
      'transmission flush',
      'coolant flush',
      'rotors',
      'fuel injection cleaning',
    ]);
  });

  it('passes an interval item when the mileage shows it is due', () => {
    const r = review('They recommended:\n- coolant flush', {}, { mileage: 120_000, ageYears: 11 });
    expect(items(r)).toEqual([]);
    expect(r.verdict).toBe('fair');
  });

  it('flags rotors sold with pads when nothing was measured, even with the mileage known', () => {
    const r = review(
      'They said the front pads are down to 2 mm, and the rotors need replacing too, though they never even measured them.',
    );
    expect(items(r)).toEqual(['the rotors need replacing too']);
    expect(r.unnecessaryItems[0]).toMatchObject({
      note: expect.stringMatching(/^Likely unnecessary unless the shop measured them/),
    });
  });

  it('flags a repair claimed without a symptom, and passes it when the owner describes one', () => {
    const claimed = review('At the oil change they said I need four new struts for $1,100.');
    expect(items(claimed)).toEqual(['struts']);
    expect(claimed.verdict).toBe('unnecessary-items');
    const leaking = review(
      'The car bounces a lot over bumps and they showed me a strut leaking oil; they quoted four new struts for $1,100.',
    );
    expect(items(leaking)).toEqual([]);
  });

  it("reads an owner's story: prices against their items, the visit left out", () => {
    const r = review(
      'I took my car in recently for a simple oil change. The advisor recommended a power steering flush, a coolant flush and a fuel induction service, and a $297 brake job that could wait.',
      {},
      noMileage,
    );
    expect(r.services.map((s) => s.name)).not.toContain('Oil change (conventional)');
    expect(items(r)).toEqual(
      expect.arrayContaining(['power steering flush', 'coolant flush', 'fuel induction service']),
    );
    expect(r.services.find((s) => s.shopEstimate === 297)?.name).toMatch(/[Bb]rake/);
  });

  it('accepts rotors the shop measured below their minimum', () => {
    const r = review('- front rotors 23.1 mm, below minimum', {}, noMileage);
    expect(items(r)).toEqual([]);
  });
});

describe('a fault that is only a loose or disconnected connection', () => {
  const items = (r: EstimateReview) =>
    r.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item).toLowerCase());
  const details = (r: EstimateReview) =>
    r.unnecessaryItems.map((u) => (typeof u === 'string' ? '' : u.details.join(' '))).join(' ');

  it('flags the parts sold for a loose battery cable, but not the reconnection itself', () => {
    const result = review(
      'The car sometimes would not start. The problem was a loose battery cable. ' +
        'The shop wants to replace the starter $420 and the alternator $380, and reconnect the battery cable $40.',
    );
    const flagged = items(result);
    expect(flagged.some((i) => i.includes('starter'))).toBe(true);
    expect(flagged.some((i) => i.includes('alternator'))).toBe(true);
    expect(flagged.some((i) => i.includes('reconnect'))).toBe(false);
    expect(details(result)).toMatch(/loosened battery terminal/);
  });

  it('does not blame the connection when the car still fails after it was tightened', () => {
    const result = review(
      'The battery cable was loose, I tightened it but it still will not start. Starter replacement $420.',
    );
    expect(items(result).join(' ')).not.toMatch(/starter/);
  });

  it('flags the plugs sold with a coil when the coil was only unplugged', () => {
    const result = review(
      'My engine light came on because the wire to one coil was disconnected. ' +
        'The shop quoted a new ignition coil and a set of spark plugs, $310 in all.',
      {},
      { mileageKnown: false },
    );
    const flagged = items(result).join(' ');
    expect(flagged).toMatch(/coil/);
    expect(flagged).toMatch(/spark plugs/);
  });

  it('leaves the plugs alone when the mileage shows them due', () => {
    const result = review(
      'The coil connector was unplugged. They also quoted spark plugs $280.',
      {},
      { mileage: 118_000 },
    );
    expect(items(result).join(' ')).not.toMatch(/spark plugs/);
  });
});

describe('new tires quoted with no tread reading', () => {
  it('asks for the tread depth before the owner pays for tires the shop proposes', () => {
    const result = review(
      'At my oil change the dealer said I should get four new tires soon, about $900. Is that right?',
      {},
      { mileage: 30_000 },
    );
    expect(result.verdict).toBe('unnecessary-items');
    expect(result.unnecessaryItems).toEqual([
      expect.objectContaining({ note: expect.stringMatching(/tread worn to the wear bars/) }),
    ]);
  });

  it('leaves the tires alone when the shop shows bald tread or the owner came in to buy them', () => {
    const bald = review(
      'The shop said my tires are bald, down to the wear bars, and quoted $780 for four new tires.',
    );
    expect(bald.unnecessaryItems).toEqual([]);
    const bought = review(
      'I took my car in to buy new tires. While they were putting the tires on they said the wipers were streaking.',
    );
    expect(JSON.stringify(bought.unnecessaryItems)).not.toMatch(/tire/i);
  });

  it('does not read "put more air in the tires" as a set of new tires', () => {
    const result = review(
      'My tire pressure light came on and the mechanic said all it needed was more air in the tires.',
    );
    expect(result.services.map((s) => s.name)).not.toContain('Tires (set of four)');
  });
});

describe('an alignment sold because the front tires are more worn than the rears', () => {
  const items = (r: EstimateReview) =>
    r.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item).toLowerCase()).join(' ');

  it('declines the alignment and balance when the axle difference is the only reason', () => {
    const result = review(
      'At the oil change they said my front tires have less tread than the rear ones, so they want to do an alignment and balance for $149.',
    );
    expect(items(result)).toMatch(/alignment/);
    expect(items(result)).toMatch(/balance/);
  });

  it('does not read front brakes worn more than the rears as tire wear', () => {
    const result = review(
      'The front brake pads are worn more than the rear pads. They also quoted an alignment for $99.',
    );
    expect(result.unnecessaryItems.map((u) => (typeof u === 'string' ? '' : u.note))).not.toContain(
      'Decline: a front-to-rear tread difference is what tire rotation evens out.',
    );
  });

  it('leaves the alignment alone when the car pulls or a tire wears on one edge', () => {
    const result = review(
      'The front tires are more worn than the back ones and the car pulls to the right. Alignment $99.',
    );
    expect(items(result)).not.toMatch(/alignment/);
  });
});

describe('engine mounts the shop says are letting the engine move', () => {
  const items = (r: EstimateReview) =>
    r.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item).toLowerCase()).join(' ');

  it('does not call the mounts unneeded when the shop saw the engine jumping around', () => {
    const result = review(
      'The service writer said my engine jumps around when they put it in gear, so they want to replace two engine mounts.',
    );
    expect(items(result)).not.toMatch(/mount/);
  });

  it('still asks about mounts pitched with nothing said about the engine moving', () => {
    const result = review('At my oil change they recommended replacing the engine mounts.');
    expect(items(result)).toMatch(/mount/);
  });
});

describe('an exhaust pipe sold for a hole nobody heard', () => {
  const items = (r: EstimateReview) =>
    r.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item).toLowerCase()).join(' ');

  it('asks to see the leak when the shop found a hole and the owner noticed nothing', () => {
    const result = review(
      'I went in for an oil change and the guy said he saw a hole in my exhaust pipe, $240 to replace it.',
    );
    expect(items(result)).toMatch(/exhaust pipe/);
  });

  it('accepts the pipe when the owner hears the exhaust getting louder', () => {
    const result = review(
      'My car has gotten really loud and I can smell exhaust. The shop wants $240 to replace the exhaust pipe.',
    );
    expect(items(result)).not.toMatch(/exhaust/);
  });
});

describe('brake work on both axles', () => {
  const brakes = (text: string) => review(text).services[0];

  it.each([
    'Front and rear brakes, pads and rotors $1,240',
    'Pads and rotors all around $1,240',
    'Brake pads and rotors, all four wheels $1,240',
  ])('prices "%s" as two axles', (text) => {
    const both = brakes(text);
    const one = brakes('Front brake pads and rotors $1,240');
    expect(both?.name).toBe('Brake pads and rotors (both axles)');
    expect(both?.description).toMatch(/Priced for both axles/);
    expect(both?.priceRange.min).toBeGreaterThan((one?.priceRange.min ?? 0) * 1.9);
    expect(both?.priceRange.max).toBeGreaterThan((one?.priceRange.max ?? 0) * 1.9);
  });

  it('keeps a front brake job at one axle', () => {
    expect(brakes('Front brake pads and rotors $489.99')?.name).toBe(
      'Brake pads and rotors (one axle)',
    );
    expect(brakes('Complete front brake job, pads and rotors $489.99')?.name).toMatch(/one axle/);
  });
});

describe('struts and shocks, priced by the pair', () => {
  const struts = (text: string) => review(text).services.find((s) => /Struts/.test(s.name));

  it.each(['4 struts $1,380', 'Struts all around $1,380', 'Replace all four struts $1,380'])(
    'prices "%s" as both axles, so $1,380 for four is not above the range',
    (text) => {
      const four = struts(text);
      const pair = struts('Front struts $690');
      expect(four?.name).toBe('Struts (both axles)');
      expect(four?.priceRange.max).toBeGreaterThan((pair?.priceRange.max ?? 0) * 1.9);
      expect(four?.verdict).not.toBe('above-fair');
      expect(pair?.name).toBe('Struts (pair)');
    },
  );

  it("reads bracketed prices in a sentence as each item's own, with no stray brackets", () => {
    const result = review(
      'Shop says i need new struts all around ($1,450), a tie rod end ($260) and an alignment ($120). car drives ok, maybe a little bouncy.',
    );
    expect(result.services.map((s) => [s.name, s.shopEstimate])).toEqual([
      ['Struts (both axles)', 1450],
      ['Tie rod end', 260],
      ['Wheel alignment', 120],
    ]);
    const tieRod = result.unnecessaryItems.find((u) => typeof u !== 'string');
    expect(tieRod).toMatchObject({ item: 'a tie rod end' });
    // Unproven is not proven unneeded: the owner is told to ask.
    expect(typeof tieRod === 'string' ? '' : tieRod?.details[0]).toMatch(/ask what it would fix/);
  });
});

describe('items priced only by the total', () => {
  const text =
    'dealer wants to do a throttle body cleaning, engine decarbon service, 4 wheel alignment and replace the serpentine belt. truck has 68k, runs fine. total $1,100';

  it('judges the total, not our split of it line by line', () => {
    const result = review(text);
    expect(result.recommendations).toMatch(/\$1,100 quoted .* above the fair range/);
    expect(result.recommendations).not.toMatch(/Above the fair range:/);
    expect(result.recommendations).not.toMatch(/saves about/);
    expect(result.services.map((s) => s.verdict)).not.toContain('above-fair');
  });

  it('labels the alignment nobody asked for "ask first" in the table, as the text does', () => {
    const result = review(text);
    expect(result.recommendations).toMatch(/Worth asking about: 4 wheel alignment/);
    expect(result.services.find((s) => s.name === 'Wheel alignment')?.verdict).toBe('ask-first');
  });
});

describe('a multi-point inspection told in one line', () => {
  const text =
    'Multi point inspection results: Red - front brake pads 3mm $389, Yellow - battery tested marginal $229, Yellow - rear brakes 5mm $349, recommend throttle body service $99';
  const verdicts = () =>
    Object.fromEntries(
      review(text).services.map((s) => [`${s.name} ${s.shopEstimate}`, s.verdict]),
    );

  it("judges each item's pads by its own reading, not another item's", () => {
    expect(verdicts()).toMatchObject({
      'Brake pads (one axle) 389': 'fair',
      'Brake pads (one axle) 349': 'premature',
    });
  });

  it('reads a battery that tested weak or marginal as the battery, and asks first on "marginal"', () => {
    expect(verdicts()['12-volt battery replacement 229']).toBe('ask-first');
    const weak = review('battery tested weak $229\noil change $59').services[0];
    expect(weak).toMatchObject({ name: '12-volt battery replacement', verdict: 'fair' });
  });
});

describe("a dealer's mileage package", () => {
  it.each(['60k service $689.95', '30K Service 389.95', '90k maintenance $899'])(
    'reads "%s" as a scheduled maintenance package',
    (text) => {
      expect(review(text).services.map((s) => s.name)).toEqual(['Scheduled maintenance package']);
    },
  );
});

describe('a driveline service the car has no part for', () => {
  const flagged = (text: string, vehicle: Partial<ReviewVehicle>) =>
    review(text, {}, vehicle).unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item));

  it('declines a rear differential or transfer case service on a front-wheel-drive Civic', () => {
    const items = flagged('Rear differential service $99\nTransfer case fluid $129', {});
    expect(items).toEqual(['Rear differential service', 'Transfer case fluid']);
    const why = review('Rear differential service $99').unnecessaryItems.flatMap((u) =>
      typeof u === 'string' ? [] : u.details,
    );
    expect(why.join(' ')).toMatch(/front-wheel drive/);
  });

  it('judges them as usual on a four-wheel-drive truck', () => {
    const f150 = reviewVehicle({ year: 2018, make: 'Ford', model: 'F-150 4x4', mileage: 64_000 });
    const items = flagged('Rear differential service $99\nTransfer case fluid $129', f150);
    expect(items.join(' ')).not.toMatch(/does not apply/);
    expect(JSON.stringify(review('Rear differential service $99', {}, f150))).not.toMatch(
      /front-wheel drive/,
    );
  });
});

describe('a whole-dollar price in a list of prices with cents', () => {
  it('prices "rear differential service (no AWD) 99" and keeps the next item on its own', () => {
    const result = review(
      'Dealer recommended: brake fluid flush 129.95, rear differential service 99, engine air filter 49.95',
    );
    expect(result.services.map((s) => [s.name, s.shopEstimate])).toEqual([
      ['Brake fluid flush', 129.95],
      ['Differential fluid service', 99],
      ['Engine air filter', 49.95],
    ]);
  });
});

describe('what a test found, told beside the items', () => {
  const STORY =
    'They said my front brakes are at 4mm and I need pads and rotors $589, plus a brake fluid exchange $139 and a battery test showed weak, new battery $249';

  it('prices the new battery, not the test that found it weak', () => {
    const names = review(STORY).services.map((s) => [s.name, s.shopEstimate]);
    expect(names).toContainEqual(['12-volt battery replacement', 249]);
    expect(names.map(([name]) => name)).not.toContain('Battery and charging system test');
  });

  it('reads "my front brakes are at 4mm" as the reading, not a second brake item', () => {
    const brakeItems = review(STORY).services.filter((s) => /brake pads/i.test(s.name));
    expect(brakeItems).toHaveLength(1);
  });
});

describe('a mileage package with what it includes', () => {
  const crv = { year: 2018, make: 'Honda', model: 'CR-V', mileage: 52_000 };

  it.each([
    '60,000 mile service $689.95\nincludes oil change, tire rotation, replace spark plugs, air filter and cabin filter',
    '60k service $689.95 (includes oil change, tire rotation, spark plugs, engine air filter, cabin filter)',
    // The list after a colon, with the inspections a package includes at no extra cost.
    '60k service at the dealer $689.95: oil change, tire rotation, multi point inspection, brake inspection, spark plugs, engine air filter, cabin filter',
    'The dealer quoted $689.95 for the 60k service: oil change, tire rotation, spark plugs, engine air filter, cabin filter',
  ])('judges each item the package holds, and prices it as their sum: %s', (text) => {
    const result = review(text, {}, crv);
    expect(result.services).toHaveLength(1);
    expect(result.services[0]?.name).toMatch(/Spark plug replacement/);
    expect(result.services[0]?.shopEstimate).toBe(689.95);
    // Honda's schedule does not call for spark plugs at 52,000 miles.
    expect(result.unnecessaryItems.map((u) => (typeof u === 'string' ? u : u.item))).toEqual([
      expect.stringMatching(/spark plugs/),
    ]);
  });

  it.each([
    '60k service $689: plus they recommended a brake fluid flush and a transmission fluid change.',
    '60k service $689: does not include the brake fluid flush or coolant flush, those are extra',
    '60k service $689 (excludes: brake fluid flush, coolant flush)',
  ])('does not read extras or exclusions after the colon as what it holds: %s', (text) => {
    const result = review(text, {}, crv);
    expect(result.services[0]?.name).toBe('Scheduled maintenance package');
    expect(result.services[0]?.shopEstimate).toBe(689);
  });

  it('keeps a package with no list as one package', () => {
    const result = review('60,000 mile service $689.95', {}, crv);
    expect(result.services.map((s) => s.name)).toEqual(['Scheduled maintenance package']);
  });
});

describe('a count on an item told in a sentence', () => {
  it('prices "Spark plugs (8)" on a V8 as eight plugs, not four', () => {
    const plugs = (text: string) =>
      review(text).services.find((s) => /Spark plug/.test(s.name))?.priceRange;
    const eight = plugs('The shop quoted spark plugs (8) $600 and said it is due.');
    const four = plugs('The shop quoted spark plugs $600 and said it is due.');
    expect(eight?.max).toBeGreaterThan((four?.max ?? 0) * 1.8);
  });
});
