import { ApiError } from '../../lib/api-client';

/** What the confirmation page shows for the link it was opened with. */
export type ConfirmOptOutView =
  | { kind: 'confirming' }
  | { kind: 'confirmed' }
  | { kind: 'refused'; title: string; body: string; askAgain: boolean };

const INVALID = {
  kind: 'refused',
  title: 'This link is not valid',
  body: 'Check that you opened the whole link from the e-mail, or ask for a new one below.',
  askAgain: true,
} as const;

/** The token the link carries, or null when there is none to try. */
export function tokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/**
 * The API's answer in the owner's terms. A confirmed link never says whether the address
 * matched anyone: the answer is the same either way.
 */
export function confirmOptOutView(outcome: 'confirmed' | unknown): ConfirmOptOutView {
  if (outcome === 'confirmed') return { kind: 'confirmed' };
  const status = outcome instanceof ApiError ? outcome.status : 0;
  if (status === 400 || status === 404) return INVALID;
  if (status === 409) {
    return {
      kind: 'refused',
      title: 'This link was already used',
      body: 'The opt-out it confirmed stands: there is nothing more to do.',
      askAgain: false,
    };
  }
  if (status === 410) {
    return {
      kind: 'refused',
      title: 'This link has expired',
      body: 'Links work for 7 days. Ask for a new one below and open it within a week.',
      askAgain: true,
    };
  }
  if (status === 429) {
    return {
      kind: 'refused',
      title: 'Too many attempts',
      body: 'Please wait a minute, then reload this page.',
      askAgain: false,
    };
  }
  return {
    kind: 'refused',
    title: 'Your opt-out could not be confirmed',
    body: 'Something went wrong on our side. Please reload this page to try again.',
    askAgain: false,
  };
}
