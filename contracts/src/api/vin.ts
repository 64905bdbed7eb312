import { z } from 'zod';

/** Optional on the vehicle form; the spec has no wording for it, so these follow its style. */
export const vinMessages = {
  length: 'A VIN has 17 characters',
  letters: 'A VIN uses letters and digits only, never I, O or Q',
  checkDigit: 'This VIN does not look right: please check it against your registration',
} as const;

/** Letter values of 49 CFR 565.15 (table I); I, O and Q are never used. */
const VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
/** Position weights of 49 CFR 565.15 (table II): position 9 is the check digit itself. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit (position 9) a VIN must carry: '0'-'9' or 'X' for 10. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]!;
    const value = /[0-9]/.test(ch) ? Number(ch) : (VALUES[ch] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** 17 characters, no I/O/Q, and the check digit of 49 CFR 565 / ISO 3779 (North America). */
export function isValidVin(vin: string): boolean {
  return VIN_PATTERN.test(vin) && vin[8] === vinCheckDigit(vin);
}

/** The form field: trimmed and upper-cased before it is checked. */
export const vinField = z
  .string({ error: vinMessages.length })
  .trim()
  .toUpperCase()
  .length(17, vinMessages.length)
  .regex(VIN_PATTERN, vinMessages.letters)
  .refine((vin) => vin[8] === vinCheckDigit(vin), vinMessages.checkDigit);
