import type { MyPrivacyChoices, PrivacyChoices } from '@fairwrench/contracts';

/** What the page shows for the owner's recorded choice (or for a browser we know nothing of). */
export type PrivacyChoicesView =
  { kind: 'no-data' } | { kind: 'sharing' } | { kind: 'opted-out'; statement: string };

/** A day in the page's US long form ("November 25, 2026"), in the reader's own time zone. */
export function formatOptOutDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Says when the opt-out was recorded and, for Global Privacy Control, that the browser sent it. */
export function optOutStatement(optedOutAt: string | null, source: PrivacyChoices['source']) {
  const on = optedOutAt ? ` on ${formatOptOutDate(optedOutAt)}` : '';
  if (source === 'global-privacy-control') {
    return `Your browser's Global Privacy Control signal opted you out${on}.`;
  }
  return `You opted out of the sale and sharing of your personal information${on}.`;
}

/** `session: 'none'`: no owner session in this browser, so no data held for it. */
export function privacyChoicesView(answer: MyPrivacyChoices): PrivacyChoicesView {
  if (answer.session === 'none') return { kind: 'no-data' };
  const { choices } = answer;
  if (!choices.saleAndSharingOptedOut) return { kind: 'sharing' };
  return { kind: 'opted-out', statement: optOutStatement(choices.optedOutAt, choices.source) };
}
