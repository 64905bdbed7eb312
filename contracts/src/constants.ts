/**
 * Business constants from section 9 of the product spec. UI, API and projections read them
 * from here so a limit changes in one place.
 */

export const ISSUE_TYPES = ['symptoms', 'estimate', 'collision', 'parts'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const ISSUE_TYPE_LABELS = {
  symptoms: 'Diagnose car symptoms',
  estimate: 'Review a shop estimate',
  collision: 'Body/collision damage',
  parts: 'Parts replacement',
} as const satisfies Record<IssueType, string>;

/** What the analysis produced; `diagnostic` is the display fallback for anything else. */
export const RESULT_TYPES = ['diagnostic', 'parts', 'collision', 'estimate'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const URGENCY_LEVELS = ['High', 'Medium', 'Low', 'Unknown'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const URGENCY_TIMEFRAMES = [
  'immediate',
  'within days',
  'within weeks',
  'routine maintenance',
] as const;
export type UrgencyTimeframe = (typeof URGENCY_TIMEFRAMES)[number];

/** Highest band first: a probability takes the label of the first band it reaches. */
export const PROBABILITY_BANDS = [
  { atLeast: 80, label: 'Most likely cause' },
  { atLeast: 60, label: 'Likely cause' },
  { atLeast: 40, label: 'Possible cause' },
] as const;
export const BELOW_PROBABILITY_BANDS_LABEL = 'Less likely cause';

export function probabilityLabel(probabilityPercent: number): string {
  const band = PROBABILITY_BANDS.find(({ atLeast }) => probabilityPercent >= atLeast);
  return band?.label ?? BELOW_PROBABILITY_BANDS_LABEL;
}

/**
 * The badge on a ranked cause says what its number means next to the others: the first cause is
 * "Most likely" only when it clearly leads (half as likely again as the second, and ahead by
 * at least ten points); every other cause, and a first one that does not clearly lead, is
 * "Possible". The results page and the Your data page both use these words.
 */
export const CAUSE_BADGES = { leading: 'Most likely cause', other: 'Possible cause' } as const;
const CLEAR_LEAD_RATIO = 1.5;
const CLEAR_LEAD_POINTS = 10;

export function causeBadge(percents: readonly number[], index: number): string {
  const [first = 0, second = 0] = percents;
  const leads = first >= CLEAR_LEAD_RATIO * second && first - second >= CLEAR_LEAD_POINTS;
  return index === 0 && leads ? CAUSE_BADGES.leading : CAUSE_BADGES.other;
}

export const LIMITS = {
  nameMin: 2,
  zipMin: 5,
  managedZipMax: 10,
  issueDescriptionMin: 10,
  phoneMin: 10,
  passwordMin: 6,
  cardNumberMin: 13,
  cardNumberMax: 19,
  cardExpiryMin: 5,
  cardCvcMin: 3,
  cardCvcMax: 4,
  photosMax: 5,
} as const;

/**
 * The size the spec's hint names. The spec does not enforce it, but the API refuses a larger
 * photo (413, ADR 041) and the issue form checks it when a photo is picked (ADR 058).
 */
export const PHOTO_SIZE_HINT_BYTES = 10 * 1024 * 1024;
export const PHOTO_FORMATS_HINT = ['PNG', 'JPG', 'GIF'] as const;
/** The image types the API stores (it reads the type from the bytes) and the form accepts. */
export const PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The oldest model year the vehicle form offers and the API accepts. */
export const OLDEST_VEHICLE_YEAR = 1990;

export const STORAGE_KEYS = {
  /** sessionStorage: the repair flow state. */
  repairFlowState: 'repairFlowState',
  /** localStorage: when 'true', the next visit to the vehicle step starts fresh. */
  startFresh: 'startFresh',
} as const;

export const REDIRECT_GUARD_DELAY_MS = 500;
export const HOW_IT_WORKS_SCROLL_OFFSET_PX = 100;

export const TOAST = {
  durationMs: 5000,
  limit: 1,
  removeDelayMs: 1_000_000,
} as const;

/** Section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips it. */
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const DEFAULT_TEST_ZIP_CODES = { shops: '85253', localShops: '90210' } as const;
