/// <reference types="jest" />
import { URGENCY_TIMEFRAMES } from '@fairwrench/contracts';
import { evidenceQuotes, probabilityPercent, urgencyAdvice, urgencyClass } from './cause-model';

describe('urgency classes (section 2: High red, Medium amber, Low green)', () => {
  it('maps each level to its own class', () => {
    expect(urgencyClass('High')).toBe('urgency--high');
    expect(urgencyClass('Medium')).toBe('urgency--medium');
    expect(urgencyClass('Low')).toBe('urgency--low');
    expect(urgencyClass('Unknown')).toBe('urgency--unknown');
  });

  it('shows a level it does not know as unknown (grey)', () => {
    expect(urgencyClass('Critical')).toBe('urgency--unknown');
    expect(urgencyClass('')).toBe('urgency--unknown');
  });
});

describe('probability percent', () => {
  it('rounds to a whole percent and keeps the bar between 0 and 100', () => {
    expect(probabilityPercent(44.6)).toBe(45);
    expect(probabilityPercent(-3)).toBe(0);
    expect(probabilityPercent(130)).toBe(100);
    expect(probabilityPercent(Number.NaN)).toBe(0);
  });
});

describe("the owner's own words behind a cause", () => {
  it('quotes each phrase with typographic quotes, in the order given', () => {
    expect(evidenceQuotes(['grinding noise when braking', 'squeal'])).toEqual([
      '\u201Cgrinding noise when braking\u201D',
      '\u201Csqueal\u201D',
    ]);
  });

  it('drops blanks and repeats (ignoring case) and tidies whitespace', () => {
    expect(evidenceQuotes(['  squeal ', 'Squeal', '', '   ', 'pulls  to\nthe left'])).toEqual([
      '\u201Csqueal\u201D',
      '\u201Cpulls to the left\u201D',
    ]);
  });

  it('shows a phrase held in a longer one only once, inside the longer', () => {
    expect(evidenceQuotes(['grinding', 'Grinding when I brake', 'squeal'])).toEqual([
      '\u201CGrinding when I brake\u201D',
      '\u201Csqueal\u201D',
    ]);
  });

  it('shows markup pasted with the description as plain words', () => {
    expect(evidenceQuotes(['b> My brakes squeal', '<i>grinding</i> noise', '<br/>'])).toEqual([
      '\u201CMy brakes squeal\u201D',
      '\u201Cgrinding noise\u201D',
    ]);
  });

  it('has nothing to show when the record gives no evidence', () => {
    expect(evidenceQuotes(undefined)).toEqual([]);
    expect(evidenceQuotes([])).toEqual([]);
  });
});

describe('urgency advice (the tooltip beside each timeframe)', () => {
  it('explains each of the four urgency classes in its own words', () => {
    const advice = URGENCY_TIMEFRAMES.map(urgencyAdvice);
    expect(new Set(advice).size).toBe(URGENCY_TIMEFRAMES.length);
    expect(urgencyAdvice('immediate')).toMatch(/right away/);
  });

  it('falls back to asking a mechanic for an unknown timeframe', () => {
    expect(urgencyAdvice('someday')).toMatch(/mechanic/);
  });
});
