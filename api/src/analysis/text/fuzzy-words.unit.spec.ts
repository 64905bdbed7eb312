import { makeFuzzyCorrector } from './fuzzy-words';

describe('makeFuzzyCorrector', () => {
  const correct = makeFuzzyCorrector(
    new Set([
      'alternator',
      'catalytic',
      'converter',
      'tires',
      'bearing',
      'booster',
      'rotor',
      'pinion',
      'sender',
      'curtain',
    ]),
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

  it('never bends an English word into a part one letter away', () => {
    // "he boosted the battery backwards": jump-starting, not a brake booster.
    expect(fix('boosted')).toBe('boosted');
    expect(fix('rotted')).toBe('rotted');
    // "in my opinion the fender is fine", "I am certain it was hit": no pinion, sender, curtain.
    expect(fix('opinion')).toBe('opinion');
    expect(fix('fender')).toBe('fender');
    expect(fix('certain')).toBe('certain');
    expect(fix('bearring')).toBe('bearing');
  });
});
