import { laborRate } from './labor-rate';

describe('laborRate', () => {
  it('given high-cost states, charges more than low-cost states', () => {
    for (const dear of ['CA', 'NY', 'MA']) {
      for (const cheap of ['MS', 'AR']) {
        expect(laborRate(dear).min).toBeGreaterThan(laborRate(cheap).min);
        expect(laborRate(dear).max).toBeGreaterThan(laborRate(cheap).max);
      }
    }
  });

  it('given no state or a territory, returns the national base range', () => {
    expect(laborRate(null)).toEqual({ min: 115, max: 155 });
    expect(laborRate('PR')).toEqual(laborRate(null));
  });

  it('given a lower-case state, finds it', () => {
    expect(laborRate('ca')).toEqual(laborRate('CA'));
  });

  it('keeps every state within a plausible independent-shop band', () => {
    for (const state of ['CA', 'MS', 'TX', 'NY', 'DC', 'HI', 'ND']) {
      const { min, max } = laborRate(state);
      expect(min).toBeGreaterThanOrEqual(90);
      expect(max).toBeLessThanOrEqual(200);
      expect(min).toBeLessThan(max);
    }
  });
});
