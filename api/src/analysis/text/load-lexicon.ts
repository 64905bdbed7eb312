import { loadKnowledge } from '../knowledge-loader';
import type { CompiledRule } from './apply-rules';
import { expandBraces, expandPairs } from './braces';
import type { ClauseData } from './clauses';
import {
  compilePatterns,
  indexPatterns,
  patternVocabulary,
  type Pattern,
  type PatternIndex,
} from './compile-patterns';
import { lexiconSchema, type Lexicon } from './lexicon-schema';
import type { SpeedData } from './speeds';
import type { CueVocabulary } from './cue-vocabulary';
import type { ContextFix, SpellingData } from './spell-fix';

/** knowledge/lexicon.json, validated and compiled into maps and indexes once per process. */
export interface CompiledLexicon {
  readonly version: string;
  readonly spelling: SpellingData;
  readonly clauses: ClauseData;
  readonly patterns: readonly Pattern[];
  readonly index: PatternIndex;
  readonly rules: readonly CompiledRule[];
  /** Phrases that set a clause's narrative frame, matched apart from the cue phrases. */
  readonly narrative: PatternIndex;
  readonly negatedOnly: ReadonlySet<string>;
  readonly speeds: SpeedData & { readonly highwayMinMph: number; readonly lowSpeedMaxMph: number };
}

const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');

function pairs(map: Record<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(map)) {
    for (const [k, v] of expandPairs(key, value)) out.set(words(k).join(' '), words(v));
  }
  return out;
}

function contextFixes(lexicon: Lexicon): Map<string, ContextFix> {
  const fixes = lexicon.contextSpelling.map((f) => [
    f.from,
    { to: f.to, unlessPrev: new Set(f.unlessPrev), unlessNext: new Set(f.unlessNext) },
  ]);
  return new Map(fixes as Array<[string, ContextFix]>);
}

function spellingData(lexicon: Lexicon, patterns: readonly Pattern[]): SpellingData {
  const spelling = pairs(lexicon.spelling);
  const synonyms = pairs(lexicon.synonyms);
  const { words: vocabulary, prefixes } = patternVocabulary(patterns);
  for (const list of [...spelling.values(), ...synonyms.values()])
    list.forEach((w) => vocabulary.add(w));
  for (const key of synonyms.keys()) words(key).forEach((w) => vocabulary.add(w));
  lexicon.negators.forEach((w) => vocabulary.add(w));
  return {
    spelling,
    contextFixes: contextFixes(lexicon),
    synonyms,
    synonymMaxWords: Math.max(1, ...[...synonyms.keys()].map((k) => words(k).length)),
    synonymStarts: new Set([...synonyms.keys()].map((k) => words(k)[0] ?? '')),
    lampWords: lexicon.lampWords.map(words),
    vocabulary,
    prefixes: [...prefixes],
  };
}

function compileRules(lexicon: Lexicon): CompiledRule[] {
  const alternatives = (items: string[]) => items.map((item) => item.split('|'));
  return lexicon.rules.map((rule) => ({
    all: alternatives(rule.all),
    unless: alternatives(rule.unless),
    scope: rule.scope,
    emit: rule.emit,
    consume: new Set(rule.consume),
  }));
}

export function compileLexicon(lexicon: Lexicon): CompiledLexicon {
  const patterns = compilePatterns(lexicon.phrases);
  const narrative = compilePatterns(
    lexicon.narrative.map((group) => ({ emit: [`frame:${group.frame}`], match: group.match })),
  );
  const softBreaks = Object.entries(lexicon.softBreaks).map(
    ([word, next]) => [word, new Set(next.flatMap(expandBraces))] as const,
  );
  const s = lexicon.speeds;
  return {
    version: lexicon.version,
    spelling: spellingData(lexicon, [...patterns, ...narrative]),
    clauses: {
      negators: new Set(lexicon.negators),
      clauseBreaks: new Set(lexicon.clauseBreaks),
      softBreaks: new Map(softBreaks),
    },
    patterns,
    index: indexPatterns(patterns),
    rules: compileRules(lexicon),
    narrative: indexPatterns(narrative),
    negatedOnly: new Set(lexicon.negatedOnly),
    speeds: {
      ...s,
      units: new Set(s.units),
      prepositions: new Set(s.prepositions),
      rangeJoiners: new Set(s.rangeJoiners),
      notSpeedUnits: new Set(s.notSpeedUnits),
    },
  };
}

/** Loads, validates and compiles knowledge/lexicon.json (once, at start-up). */
export function loadLexicon(cues: CueVocabulary): CompiledLexicon {
  const lexicon = loadKnowledge('lexicon.json', lexiconSchema);
  cues.check('lexicon.json', cueNamesOf(lexicon));
  return compileLexicon(lexicon);
}

/** Every cue the lexicon names (tags are private to its rules). */
function cueNamesOf(lexicon: Lexicon): string[] {
  const names = [
    ...lexicon.phrases.flatMap((p) => p.emit),
    ...lexicon.rules.flatMap((r) => [...r.all, ...r.unless].flatMap((a) => a.split('|'))),
    ...lexicon.rules.flatMap((r) => [...r.emit, ...r.consume]),
    ...lexicon.negatedOnly,
  ];
  return names.filter((name) => !name.startsWith('tag:'));
}
