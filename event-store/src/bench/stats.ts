/** Summary statistics and plain-text tables for the benchmark report. */

export interface Summary {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** Nearest-rank percentile of an ascending array; NaN when there are no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  // Float64Array sorts numerically without a comparator and copes with 100k+ samples.
  const sorted = Array.from(Float64Array.from(samples).sort());
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1]!,
  };
}

export function formatMs(ms: number): string {
  if (Number.isNaN(ms)) return 'n/a';
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

export function formatRate(perSecond: number): string {
  return Number.isFinite(perSecond) ? Math.round(perSecond).toLocaleString('en-US') : 'n/a';
}

export function ratePerSecond(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (count * 1000) / elapsedMs : Number.NaN;
}

/** A fixed-width table: readable in a terminal and pasteable into the docs. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
