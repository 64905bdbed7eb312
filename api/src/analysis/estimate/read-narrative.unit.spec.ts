import { testKnowledge } from '../testing/knowledge';
import { matchServices } from './match-services';
import type { EstimateLine } from './parse-estimate';
import { isNarrative, isVisit, narrativeLines } from './read-narrative';

const services = testKnowledge().estimate.services;
const namesService = (words: string) => matchServices(words, services, 1).length > 0;

function read(text: string): Pick<EstimateLine, 'description' | 'amount' | 'kind'>[] {
  return narrativeLines(text, namesService).map(({ description, amount, kind }) => ({
    description,
    amount,
    kind,
  }));
}

describe('an owner telling the story of a visit', () => {
  it('is a story when there are no list lines and most lines are long sentences', () => {
    expect(
      isNarrative(
        'I took my 2016 Odyssey in for an oil change and the advisor said it needs a coolant flush and new rotors.',
      ),
    ).toBe(true);
    expect(isNarrative('They recommended:\n- coolant flush\n- rotors $320')).toBe(false);
    expect(isNarrative('Coolant flush 149.99\nRotors 320.00\nTotal 469.99')).toBe(false);
  });

  it('reads what the mechanic suggested in the same sentence as the visit', () => {
    const services = read(
      'I went in for two front tires and the mechanic strongly suggested I replace all four shocks.',
    ).filter((l) => l.kind === 'service');
    expect(services.map((l) => l.description)).toEqual([expect.stringMatching(/shocks/)]);
  });

  it('reads "– and told her she needed new rotors" as its own item, and a sentence ending in a quote', () => {
    const services = read(
      'A mechanic waved me over to my car – and told me I needed new rotors. “Well, I take a look and I have no idea what I’m looking at.”',
    ).filter((l) => l.kind === 'service');
    expect(services.map((l) => l.description)).toEqual([
      expect.stringMatching(/^told me I needed new rotors$/),
    ]);
  });

  it('reads the visit before "I was told" as context, not as an item', () => {
    const services = read(
      'When I had my last maintenance done I was told the front struts will have to be replaced before the next inspection.',
    ).filter((l) => l.kind === 'service');
    expect(services.map((l) => l.description)).toEqual([
      expect.stringMatching(/^I was told the front struts/),
    ]);
  });

  it('reads each numbered entry after the shop pitched a list, though it has no verb', () => {
    const items = read(
      'The dealer tried to sell me 3 services and they sound bogus. 1) Tire balance and alignment. There was a 1/32 difference in tread. 2) Brake fluid exchange, and clutch fluid exchange.',
    )
      .filter((l) => l.kind === 'service')
      .map((l) => l.description);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Tire balance/),
        expect.stringMatching(/Brake fluid exchange/),
        expect.stringMatching(/clutch fluid exchange/),
      ]),
    );
    expect(items.join(' ')).not.toMatch(/1\/32/);
  });

  it('reads a list typed on one line with prices in cents, after who recommended it', () => {
    expect(
      read('Dealer recommended: engine air filter 54.95, cabin filter 79.95, wiper blades 49.95'),
    ).toEqual([
      { description: 'Dealer recommended', amount: null, kind: 'note' },
      { description: 'engine air filter', amount: 54.95, kind: 'service' },
      { description: 'cabin filter', amount: 79.95, kind: 'service' },
      { description: 'wiper blades', amount: 49.95, kind: 'service' },
    ]);
    // What introduces the list is context, not an item to ask about.
    const intro = read(
      'The service advisor recommended at my 30k service: engine air filter 54.95, brake fluid exchange 139.95',
    );
    expect(intro[0]?.kind).toBe('note');
    expect(intro.filter((l) => l.kind === 'service').map((l) => l.amount)).toEqual([54.95, 139.95]);
  });

  it('reads words in brackets after a price as a note on that item, not an item of its own', () => {
    const lines = read(
      'They recommended: brake fluid exchange 119.95, front brake pads and rotors 589.00 (pads at 5mm). Is this legit?',
    );
    expect(lines.filter((l) => l.kind === 'service').map((l) => l.amount)).toEqual([119.95, 589]);
    expect(lines).toContainEqual({ description: '(pads at 5mm)', amount: null, kind: 'note' });
    // Brackets that pitch more work are still an item.
    const more = read('Time for the timing belt, $1100 (he proposes doing the water pump as well)');
    expect(more.filter((l) => l.kind === 'service')).toHaveLength(2);
  });

  it('reads why the car went in as context, not as an item', () => {
    expect(isVisit('I took my car to the dealer for a simple oil change')).toBe(true);
    expect(isVisit('Took the car in to get the tires balanced')).toBe(true);
    expect(isVisit('they said I need a coolant flush')).toBe(false);
    const lines = read('Took it in for an oil change, and they said I need a coolant flush.');
    expect(lines.map((l) => l.kind)).toEqual(['visit', 'service']);
  });

  it('ties each dollar figure to the words it is written against', () => {
    const lines = read(
      'The advisor also recommended a $297 brake job. They want to flush the brake system ($151 cost). Quoted $400 for the tune up.',
    );
    const priced = lines.filter((l) => l.amount !== null);
    expect(priced.map((l) => [l.amount, l.kind])).toEqual([
      [297, 'service'],
      [151, 'service'],
      [400, 'service'],
    ]);
    expect(priced[0]?.description).toMatch(/brake job/);
    expect(priced[1]?.description).toMatch(/brake system/);
    expect(priced[2]?.description).toMatch(/tune up/);
  });

  it('reads a figure against no service as the total, and minutes or miles as no price', () => {
    const lines = read(
      'After about 20 minutes they said I need new calipers and rotors at 60,000 miles. I think the total estimate was $960.',
    );
    expect(lines.filter((l) => l.amount !== null)).toEqual([
      expect.objectContaining({ amount: 960, kind: 'total' }),
    ]);
    expect(
      lines.some((l) => l.kind === 'service' && /calipers and rotors/.test(l.description)),
    ).toBe(true);
  });

  it('reads "about $900 total" as the total, and stops an item at "that could wait"', () => {
    const lines = read(
      'I took my van in for an oil change and after 30 minutes the advisor said I need a coolant flush and new struts, about $900 total. He also recommended a $297 brake job that could wait.',
    );
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['visit', null],
      ['total', 900],
      ['service', null],
      ['service', 297],
      ['note', null],
    ]);
    expect(lines[3]?.description).toBe('brake job');
  });

  it("keeps the owner's observations and past work out of the items", () => {
    const lines = read(
      'Brakes started squeaking last week. We just had the brakes replaced a month ago, but they told us the rotors need resurfacing.',
    );
    const items = lines.filter((l) => l.kind === 'service').map((l) => l.description);
    expect(items).toEqual(['they told us the rotors need resurfacing.']);
  });

  it('reads a price the owner asked about as a quote, not as work already done', () => {
    const items = read(
      'I recently stopped at the dealer and asked how much it would cost to change the timing belt on my Civic.',
    )
      .filter((l) => l.kind === 'service')
      .map((l) => l.description);
    expect(items).toEqual([expect.stringMatching(/timing belt/)]);
    // Work the owner says was done stays past work.
    expect(
      read('I recently had the timing belt changed at the dealer.').filter(
        (l) => l.kind === 'service',
      ),
    ).toHaveLength(0);
  });

  it('splits an inline numbered list into its items', () => {
    const lines = read(
      'The solution: 1) replace the pads, 2) replace the calipers, and 3) replace the rotors. For a total cost of over $550.',
    );
    expect(lines.filter((l) => l.kind === 'service')).toHaveLength(3);
    expect(lines.find((l) => l.kind === 'total')?.amount).toBe(550);
  });
});

describe('prices written before the work they pay for', () => {
  it('ties a price to a quoted name and to "to <work>" after it', () => {
    const lines = read(
      'He wanted my authorization for a $279 "B Service" as well as $169 to diagnose the problem.',
    );
    expect(lines.filter((l) => l.amount !== null)).toEqual([
      { description: 'B Service', amount: 279, kind: 'service' },
      { description: 'diagnose the problem', amount: 169, kind: 'service' },
    ]);
  });
});

describe('work a source calls unnecessary', () => {
  it('reads it as an item the shop sold', () => {
    expect(
      read('The test car received unnecessary brake and fuel injector cleaning.').map(
        (l) => l.kind,
      ),
    ).toContain('service');
  });
});

describe('a priced heading that introduces the list', () => {
  it('reads the items after "The dealer wants $1,100 for the 60k service:"', () => {
    const items = read(
      'The dealer wants $1,100 for the 60k service: CVT fluid, front and rear diff fluid, brake fluid, coolant, spark plugs.',
    ).filter((l) => l.kind === 'service');
    expect(items.map((l) => l.description).join(' | ')).toMatch(/CVT fluid.*spark plugs/);
  });
});

describe('a visit clause in which the shop does something', () => {
  it('is not only the visit when "they replace" something in it', () => {
    expect(isVisit('Every time I go in for an oil change they replace my cabin air filter')).toBe(
      false,
    );
    expect(isVisit('I took it in for an oil change')).toBe(true);
  });
});

describe('a price told against a list or a count', () => {
  it('reads "$1,200 for front brakes, pads and rotors" as one item with the list', () => {
    expect(read('They want $1,200 for front brakes, pads and rotors.')).toEqual([
      { description: 'front brakes, pads and rotors', amount: 1200, kind: 'service' },
      { description: 'They want', amount: null, kind: 'note' },
    ]);
  });

  it('leaves a remark after the comma out of the item', () => {
    const items = read('They want $1,200 for front brakes, which I think is too much.');
    expect(items.filter((l) => l.kind === 'service')).toEqual([
      { description: 'front brakes', amount: 1200, kind: 'service' },
    ]);
  });

  it('does not give the list a price that a later figure in the clause is written against', () => {
    const items = read(
      'The bill was $2,427 for four struts, spark plugs and a starter, including an air filter costing $22.',
    );
    expect(items.find((l) => l.amount === 2427)?.description).not.toMatch(/air filter/);
  });

  it('keeps "to replace all four" after the price with the item before it', () => {
    const [item] = read(
      'My mechanic says the struts are leaking and wants $1,800 to replace all four.',
    );
    expect(item).toEqual({
      description: expect.stringMatching(/struts.*\(all four\)$/),
      amount: 1800,
      kind: 'service',
    });
  });
});

describe('prices an owner types loosely', () => {
  it('quotes the item without who spoke or the question around it', () => {
    expect(read('Is $900 for front brakes on a 2015 Civic fair?')[0]?.description).toBe(
      'front brakes',
    );
    expect(
      read('is $450 for a transmission flush at 60,000 miles reasonable?')[0]?.description,
    ).toBe('a transmission flush at 60,000 miles');
    expect(read('Shop says I need a new alternator, quoted $1100 installed')[0]?.description).toBe(
      'a new alternator',
    );
  });

  it('gives each price its own item when the shop sells on in the same sentence', () => {
    const items = read(
      'Subaru dealer wants $400 for the 30k service and recommends a brake fluid flush for $150',
    ).filter((l) => l.kind === 'service');
    expect(items.map((l) => [l.description, l.amount])).toEqual([
      ['the 30k service', 400],
      ['a brake fluid flush', 150],
    ]);
  });

  it('reads bare figures as prices in a story that marks no money at all', () => {
    const items = read('mechanic said i need new tires all around for 900 and an alignment 100');
    expect(items.map((l) => l.amount)).toEqual([900, 100]);
  });

  it('leaves a mileage, a year and a story told in euros unpriced', () => {
    expect(
      read('they said at 2018 prices it needs a tune up, at 30000 it is due').map((l) => l.amount),
    ).toEqual(expect.not.arrayContaining([2018, 30000]));
    expect(
      read('the inspection is due, and then they want 600 euros for the brakes').map(
        (l) => l.amount,
      ),
    ).not.toContain(600);
  });
});
