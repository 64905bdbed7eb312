import type { Settings } from '../../config/settings';
import type { RateLimitBudgets, RateLimitPolicy } from './rate-limit';

const TEN_MINUTES = 10 * 60_000;

/**
 * The budgets of the two calls that cost the server real work, sized in ADR 041 from
 * `npm run bench:uploads`: an issue with five 49-megapixel photos costs about 2 s of CPU, the
 * analysis alone about 10 ms. Registration is cheap, but each one opens a new session and so a
 * new per-owner budget: it is counted per address so that a script cannot mint owners.
 */
export const REGISTRATIONS_PER_ADDRESS: RateLimitPolicy = {
  name: 'vehicle-info-per-address',
  limit: 20,
  windowMs: TEN_MINUTES,
  key: 'ip',
};

/** Six at once from one owner (a double-clicking, retrying browser) still fit. */
export const ISSUES_PER_OWNER: RateLimitPolicy = {
  name: 'issue-details-per-owner',
  limit: 10,
  windowMs: TEN_MINUTES,
  key: 'session',
};

/** Worst case 20 × 2 s = 40 s of CPU per 10 minutes: about 3 % of a two-core machine. */
export const ISSUES_PER_ADDRESS: RateLimitPolicy = {
  name: 'issue-details-per-address',
  limit: 20,
  windowMs: TEN_MINUTES,
  key: 'ip',
};

/** The operator's settings for these budgets; one left unset keeps the value above. */
export function costlyCallBudgets(
  settings: Pick<
    Settings,
    'RATE_LIMIT_VEHICLE_INFO_PER_IP' | 'RATE_LIMIT_ISSUES_PER_OWNER' | 'RATE_LIMIT_ISSUES_PER_IP'
  >,
): RateLimitBudgets {
  const budgets: [RateLimitPolicy, number | undefined][] = [
    [REGISTRATIONS_PER_ADDRESS, settings.RATE_LIMIT_VEHICLE_INFO_PER_IP],
    [ISSUES_PER_OWNER, settings.RATE_LIMIT_ISSUES_PER_OWNER],
    [ISSUES_PER_ADDRESS, settings.RATE_LIMIT_ISSUES_PER_IP],
  ];
  return Object.fromEntries(
    budgets.flatMap(([policy, limit]) => (limit === undefined ? [] : [[policy.name, limit]])),
  );
}
