import { readQuantity } from './read-quantity';

describe('readQuantity', () => {
  it('reads a count and an axle from the words just before the part', () => {
    expect(readQuantity('need 2 front', '')).toMatchObject({ qty: 2, axles: ['front'] });
  });

  it('reads "all four" as four at every axle', () => {
    expect(readQuantity('replace all four', '')).toMatchObject({
      qty: 4,
      all: true,
      axles: ['front', 'rear'],
    });
  });

  it('reads "both" and "pair of" as two', () => {
    expect(readQuantity('both', '').qty).toBe(2);
    expect(readQuantity('a pair of', '').qty).toBe(2);
  });

  it('ignores a count that does not modify the part', () => {
    // Given a number earlier in the sentence, separated from the part by ordinary words
    const q = readQuantity('i have 2 kids and need', '');
    // Then it is not taken as the quantity
    expect(q.qty).toBeNull();
  });

  it('reads a count and axles written after the part', () => {
    expect(readQuantity('', ' x4 ').qty).toBe(4);
    expect(readQuantity('', ' front and rear').axles).toEqual(['front', 'rear']);
  });

  it('leaves axle words that lead into the next part to that part', () => {
    // "pads and rear rotors": "rear" belongs to the rotors
    expect(readQuantity('', ' and rear ', true).axles).toEqual([]);
  });

  it('reads driver and passenger as left and right, and both sides as both', () => {
    expect(readQuantity('driver side', '').side).toBe('left');
    expect(readQuantity('passenger', '').side).toBe('right');
    expect(readQuantity('', ' both sides').side).toBe('both');
  });

  it('does not read a position out of a longer word after the part', () => {
    // "he hooked the battery up backwards": no rear battery
    expect(readQuantity('', ' backwards and the inverter').axles).toEqual([]);
    expect(readQuantity('', ' frontal impact').axles).toEqual([]);
  });
});
