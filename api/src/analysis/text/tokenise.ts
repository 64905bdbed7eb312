import { normaliseCode } from '../obd/obd-codes';

/**
 * Splits the owner's text into tokens that remember where they came from, so every cue can
 * quote the owner's own words however much the token text is later corrected.
 */

export type TokenKind = 'word' | 'number' | 'code' | 'punct';

export interface Token {
  /** Normalised text: lower case, corrected; a code token holds the canonical code. */
  readonly text: string;
  readonly kind: TokenKind;
  /** Offsets into the original text (end exclusive). */
  readonly start: number;
  readonly end: number;
}

// One-for-one replacements keep offsets valid: smart quotes and dashes from phones and Word.
const LOOKALIKES: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201B': "'",
  '\u02BC': "'",
  '\u00B4': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00A0': ' ',
};
const LOOKALIKE_CHARS = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'g');

const CODE = String.raw`(?<![a-z0-9])(?:[pbcu][\s.-]?[0-3o][0-9a-fo]{3}|p[\s.-]?[0-9o]{3})(?![a-z0-9])`;
const AC = String.raw`(?<![a-z])a\s?[/.]\s?c(?![a-z])\.?`;
// '2nd', '3rd': gears and positions, kept whole so they are not read as a bare number.
const ORDINAL = String.raw`\d+(?:st|nd|rd|th)(?![a-z])`;
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
const WORD = String.raw`[a-z]+(?:'[a-z]+)*`;
const PUNCT = String.raw`[.!?;:,\n%]`;
const TOKEN = new RegExp(`(${CODE})|(${AC})|(${ORDINAL}|${WORD})|(${NUMBER})|(${PUNCT})`, 'gi');
const WORD_ONLY = new RegExp(`(${NUMBER})|(${WORD})`, 'gi');

export function normaliseCharacters(text: string): string {
  return text.replace(LOOKALIKE_CHARS, (c) => LOOKALIKES[c] ?? c);
}

export function tokenise(original: string): Token[] {
  const text = normaliseCharacters(original);
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) tokens.push(...codeOrWords(m[1], start));
    else if (m[2] !== undefined) tokens.push({ text: 'ac', kind: 'word', start, end });
    else if (m[3] !== undefined)
      tokens.push({ text: m[3].toLowerCase(), kind: 'word', start, end });
    else if (m[4] !== undefined) tokens.push({ text: m[4], kind: 'number', start, end });
    else if (m[0] === '%') tokens.push({ text: 'percent', kind: 'word', start, end });
    else tokens.push({ text: m[0] === '\n' ? '.' : m[0], kind: 'punct', start, end });
  }
  return tokens;
}

/** 'P0420' is a code; 'coded' only looks like one (no digits), so it falls back to words. */
function codeOrWords(raw: string, offset: number): Token[] {
  const code = normaliseCode(raw);
  const digits = raw.replace(/[^0-9]/g, '').length;
  if (code && digits >= 2) {
    return [{ text: code, kind: 'code', start: offset, end: offset + raw.length }];
  }
  return [...raw.matchAll(WORD_ONLY)].map((m) => ({
    text: m[0].toLowerCase(),
    kind: m[1] !== undefined ? 'number' : 'word',
    start: offset + m.index,
    end: offset + m.index + m[0].length,
  }));
}
