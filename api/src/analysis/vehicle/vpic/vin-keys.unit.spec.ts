import { keyImplies, keysOverlap } from './vin-keys';

describe('vPIC pattern keys', () => {
  it('two keys overlap when some VIN could match both', () => {
    expect(keysOverlap('PA5', '****Z')).toBe(true);
    expect(keysOverlap('PA5', 'PB')).toBe(false);
  });

  it('a key implies another only when every VIN of the other matches it', () => {
    // Every VIN with model code PA5 matches 'P*' and the wildcard, not the engine code 'Z'.
    expect(keyImplies('*****', 'PA5')).toBe(true);
    expect(keyImplies('P', 'PA5')).toBe(true);
    expect(keyImplies('[A-C]', 'B')).toBe(true);
    expect(keyImplies('****Z', 'PA5')).toBe(false);
    expect(keyImplies('[A-C]', '[A-D]')).toBe(false);
    expect(keyImplies('*****|*A', 'PA5')).toBe(false);
  });
});
