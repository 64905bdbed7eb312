import { z } from 'zod';
import { CURRENT_TERMS_VERSION } from './terms';

/**
 * What an owner can consent to (ADR 025): the terms; sending their details to a shop they chose
 * from their list (ADR 059); and calls and texts about a managed repair.
 */
export const CONSENT_PURPOSES = ['terms', 'lead-sharing', 'sms-and-calls'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, {
  error: `purpose must be one of ${CONSENT_PURPOSES.join(', ')}`,
});

export interface ConsentText {
  /** Changes whenever `text` does; a spec pins each version to its text's digest. */
  readonly version: string;
  /** Exactly what the web app shows: the server records the SHA-256 of these characters. */
  readonly text: string;
  /** The web app's pages that show it; the first is where it is shown when a page is unknown. */
  readonly pages: readonly [string, ...string[]];
}

/**
 * The one source of every consent text. The web app renders these strings and the server
 * hashes the same strings into each ConsentGiven, so the record names what was on screen.
 * The terms' own sections are named by the terms version (contracts/src/terms.ts).
 */
export const CONSENT_TEXTS: Readonly<Record<ConsentPurpose, ConsentText>> = {
  terms: {
    version: CURRENT_TERMS_VERSION,
    text: 'I agree to the Terms & Conditions',
    pages: ['/steps/vehicle-info', '/'],
  },
  // Its own choice since 2026-11-27 (ADR 059): given for one shop, when the owner sends it a
  // request from their list; the terms no longer imply it.
  'lead-sharing': {
    version: '2026-11-27',
    text: 'Send my name, e-mail address and ZIP code, my vehicle and this analysis to this shop, so it can contact me by e-mail about this repair. The shop pays FairWrench for requests like this one.',
    pages: ['/steps/confirmation/recommendations'],
  },
  'sms-and-calls': {
    version: '2026-11-01',
    text: 'I agree to receive text message updates about my managed repair, including scheduling and approval requests. Message and data rates may apply.',
    pages: ['/steps/managed-repair-info'],
  },
};

/**
 * The web app's path where the consent was shown, which the client may name in this request
 * header (the Referer's path is used otherwise). A page that does not show the consent is
 * refused; without either, the route's own page is recorded.
 */
export const CONSENT_PAGE_HEADER = 'x-consent-page';

/** The page a request reports for a purpose, if it is one that shows that consent. */
export function consentPageFor(purpose: ConsentPurpose, path: string): string | undefined {
  return CONSENT_TEXTS[purpose].pages.find((page) => page === path);
}
