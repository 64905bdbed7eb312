import { makeFuzzyCorrector } from './fuzzy-words';

describe('makeFuzzyCorrector', () => {
  const correct = makeFuzzyCorrector(
    new Set(['alternator', 'catalytic', 'converter', 'tires', 'bearing']),
  );
  const fix = (word: string) => correct(word, new Set(['tired']));

  it('corrects a misspelling to the nearest vocabulary word', () => {
    expect(fix('alternatr')).toBe('alternator');
    expect(fix('catalitic')).toBe('catalytic');
    expect(fix('bearng')).toBe('bearing');
  });

  it('leaves short words, kept words and unrelated words alone', () => {
    expect(fix('tire')).toBe('tire');
    expect(fix('tired')).toBe('tired');
    expect(fix('window')).toBe('window');
  });
});
