import { tokenise } from './tokenise';

describe('tokenise', () => {
  it('keeps the offsets of every token in the original text', () => {
    const text = 'Squeals   when I BRAKE!';
    for (const token of tokenise(text)) {
      expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.text);
    }
  });

  it('reads smart apostrophes as plain ones without moving offsets', () => {
    const [token] = tokenise('won\u2019t');
    expect(token).toMatchObject({ text: "won't", start: 0, end: 5 });
  });

  it.each([
    ['PO420', 'P0420'],
    ['p 0420', 'P0420'],
    ['p-0171', 'P0171'],
    ['P420', 'P0420'],
    ['c1234', 'C1234'],
    ['P0A80', 'P0A80'],
  ])('reads %p as one code token %p', (raw, code) => {
    expect(tokenise(`code ${raw} again`)[1]).toMatchObject({ kind: 'code', text: code });
  });

  it('reads a word that only looks like a code as a word', () => {
    expect(tokenise('coded').map((t) => t.kind)).toEqual(['word']);
  });

  it('splits numbers from units but keeps ordinals and thousands whole', () => {
    expect(tokenise('60mph 2nd 120,000').map((t) => [t.kind, t.text])).toEqual([
      ['number', '60'],
      ['word', 'mph'],
      ['word', '2nd'],
      ['number', '120,000'],
    ]);
  });

  it('reads a/c and a.c. as ac, and a new line as a sentence end', () => {
    expect(tokenise('A/C\nA.C.').map((t) => t.text)).toEqual(['ac', '.', 'ac']);
  });
});
