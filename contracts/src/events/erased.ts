/**
 * What a personal field reads as once its owner's data key is gone (ADR 024). A string, so
 * that every schema, projection and view keeps working on erased events without a special
 * case: an erased owner's name is "[erased]", never a crash.
 */
export const ERASED = '[erased]';

export function isErased(value: unknown): boolean {
  return value === ERASED;
}
