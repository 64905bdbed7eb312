import type { ReadText, TroubleCode } from '../types';
import { framingClauses } from './after-openers';
import { applyRules } from './apply-rules';
import { analyseStructure, type Structure } from './clauses';
import { toCues, quote } from './cue-list';
import { hitAt, phraseHits, type Hit } from './hits';
import type { CompiledLexicon } from './load-lexicon';
import { matchPhrases } from './match-phrases';
import { clauseFrames, framedText } from './narrative';
import { findSpeeds, type Speed } from './speeds';
import { spellFix } from './spell-fix';
import { tokenise, type Token } from './tokenise';

/** Phrases tagged so ('the brakes are fine') deny what precedes their last word in the clause. */
const DENIES_BEFORE = 'tag:denies_before';

/**
 * Reads an owner's description: normalise → tokenise → spell-fix → phrases → negation →
 * rules → cues, with each clause's narrative frame. Pure; knows nothing of the vehicle.
 */
export function readText(description: string, lexicon: CompiledLexicon): ReadText {
  const tokens = spellFix(tokenise(description), lexicon.spelling);
  const matches = matchPhrases(tokens, lexicon.index);
  const claimed = new Set(matches.flatMap((m) => m.core));
  const verdicts = matches
    .filter((m) => m.emit.includes(DENIES_BEFORE))
    .map((m) => m.core[m.core.length - 1] ?? m.first);
  const structure = analyseStructure(tokens, claimed, lexicon.clauses, verdicts);
  const speeds = findSpeeds(tokens, lexicon.speeds);
  const hits = [...phraseHits(matches, structure), ...speedHits(speeds, structure, lexicon)];
  // Framed apart from the rules' clauses: "after the new tires | the wheel wobbles".
  const framing = {
    clause: framingClauses(tokens, structure, matches),
    sentence: structure.sentence,
    negated: structure.negated,
  };
  const frames = clauseFrames(tokens, framing, lexicon.narrative);
  const ruled = applyRules(hits, lexicon.rules);
  return {
    normalized: normalizedText(tokens),
    cues: toCues(ruled, lexicon.negatedOnly, description, tokens, {
      frames,
      clause: framing.clause,
    }),
    codes: troubleCodes(description, tokens),
    speedsMph: [...new Set(speeds.map((s) => s.mph))],
    narrative: framedText(tokens, framing, frames),
    clauses: [...structure.clauseBounds.values()].map(({ first, last }) => ({
      words: normalizedText(tokens.slice(first, last + 1)),
      quote: quote(description, tokens, first, last),
    })),
  };
}

function speedHits(
  speeds: readonly Speed[],
  structure: Structure,
  lexicon: CompiledLexicon,
): Hit[] {
  const { highwayMinMph, lowSpeedMaxMph } = lexicon.speeds;
  return speeds.flatMap((s) => {
    if (s.mph >= highwayMinMph) return [hitAt('condition:highway', s.first, s.last, structure)];
    if (s.mph <= lowSpeedMaxMph) return [hitAt('condition:low_speed', s.first, s.last, structure)];
    return [];
  });
}

function troubleCodes(original: string, tokens: readonly Token[]): TroubleCode[] {
  const codes = new Map<string, TroubleCode>();
  tokens.forEach((token, i) => {
    if (token.kind !== 'code' || codes.has(token.text)) return;
    codes.set(token.text, { code: token.text, evidence: quote(original, tokens, i, i) });
  });
  return [...codes.values()];
}

function normalizedText(tokens: readonly Token[]): string {
  return tokens
    .map((t, i) => (t.kind === 'punct' || i === 0 ? t.text : ` ${t.text}`))
    .join('')
    .toLowerCase();
}
