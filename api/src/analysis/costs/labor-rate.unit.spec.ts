import { laborRate } from './labor-rate';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

describe('laborRate', () => {
  it('given high-cost states, charges more than low-cost states', () => {
    for (const dear of ['CA', 'NY', 'MA']) {
      for (const cheap of ['MS', 'AR']) {
        expect(laborRate(dear, knowledge.costs.laborRates).min).toBeGreaterThan(
          laborRate(cheap, knowledge.costs.laborRates).min,
        );
        expect(laborRate(dear, knowledge.costs.laborRates).max).toBeGreaterThan(
          laborRate(cheap, knowledge.costs.laborRates).max,
        );
      }
    }
  });

  it('given no state or a territory, returns the national base range', () => {
    expect(laborRate(null, knowledge.costs.laborRates)).toEqual({ min: 115, max: 155 });
    expect(laborRate('PR', knowledge.costs.laborRates)).toEqual(
      laborRate(null, knowledge.costs.laborRates),
    );
  });

  it('given a lower-case state, finds it', () => {
    expect(laborRate('ca', knowledge.costs.laborRates)).toEqual(
      laborRate('CA', knowledge.costs.laborRates),
    );
  });

  it('keeps every state within a plausible independent-shop band', () => {
    for (const state of ['CA', 'MS', 'TX', 'NY', 'DC', 'HI', 'ND']) {
      const { min, max } = laborRate(state, knowledge.costs.laborRates);
      expect(min).toBeGreaterThanOrEqual(90);
      expect(max).toBeLessThanOrEqual(200);
      expect(min).toBeLessThan(max);
    }
  });
});
