/// <reference types="jest" />
import {
  estimateTotalsView,
  fairPriceVerdict,
  normaliseUnnecessaryItem,
  serviceLabel,
  verdictParagraphs,
} from './estimate-model';

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

describe('a line in the services table', () => {
  it('is never "Fair" when the review flags it, however cheap it is', () => {
    for (const verdict of ['not-needed', 'premature', 'ask-first', 'not-applicable'] as const) {
      expect(serviceLabel({ isFair: true, verdict }).label).not.toBe('Fair');
    }
    expect(serviceLabel({ isFair: true, verdict: 'not-applicable' }).label).toBe(
      'Not for this car',
    );
  });

  it('falls back to the price in records from before line verdicts', () => {
    expect(serviceLabel({ isFair: true }).label).toBe('Fair');
    expect(serviceLabel({ isFair: false }).label).toBe('Above fair price');
  });
});

describe('parts, labour and tax', () => {
  const review = { parts: 160, labor: 470, tax: 0 };

  it('says when the split is ours and leaves out a tax the estimate never gave', () => {
    const view = estimateTotalsView({ ...review, splitSource: 'our-estimate' });
    expect(view.rows.map(([term]) => term)).toEqual([
      'Parts (our estimate)',
      'Labor (our estimate)',
    ]);
    expect(view.note).toMatch(/our estimate/);
  });

  it('shows the figures as read when the estimate gave them', () => {
    const view = estimateTotalsView({ ...review, splitSource: 'estimate' });
    expect(view.rows.map(([term]) => term)).toEqual(['Parts', 'Labor', 'Tax']);
    expect(view.note).toBeNull();
  });
});
