/// <reference types="jest" />
import { fairPriceVerdict, normaliseUnnecessaryItem, verdictParagraphs } from './estimate-model';

describe('unnecessary items (a plain string or an item with details and a note)', () => {
  it('turns a plain string into an item without details or note', () => {
    expect(normaliseUnnecessaryItem(' Engine flush ')).toEqual({
      item: 'Engine flush',
      details: [],
      note: null,
    });
  });

  it('keeps the details and note of an object, dropping blank ones', () => {
    expect(
      normaliseUnnecessaryItem({
        item: 'Engine flush',
        details: ['No carmaker calls for it.', '  ', 'Quoted at $149.'],
        note: 'Decline unless the shop shows a test result.',
      }),
    ).toEqual({
      item: 'Engine flush',
      details: ['No carmaker calls for it.', 'Quoted at $149.'],
      note: 'Decline unless the shop shows a test result.',
    });
  });

  it('treats a missing or blank note as none', () => {
    expect(normaliseUnnecessaryItem({ item: 'Fuel system cleaning', details: [] }).note).toBeNull();
    expect(normaliseUnnecessaryItem({ item: 'Wiper blades', details: [], note: ' ' }).note).toBe(
      null,
    );
  });
});

describe('the final verdict text', () => {
  it('splits on blank lines into paragraphs and joins wrapped lines', () => {
    const text = 'Overall: fair.\n\nFlagged items.\nEngine flush.\n\n  \n\nYour rights.';
    expect(verdictParagraphs(text)).toEqual([
      'Overall: fair.',
      'Flagged items. Engine flush.',
      'Your rights.',
    ]);
  });

  it('has no paragraphs for an empty verdict', () => {
    expect(verdictParagraphs('  ')).toEqual([]);
  });
});

describe('the fair-price verdict', () => {
  it('says whether the estimate is within the fair range', () => {
    expect(fairPriceVerdict({ isFairPrice: true }).tone).toBe('fair');
    expect(fairPriceVerdict({ isFairPrice: true }).title).toMatch(/within the fair price range/);
    expect(fairPriceVerdict({ isFairPrice: false }).tone).toBe('high');
    expect(fairPriceVerdict({ isFairPrice: false }).title).toMatch(/above the fair price range/);
  });
});
