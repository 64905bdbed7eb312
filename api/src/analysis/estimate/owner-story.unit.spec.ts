import type { EstimateReview } from '@fairwrench/contracts';
import { costContext, reviewVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { reviewEstimate } from './review-estimate';

/**
 * How owners tell a visit in their own words (ADR 097): the part a sentence opens on, what a
 * bill "had things like", an additive the shop put in the tank, work the owner had just
 * finished, a battery someone disconnected, and an item the owner grants was needed.
 */

const knowledge = testKnowledge();
const ctx = costContext('OH', { min: 110, max: 150 });
const car = reviewVehicle({
  year: 2012,
  make: 'Ford',
  model: 'Fusion',
  mileage: 80_000,
  mileageKnown: false,
});

function review(text: string, symptomsMentioned = false): EstimateReview {
  return reviewEstimate(text, car, ctx, symptomsMentioned, knowledge.estimate);
}

function flagged(text: string, symptomsMentioned = false): string[] {
  return review(text, symptomsMentioned).unnecessaryItems.map((u) =>
    typeof u === 'string' ? u : u.item,
  );
}

function services(text: string): string[] {
  return review(text).services.map((s) => s.name);
}

describe('reading what the shop sold from an owner story', () => {
  it('reads a sentence that opens on the part as an item of the quote', () => {
    expect(
      services(
        'The estimate for our two cars came to $1,300. New alternators on both. A new starter on the van.',
      ).join(' + '),
    ).toMatch(/Alternator.*Starter/);
  });

  it('does not read an owner\'s worry about "things like" a part as a sale', () => {
    expect(
      services(
        'I am worried about things like the timing belt on this car. The shop did an oil change for $60.',
      ),
    ).toEqual(['Oil change (conventional)']);
  });

  it('reads "ridiculous things like" on a bill as the items on it', () => {
    expect(
      services(
        'I picked up the car and the invoice came to $1,150. Ridiculous things like a timing chain and a fuel pump, for a car with 30,000 miles.',
      ),
    ).toEqual(expect.arrayContaining(['Timing chain replacement', 'Fuel pump']));
  });

  it('reads an additive the shop put in the tank, in a German or French quote too', () => {
    expect(
      flagged(
        'At the oil change the garage put a bottle of Diesel-System-Schutz into my tank without asking: 18 francs.',
      ),
    ).toHaveLength(1);
    expect(
      flagged('Vidange moteur 89 EUR\nAdditif carburant 24 EUR\nFiltre à huile 15 EUR'),
    ).toEqual(['Additif carburant']);
  });

  it('does not read the owner putting something in the tank as a sale', () => {
    expect(
      flagged(
        'I put a bottle of fuel additive into my tank last month. This time the shop only did the oil change for $49.',
      ),
    ).toEqual([]);
  });

  it('reads a one-line report of what the shop quoted, with no article or pronoun', () => {
    expect(services('Dealer quoted $450 for spark plugs.')).toEqual(['Spark plug replacement']);
    expect(services('Shop wants $129 for a coolant flush.')).toEqual(['Coolant flush / exchange']);
  });

  it('prices "$1,200 for front brakes, pads and rotors" as one brake job', () => {
    const { services: rows } = review('They want $1,200 for front brakes, pads and rotors.');
    expect(rows.map((r) => [r.name, r.shopEstimate])).toEqual([
      ['Brake pads and rotors (one axle)', 1200],
    ]);
  });

  it('prices "$1,800 to replace all four" struts for both axles', () => {
    const [row] = review(
      'My mechanic says the struts are leaking and wants $1,800 to replace all four.',
    ).services;
    const pair = review('My mechanic says the front struts are leaking and wants $900.')
      .services[0];
    expect(row?.priceRange.min).toBe(2 * (pair?.priceRange.min ?? 0));
  });

  it('reads a price told before its item, alone or inside a list', () => {
    expect(review('Is $900 for front brakes on a 2015 Civic fair?').services).toEqual([
      expect.objectContaining({ name: 'Brake pads (one axle)', shopEstimate: 900 }),
    ]);
    expect(services('$600 for front struts')).toEqual(['Struts (pair)']);
    expect(
      review('Oil change $49.99\n$600 for front struts\nTire rotation $25').services.map((s) => [
        s.name,
        s.shopEstimate,
      ]),
    ).toEqual([
      ['Oil change (conventional)', 49.99],
      ['Struts (pair)', 600],
      ['Tire rotation', 25],
    ]);
  });

  it('does not read the owner repeating a figure from the list as a second item', () => {
    expect(
      services(
        'Repair Cost: $340.00 (Replace pads, smooth & turn rotors)\nUmm. No. $340.00 to replace brake pads? Are they kidding?',
      ),
    ).toHaveLength(1);
  });

  it('reads the work a story names when its only figure is the total', () => {
    const read = review(
      'Something happened to the bearings in the rear axle. The dealer wants 2500 dollars.',
    );
    expect(read.services.map((s) => [s.name, s.shopEstimate])).toEqual([
      ['Wheel bearing / hub assembly', 2500],
    ]);
    expect(read.verdict).not.toBe('fair');
  });

  it('does not price work the owner says was already done at a new total', () => {
    expect(
      services(
        'I had the brakes done last month at another shop. Now the car is shaking badly on the highway and the dealer wants $3,500.',
      ),
    ).toEqual([]);
  });

  it('does not choose between a symptom and a repair a story names beside one total', () => {
    expect(
      services(
        'Her brakes had locked up at the garage. Something had happened to the bearings in the rear axle. The dealer wants 2500 dollars.',
      ),
    ).toEqual([]);
  });

  it('reads the items before "total $389" as the quote, with the figure as its total', () => {
    expect(
      flagged(
        'Service writer pushed a fuel injection service, throttle body cleaning and an engine flush, total $389.',
      ),
    ).toHaveLength(3);
  });

  it('does not sell tires the owner already has ("with my new tires")', () => {
    expect(services('Goodyear said I should get an alignment with my new tires.')).toEqual([
      'Wheel alignment',
    ]);
  });

  it("reads a symptom and the shop's quote typed on one line as a story", () => {
    expect(flagged('Battery died twice this week. Shop wants $220 for a new battery.')).toEqual([]);
    expect(services('Battery died twice this week. Shop wants $220 for a new battery.')).toEqual([
      '12-volt battery replacement',
    ]);
  });

  it('does not sell tires that are only balanced, patched or checked', () => {
    expect(services('They recommend balancing all four tires, $80.')).toEqual([
      'Wheel balance (four)',
    ]);
    expect(flagged('Patch the tire $25. Check tires and set pressures.')).toEqual([]);
  });

  it('spells a one-word tuneup the way shops also write it', () => {
    expect(services('Tuneup $289\nOil change $45')).toContain('Spark plug replacement');
  });
});

describe('what the owner went in for', () => {
  it('is only what follows "took it in for", not the rest of the sentence', () => {
    expect(
      flagged(
        'Right after the quick lube started selling coolant flushes, I took my car in for an oil change. The kid told me I really should get a coolant flush.',
      ),
    ).toEqual(['coolant flush']);
  });

  it("is the owner's choice when it is what they came in for", () => {
    expect(flagged('I took my car in for a coolant flush. They charged $129.')).toEqual([]);
  });
});

describe('what the owner says about the car weighs against the sale', () => {
  it('declines parts the owner had just finished replacing', () => {
    expect(
      flagged(
        'I had just finished rebuilding the front end myself, replacing the ball joints and tie rod ends. I took it in for an alignment and the tech informed me he would have to replace the ball joints before he could align it.',
      ),
    ).toEqual(['ball joints']);
  });

  it('calls a disconnected battery a connection, not a failed alternator', () => {
    const items = flagged(
      'Before her trip my wife disconnected the battery so the car would sit. When I tried to start it, nothing. The shop says it needs a new alternator, $650.',
      true,
    );
    expect(items).toHaveLength(1);
  });

  it('does not flag the item the owner grants was needed', () => {
    expect(
      flagged(
        'The quick lube keeps pushing cabin filters on me. Yes, I needed new wiper blades. But a $90 cabin filter at 5,000 miles?',
      ),
    ).not.toContain('I needed new wiper blades');
  });

  it('still judges the price of an item the owner grants was needed', () => {
    expect(flagged('Oil change $49\nYes, I needed new wiper blades $180')).not.toEqual([]);
  });

  it('still flags what the owner retells as the shop claimed it', () => {
    expect(
      flagged(
        'They said the brake fluid was dirty, and I needed a whole new brake system at $2,000.',
      ),
    ).not.toEqual([]);
  });
});

describe('a second opinion or a cheaper fix that found the part fine', () => {
  function notes(text: string): string[] {
    return review(text).unnecessaryItems.map((u) => (typeof u === 'string' ? '' : (u.note ?? '')));
  }

  it("asks first when the owner's mechanic tested the part and it works", () => {
    expect(
      notes(
        'The dealer says I need a new alternator for $780. My usual mechanic tested it and said it is charging fine.',
      ),
    ).toEqual([expect.stringMatching(/check found it fine/)]);
  });

  it('counts a second opinion told in the sentence after the pitch', () => {
    expect(
      notes(
        'The tire chain told me I needed new calipers. I went for a second opinion and that mechanic said nothing was wrong with them.',
      ),
    ).toEqual([expect.stringMatching(/check found it fine/)]);
  });

  it("asks first when another shop's smaller fix made the car work", () => {
    expect(
      notes(
        'The dealer quoted $3,900 to rebuild the transmission. An independent shop changed the fluid and now it shifts perfectly.',
      ),
    ).toEqual([expect.stringMatching(/check found it fine/)]);
  });

  it('does not let a second opinion on another system clear this part', () => {
    expect(
      notes(
        'The dealer quoted $3,900 to rebuild the transmission. Another shop did my brakes and it stops fine now.',
      ),
    ).not.toEqual([expect.stringMatching(/check found it fine/)]);
  });

  it('does not clear the starter because the battery tested fine', () => {
    expect(
      notes('Car just clicks when I turn the key. Shop says starter $560. Battery tested fine.'),
    ).not.toEqual([expect.stringMatching(/check found it fine/)]);
    expect(
      notes('Shop says I need a new battery, $220. AutoZone tested it and it tested good.'),
    ).toEqual([expect.stringMatching(/check found it fine/)]);
  });

  it('keeps the part when the second look found it worn', () => {
    expect(
      notes(
        'The dealer says I need a new alternator for $780. My usual mechanic tested it and it is not charging, so he agrees.',
      ),
    ).not.toEqual([expect.stringMatching(/check found it fine/)]);
  });
});
