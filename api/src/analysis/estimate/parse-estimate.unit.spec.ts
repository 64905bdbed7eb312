import { parseEstimate, type EstimateLine } from './parse-estimate';

function line(text: string, description: string): EstimateLine {
  const found = parseEstimate(text).lines.find((l) => l.description === description);
  if (!found)
    throw new Error(`no line "${description}" in ${JSON.stringify(parseEstimate(text).lines)}`);
  return found;
}

describe('parseEstimate', () => {
  it('reads dot leaders, dollar signs and thousands separators', () => {
    const parsed = parseEstimate(
      'Front brake pads and rotors ..... $489.99\nTiming belt kit ..... $1,234.56',
    );
    expect(parsed.lines.map((l) => [l.description, l.amount, l.kind])).toEqual([
      ['Front brake pads and rotors', 489.99, 'service'],
      ['Timing belt kit', 1234.56, 'service'],
    ]);
    expect(parsed.hasItemPrices).toBe(true);
  });

  it('reads labour hours at a rate, and works the amount out when it is missing', () => {
    expect(line('Labor 2.5 hrs @ $165/hr $412.50', 'Labor')).toMatchObject({
      kind: 'labor',
      hours: 2.5,
      rate: 165,
      amount: 412.5,
    });
    expect(line('Labor 2 hours @ $150 per hour', 'Labor')).toMatchObject({ amount: 300 });
    expect(line('Labor 2.5 x 165 = 412.50', 'Labor')).toMatchObject({
      hours: 2.5,
      rate: 165,
      amount: 412.5,
    });
  });

  it('reads bare prices, tab columns and a USD suffix', () => {
    expect(line('Cabin air filter 79.95', 'Cabin air filter').amount).toBe(79.95);
    expect(line('Brake pads\t1\t89.99\t89.99', 'Brake pads 1').amount).toBe(89.99);
    expect(line('Transmission flush 1234', 'Transmission flush').amount).toBe(1234);
    expect(line('Coolant flush 189.00 USD', 'Coolant flush').amount).toBe(189);
  });

  it('multiplies quantity by unit price', () => {
    expect(line('Spark plugs 4 x $12.99', 'Spark plugs 4')).toMatchObject({
      quantity: 4,
      amount: 51.96,
    });
    expect(line('rotors 2 @ 89.00 ea', 'rotors 2')).toMatchObject({ quantity: 2, amount: 178 });
  });

  it('splits a one-line summary into parts, labour, tax and total', () => {
    const parsed = parseEstimate('Parts: $312 Labor: $240 Tax: $24.96 Total: $576.96');
    expect(parsed.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['parts-total', 312],
      ['labor-total', 240],
      ['tax', 24.96],
      ['total', 576.96],
    ]);
  });

  it('tells fees, subtotal and a tax rate apart from items', () => {
    const parsed = parseEstimate(
      'Oil change 49.99\nShop supplies $24.00\nEnvironmental fee 4.50\nTire disposal 12\nSubtotal $90.49\nTax 8.25%',
    );
    expect(parsed.lines.map((l) => l.kind)).toEqual([
      'service',
      'fee',
      'fee',
      'fee',
      'subtotal',
      'tax',
    ]);
    expect(parsed.lines[5]).toMatchObject({ percent: 8.25, amount: null });
  });

  it('does not mistake years, mileages, oil grades, engine sizes or ZIP codes for prices', () => {
    const parsed = parseEstimate(
      '2016 Ford F-150 5.0 V8, 82,000 miles\nPhoenix, AZ 85004\nOil change 5W-30 (6 qts) $79.99',
    );
    expect(parsed.lines.filter((l) => l.amount !== null).map((l) => l.amount)).toEqual([79.99]);
  });

  it('splits several priced items written on one line', () => {
    const parsed = parseEstimate(
      'quote: timing belt $650, valve adjustment $180, spark plugs $160.',
    );
    expect(parsed.lines.map((l) => [l.description, l.amount])).toEqual([
      ['timing belt', 650],
      ['valve adjustment', 180],
      ['spark plugs', 160],
    ]);
  });

  it('keeps a comma list with one price as one job, and adds prices joined by "+"', () => {
    expect(
      line('Timing belt, water pump, thermostat ... $1,150', 'Timing belt, water pump, thermostat')
        .amount,
    ).toBe(1150);
    expect(line('Drive belt - $48 + 0.4 hr $58', 'Drive belt')).toMatchObject({
      amount: 106,
      hours: 0.4,
    });
  });

  it('prices a job printed over its own "Parts:" and "Labor:" lines', () => {
    const parsed = parseEstimate(
      'Replace alternator\n Parts: $385.00\n Labor: 1.8 hrs @ $145/hr $261.00\nReplace battery\n Parts $189.99\n Labor $35.00\nShop supplies $24.50\nTotal $942.80',
    );
    expect(
      parsed.lines.filter((l) => l.kind === 'service').map((l) => [l.description, l.amount]),
    ).toEqual([
      ['Replace alternator', 646],
      ['Replace battery', 224.99],
    ]);
    expect(parsed.lines.some((l) => l.kind === 'parts-total' || l.kind === 'labor-total')).toBe(
      false,
    );
  });

  it('keeps "Parts" and "Labor" under priced items as the estimate\'s own split', () => {
    const parsed = parseEstimate(
      'Brake pads $120\nRotors $180\nParts $300\nLabor $200\nTotal $500',
    );
    expect(parsed.lines.map((l) => l.kind)).toEqual([
      'service',
      'service',
      'parts-total',
      'labor-total',
      'total',
    ]);
  });

  it('reads a tire line priced each and multiplied out as one item', () => {
    const parsed = parseEstimate(
      '4 Michelin CrossClimate2 235/60R18 @ $229 ea = $916\nMount & balance $100',
    );
    expect(parsed.lines.map((l) => [l.description, l.amount])).toEqual([
      ['4 Michelin CrossClimate2 235/60R18', 916],
      ['Mount & balance', 100],
    ]);
  });

  it('keeps what a price was for, written after it, with the item', () => {
    expect(
      parseEstimate(
        'Front brakes $350 for pads and rotors\nRear brakes $300 for pads and rotors',
      ).lines.map((l) => [l.description, l.amount]),
    ).toEqual([
      ['Front brakes (pads and rotors)', 350],
      ['Rear brakes (pads and rotors)', 300],
    ]);
    expect(
      parseEstimate('Tire rotation $25.00\nWheel balance $25.00 for all four').lines.map(
        (l) => l.description,
      ),
    ).toEqual(['Tire rotation', 'Wheel balance (all four)']);
  });

  it('leaves a fee and a side on a list line as written', () => {
    expect(line('Shop charges $25.00\nOuter tie rod end right $145.00', 'Shop charges').kind).toBe(
      'fee',
    );
    expect(line('Outer tie rod end right $145.00', 'Outer tie rod end right').amount).toBe(145);
  });

  it('does not price an unpriced item with the parts and labor totals of priced ones', () => {
    const parsed = parseEstimate(
      'Oil change 49.99\nTire rotation 25.00\nMulti-point inspection\nParts: 30.00\nLabor: 44.99\nTotal: 74.99',
    );
    expect(parsed.lines.find((l) => l.description === 'Multi-point inspection')?.amount).toBeNull();
  });

  it('reads the shop name from a header line, "from <shop>" or a chain name', () => {
    expect(parseEstimate("Joe's Auto Repair\nBrake pads $200").shopName).toBe("Joe's Auto Repair");
    expect(parseEstimate('QUICK LUBE PLUS - HOUSTON\nOil change $49').shopName).toBe(
      'Quick Lube Plus',
    );
    expect(parseEstimate('Estimate from Philly Euro:\nOil change $99').shopName).toBe(
      'Philly Euro',
    );
    expect(parseEstimate('got this at midas today. brakes $300').shopName).toBe('Midas');
  });

  it('reads the mileage an owner puts before the list, and never takes it for the shop', () => {
    const parsed = parseEstimate(
      'Quick lube place at 28,000 miles quoted: Full synthetic oil change $89.99, cabin air filter $69.99',
    );
    expect(parsed.mileage).toBe(28_000);
    expect(parsed.shopName).toBeNull();
    expect(parseEstimate('Sunset Auto Care at 45k miles\nOil change $60').shopName).toBeNull();
  });

  it('reads the location from "City, ST" or a header after the shop name', () => {
    expect(parseEstimate("Joe's Auto Repair\nPhoenix, AZ 85004\nBrakes $300").location).toBe(
      'Phoenix, AZ',
    );
    expect(parseEstimate('Estimate #4471 - Sunset Auto Care, Los Angeles\nOil $50').location).toBe(
      'Los Angeles',
    );
  });

  it('keeps items without prices, and says the estimate has none', () => {
    const parsed = parseEstimate('Replace front pads and rotors\nBrake fluid flush\nNitrogen fill');
    expect(parsed.hasItemPrices).toBe(false);
    expect(parsed.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['service', null],
      ['service', null],
      ['service', null],
    ]);
  });

  it('treats the owner talking as notes, not items', () => {
    const parsed = parseEstimate('My car shakes at idle. They quoted:\nThrottle body cleaning $89');
    expect(parsed.lines.map((l) => l.kind)).toEqual(['note', 'note', 'service']);
  });

  it('reads section headings: lines under LABOR are labour', () => {
    const parsed = parseEstimate('PARTS\nOil filter 8.99\nLABOR\nOil change 65.00\nTOTAL $73.99');
    expect(parsed.lines.map((l) => l.kind)).toEqual(['part', 'labor', 'total']);
  });

  it('returns nothing for empty text', () => {
    expect(parseEstimate('   \n\n')).toEqual({
      lines: [],
      shopName: null,
      location: null,
      narrative: false,
      hasItemPrices: false,
      mileage: null,
    });
  });
});
