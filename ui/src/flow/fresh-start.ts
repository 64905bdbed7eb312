import { STORAGE_KEYS } from '@fairwrench/contracts';
import { type FlowStorage, readText, removeKeys } from './flow-storage';
import { pathOf } from './flow-steps';
import { clearDrafts } from './saved-drafts';

/**
 * Section 4, "Fresh start on the standalone page": opening /steps/vehicle-info throws saved
 * progress away unless the owner is visibly continuing a flow. The home page's embedded form
 * never applies these rules.
 */
export type FreshStartInput = {
  /** Where the owner came from: a full URL (document.referrer) or an in-app path; null if none. */
  referrer: string | null;
  /** `currentStep` from the saved flow state. */
  savedCurrentStep: string | null;
  /** The raw `startFresh` value from localStorage. */
  startFreshFlag: string | null;
};

export type FreshStartDecision = {
  clear: boolean;
  /** The flag is one-shot: once honoured it is removed. */
  removeStartFreshFlag: boolean;
};

/**
 * Steps that mean a flow is under way. The spec calls the analysis step 'diagnostic' (the
 * progress indicator's id); saved states of this app say 'diagnostic-results'. Both count.
 */
const IN_PROGRESS_STEPS: readonly string[] = [
  'issue-details',
  'diagnostic',
  'diagnostic-results',
  'service-options',
];

export function freshStartDecision(input: FreshStartInput): FreshStartDecision {
  if (input.startFreshFlag === 'true') return { clear: true, removeStartFreshFlag: true };
  const continuing =
    isLaterStepPage(input.referrer) ||
    (input.savedCurrentStep !== null && IN_PROGRESS_STEPS.includes(input.savedCurrentStep));
  return { clear: !continuing, removeStartFreshFlag: false };
}

function isLaterStepPage(referrer: string | null): boolean {
  if (!referrer) return false;
  let path: string;
  try {
    path = new URL(referrer, 'http://referrer.invalid').pathname;
  } catch {
    return false;
  }
  return path.startsWith('/steps/') && path !== pathOf('vehicle-info');
}

export function readStartFreshFlag(local: FlowStorage): string | null {
  return readText(local, STORAGE_KEYS.startFresh);
}

/**
 * Removes the cleared items (saved vehicle info, issue details, issue images, current step,
 * user id, vehicle id, issue id) and the one-shot flag when the decision says so. The flow
 * state itself is reset by the machine, which owns it.
 */
export function applyFreshStart(local: FlowStorage, decision: FreshStartDecision): void {
  if (decision.clear) clearDrafts(local);
  if (decision.removeStartFreshFlag) removeKeys(local, [STORAGE_KEYS.startFresh]);
}
