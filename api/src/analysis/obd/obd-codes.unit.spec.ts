import { findCodes, knownCodeCount, loadObdTable, lookupCode, normaliseCode } from './obd-codes';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

describe('normaliseCode', () => {
  it.each([
    ['P0420', 'P0420'],
    ['p0420', 'P0420'],
    ['PO420', 'P0420'],
    ['P 0420', 'P0420'],
    ['p-0420', 'P0420'],
    ['P420', 'P0420'],
    ['po3oo', 'P0300'],
    ['c0035', 'C0035'],
    ['U0100', 'U0100'],
    ['b1001', 'B1001'],
    ['P0a80', 'P0A80'],
  ])('given %p, returns %p', (raw, expected) => {
    expect(normaliseCode(raw)).toBe(expected);
  });

  it.each(['420', 'code 420', 'P04201', 'X0420', 'P4420', 'C300', 'P0G20', ''])(
    'given %p, returns null',
    (raw) => {
      expect(normaliseCode(raw)).toBeNull();
    },
  );
});

describe('findCodes', () => {
  it('given codes written loosely in a sentence, finds each once in order', () => {
    const found = findCodes('check engine on, code PO420 and p 0430, shop said P0420 again');
    expect(found.map((c) => c.code)).toEqual(['P0420', 'P0430']);
    expect(found[0]?.evidence).toBe('PO420');
  });

  it('given model names and ordinary words, finds nothing', () => {
    expect(findCodes('my C300 coded a fault at 300 miles, pooof')).toEqual([]);
  });
});

describe('lookupCode', () => {
  it('given PO420, returns the catalyst efficiency entry with ranked causes', () => {
    const info = lookupCode('PO420', knowledge.symptoms.obd);
    expect(info?.code).toBe('P0420');
    expect(info?.title).toMatch(/catalyst/i);
    expect(info?.causes[0]?.likelihood).toBe('high');
    expect(info?.hours?.min).toBeLessThanOrEqual(info?.hours?.max ?? 0);
  });

  it('given a network code, returns its title', () => {
    expect(lookupCode('u0100', knowledge.symptoms.obd)?.title).toMatch(/lost communication/i);
  });

  it('given a manufacturer-specific or malformed code, returns undefined', () => {
    expect(lookupCode('P1999', knowledge.symptoms.obd)).toBeUndefined();
    expect(lookupCode('not a code', knowledge.symptoms.obd)).toBeUndefined();
  });

  it('has the generic families and descriptions within 300 characters', () => {
    expect(knownCodeCount(knowledge.symptoms.obd)).toBeGreaterThan(9000);
    expect(
      lookupCode('P0301', knowledge.symptoms.obd)?.description?.length ?? 0,
    ).toBeLessThanOrEqual(300);
  });
});

describe('the trouble-code table', () => {
  it('reads in American English, as our owners do (api/scripts/derive-obd-codes.mjs)', () => {
    const text = JSON.stringify(loadObdTable());
    expect(text).not.toMatch(
      /\b(tyres?|behaviours?|sulphur|vapour\w*|bonnet|gearbox(es)?|centre|colour|aluminium|recognis\w+|synchronis\w+)\b/i,
    );
    expect(text).toMatch(/\btire pressure/i);
  });
});
