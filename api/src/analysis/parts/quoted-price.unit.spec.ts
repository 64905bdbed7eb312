import { costContext, pricedVehicle } from '../testing/estimates';
import { testKnowledge } from '../testing/knowledge';
import { estimateParts } from './estimate-parts';
import { checkQuote, quotedPrice } from './quoted-price';

describe('the price an owner says a shop asked', () => {
  it.each([
    ['need a new water pump, shop quoted $1,450. is that fair?', 1450],
    ['CVT transmission replacement, dealer wants $4,800', 4800],
    ['alternator replacement, they want 650 dollars', 650],
    ['quoted 180 for a battery', 180],
  ])('reads "%s" as a quote of %d', (text, price) => {
    expect(quotedPrice(text)).toBe(price);
  });

  it.each([
    'starter for my 2012 camry with 150,000 miles',
    'front pads $120 and rotors $200',
    'timing belt at 105,000 miles',
    'replace 4 struts',
  ])('reads no single quote in "%s"', (text) => {
    expect(quotedPrice(text)).toBeNull();
  });

  it('says whether the quote is above, within or below the range, with the tolerance the estimate review uses', () => {
    const range = { min: 300, max: 1000 };
    expect(checkQuote(1450, range, false).verdict).toBe('above');
    expect(checkQuote(1050, range, false)).toEqual(
      expect.objectContaining({ verdict: 'within', note: expect.stringMatching(/high end/) }),
    );
    expect(checkQuote(600, range, false).note).toMatch(/is within the typical range/);
    expect(checkQuote(200, range, false).verdict).toBe('below');
    expect(checkQuote(1450, range, true).note).toMatch(/at dealer prices/);
  });

  it('is on the parts estimate when the owner gives a quote, and absent otherwise', () => {
    const knowledge = testKnowledge();
    const ctx = costContext('TX', { min: 100, max: 100 });
    const camry = pricedVehicle();
    const quoted = estimateParts('water pump, shop quoted $1,450', camry, ctx, knowledge.parts);
    expect(quoted.quoteCheck?.verdict).toBe('above');
    expect(estimateParts('water pump', camry, ctx, knowledge.parts).quoteCheck).toBeUndefined();
  });
});
