/*
 * No zod here: the flow's saved drafts read miles on the landing page, whose bundle budget
 * has no room for the schemas.
 */

/** Whole miles as people type them: '12345', '12,345' or '12 345' (thousands separators). */
export const TYPED_MILES = /^\s*(?:\d+|\d{1,3}(?:[,\s]\d{3})+)?\s*$/;

/** The miles a mileage box holds, separators dropped; undefined when it is empty. */
export function milesOf(typed: string | undefined): number | undefined {
  const digits = (typed ?? '').replace(/[,\s]/g, '');
  return digits === '' ? undefined : Number(digits);
}
