import { makeFuzzyCorrector } from './fuzzy-words';
import { normaliseCharacters } from './tokenise';

export interface NormalizerData {
  /** One written word → its correction (may be several words: "taillight" → "tail light"). */
  readonly spellings: Readonly<Record<string, string>>;
  /** Multi-word rewrites applied before word fixes ("a c" → "ac", "02 sensor" → "o2 sensor"). */
  readonly phrases: Readonly<Record<string, string>>;
  /** Words the knowledge uses; misspellings are corrected towards them. */
  readonly vocabulary: ReadonlySet<string>;
}

/**
 * The plain reader of the text module, for the analyses that match a whole description
 * against a catalogue of names (parts, collision areas) rather than reading symptom cues:
 * it shares the tokeniser's character clean-up and the fuzzy corrector with the cue reader.
 *
 * Builds the text normaliser of one knowledge file: lower case, punctuation reduced to
 * sentence (".") and clause (",") marks, phrase rewrites, spelling fixes and fuzzy
 * correction towards the vocabulary. Words in `keep` (e.g. the vehicle's make and model)
 * are never corrected.
 */
export function makeNormalizer(data: NormalizerData) {
  const phrases = compilePhrases(data.phrases);
  const fuzzy = makeFuzzyCorrector(data.vocabulary);
  return (text: string, keep: readonly string[] = []): string => {
    const keepSet = new Set(keep.map((w) => w.toLowerCase()));
    const words = rewrite(basicClean(text), phrases).split(' ');
    const fixed = words.map((w) => data.spellings[w] ?? fuzzy(w, keepSet));
    return rewrite(fixed.join(' '), phrases);
  };
}

function basicClean(text: string): string {
  return ` ${normaliseCharacters(text).toLowerCase()} `
    .replace(/'/g, '')
    .replace(/(\d)\.(\d)/g, '$1_$2')
    .replace(/[.;!?\n\r]+/g, ' . ')
    .replace(/[,:()[\]]+/g, ' , ')
    .replace(/&|\+/g, ' and ')
    .replace(/×/g, ' x ')
    .replace(/[^a-z0-9_ .,]+/g, ' ')
    .replace(/_/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Phrase {
  readonly pattern: RegExp;
  readonly to: string;
}

function compilePhrases(phrases: Readonly<Record<string, string>>): Phrase[] {
  return Object.entries(phrases).map(([from, to]) => ({
    pattern: new RegExp(`(?<![a-z0-9])${escapeRegExp(from)}(?![a-z0-9])`, 'g'),
    to,
  }));
}

function rewrite(text: string, phrases: readonly Phrase[]): string {
  return phrases.reduce((t, p) => t.replace(p.pattern, p.to), text);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** All words of a list of phrases, for a normaliser's vocabulary. */
export function wordsOf(phrases: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const phrase of phrases) for (const w of phrase.split(/\s+/)) if (w) words.add(w);
  return words;
}
