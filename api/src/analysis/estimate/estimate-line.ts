import type { LineKind } from './line-kind';

/** One item, total, fee or note read from an estimate, by the line parser or the story reader. */
export interface EstimateLine {
  /** The piece of the estimate this line was read from, as written. */
  readonly text: string;
  /** The words of the line without its prices, hours and leaders. */
  readonly description: string;
  readonly amount: number | null;
  readonly hours: number | null;
  readonly rate: number | null;
  readonly quantity: number | null;
  /** A tax rate written as a percentage ("Tax 8.25%"). */
  readonly percent: number | null;
  readonly kind: LineKind;
  /** Written as a list item (a bullet or a number): the shop's item, not the owner's prose. */
  readonly listed: boolean;
  /** Ends with a colon that introduces the list told after it ("the 30k service $589: …"). */
  readonly introducesList?: boolean;
  /** The Maintenance Minder code this line sells, read as that code's items (ADR 104). */
  readonly minderCode?: string;
}
