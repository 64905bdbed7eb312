import { expandBraces, expandMultiWord, expandPairs } from './braces';
import { compilePatterns, indexPatterns } from './compile-patterns';
import { matchPhrases } from './match-phrases';
import type { Token } from './tokenise';

const tokens = (text: string): Token[] =>
  text.split(' ').map((word, i) => ({
    text: word,
    kind: /^\d+$/.test(word) ? 'number' : word === ',' || word === '.' ? 'punct' : 'word',
    start: i,
    end: i + 1,
  }));

function found(patterns: Array<[string, string]>, text: string): string[] {
  const index = indexPatterns(
    compilePatterns(patterns.map(([p, id]) => ({ emit: [id], match: [p] }))),
  );
  return matchPhrases(tokens(text), index).flatMap((m) => m.emit);
}

describe('lexicon pattern syntax', () => {
  it('expands braces, in parallel for spelling pairs', () => {
    expect(expandBraces('squeal{,s,ing}')).toEqual(['squeal', 'squeals', 'squealing']);
    expect(expandPairs('squeel{,s}', 'squeal{,s}')).toEqual([
      ['squeel', 'squeal'],
      ['squeels', 'squeals'],
    ]);
    expect(() => expandPairs('a{,b}', 'c{,d,e}')).toThrow();
    expect(expandMultiWord('x {went out,died}')).toEqual(['x went out', 'x died']);
  });

  it('matches optional words, prefixes, numbers and gaps', () => {
    expect(found([['vibrat*', 'v']], 'it vibrates')).toEqual(['v']);
    expect(found([['hit {the,} brake{,s}', 'b']], 'hit brakes')).toEqual(['b']);
    expect(found([['# tries', 't']], 'takes 3 tries')).toEqual(['t']);
    expect(found([['not * start', 's']], 'will not even really start')).toEqual(['s']);
  });

  it('does not let a gap run past a sentence end or more than three words', () => {
    expect(found([['not * start', 's']], 'not . start')).toEqual([]);
    expect(found([['not * start', 's']], 'not a b c d start')).toEqual([]);
  });

  it('keeps the longest phrase where two overlap', () => {
    const patterns: Array<[string, string]> = [
      ['brake', 'braking'],
      ['parking brake', 'parking'],
    ];
    expect(found(patterns, 'parking brake stuck')).toEqual(['parking']);
  });

  it('rejects a pattern that cannot be indexed', () => {
    expect(() => found([['* start', 's']], 'start')).toThrow();
    expect(() => found([['ab*', 's']], 'abc')).toThrow();
  });
});
