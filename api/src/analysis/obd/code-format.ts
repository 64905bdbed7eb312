import type { TroubleCode } from '../types';

/**
 * Owners write trouble codes loosely: 'PO420' (letter O for zero), 'p 0420', 'p-0420', and
 * 'P420' for P0420. A bare number ('code 420') is never taken as a code: it is as likely a
 * speed, a price or a mileage, and could belong to any of the four families.
 */
const DIGIT = '[0-9a-fA-FoO]';
const FULL = new RegExp(`^([pbcuPBCU])[\\s.-]?([0-3oO]${DIGIT}{3})$`);
// Three decimal digits after P only: 'P420' is common shorthand for P0420, while 'C300' or
// 'B200' are far more often model names than chassis or body codes.
const SHORT = /^([pP])[\s.-]?([0-9oO]{3})$/;

export function normaliseCode(raw: string): string | null {
  const token = raw.trim();
  const full = FULL.exec(token);
  if (full) return canonical(full[1] ?? '', full[2] ?? '');
  const short = SHORT.exec(token);
  if (short) return canonical(short[1] ?? '', `0${short[2] ?? ''}`);
  return null;
}

function canonical(letter: string, digits: string): string {
  return `${letter}${digits.replace(/o/gi, '0')}`.toUpperCase();
}

const IN_TEXT = new RegExp(
  `(?<![a-z0-9])(?:[pbcu][\\s.-]?[0-3o]${DIGIT}{3}|p[\\s.-]?[0-9o]{3})(?![a-z0-9])`,
  'gi',
);

/** Every trouble code written in free text, once each, in order of first mention. */
export function findCodes(text: string): TroubleCode[] {
  const found = new Map<string, TroubleCode>();
  for (const match of text.matchAll(IN_TEXT)) {
    const evidence = match[0];
    const code = normaliseCode(evidence);
    // A token of letters O only ('pooo') is a word, not a code.
    if (code && /[0-9]/.test(evidence) && !found.has(code)) found.set(code, { code, evidence });
  }
  return [...found.values()];
}
