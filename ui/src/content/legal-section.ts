/**
 * Shape shared by the Privacy Policy and the Terms & Conditions. Sections are data, not JSX,
 * so the clauses the spec requires can be checked by unit tests and the pages stay thin views.
 */
export interface LegalSection {
  /** Anchor for in-page links (e.g. /terms-conditions#arbitration); stable once published. */
  readonly id: string;
  readonly title: string;
  /** Plain-text paragraphs, rendered in order. */
  readonly paragraphs: readonly string[];
}

/**
 * Spec section 2: 'Last Updated' shows the current date. Formatted in en-US like the rest of
 * the app (e.g. 'March 5, 2026'), from the clock the page passes in so tests can fix it.
 */
export function lastUpdatedLabel(now: Date): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
