import { phraseStems } from './estimate-words';
import { shopServices, type ShopService } from './service-catalogue';

/**
 * The catalogue's aliases as word stems, with an index from each stem to the aliases that use
 * it, and a typo-tolerant lookup from any written word to the catalogue words it may mean.
 * Built once: matching an estimate line then touches only the aliases its words share.
 */

export interface Alias {
  readonly service: ShopService;
  readonly order: number;
  readonly stems: readonly string[];
}

interface ServiceIndex {
  readonly aliases: readonly Alias[];
  readonly byStem: ReadonlyMap<string, readonly Alias[]>;
  readonly vocabulary: readonly string[];
}

let cached: ServiceIndex | undefined;
const lookups = new Map<string, readonly string[]>();

export function serviceIndex(): ServiceIndex {
  cached ??= buildIndex(shopServices());
  return cached;
}

/** Words too general to name a service on their own ("Service A" reduces to "service"). */
const GENERIC = new Set([
  'service',
  'fluid',
  'change',
  'replace',
  'kit',
  'part',
  'labor',
  'repair',
]);

function buildIndex(services: readonly ShopService[]): ServiceIndex {
  const aliases = services
    .flatMap((service, order) =>
      service.aliases.map((alias) => ({ service, order, stems: phraseStems(alias) })),
    )
    .filter((alias) => alias.stems.length > 1 || !GENERIC.has(alias.stems[0] ?? 'service'));
  const byStem = new Map<string, Alias[]>();
  for (const alias of aliases) {
    for (const stem of new Set(alias.stems)) byStem.set(stem, [...(byStem.get(stem) ?? []), alias]);
  }
  return { aliases, byStem, vocabulary: [...byStem.keys()] };
}

/** Catalogue words `stem` may stand for: itself, a near-miss spelling, or a clipped form. */
export function catalogueWordsFor(stem: string): readonly string[] {
  const known = lookups.get(stem);
  if (known) return known;
  const { byStem, vocabulary } = serviceIndex();
  const found = byStem.has(stem) ? [stem] : vocabulary.filter((word) => isNear(stem, word));
  if (lookups.size > 10_000) lookups.clear();
  lookups.set(stem, found);
  return found;
}

function isNear(written: string, word: string): boolean {
  if (written.length >= 5 && word.length > written.length && word.startsWith(written)) return true;
  if (written.length < 5 || written[0] !== word[0]) return false;
  const allowed = written.length >= 8 ? 2 : 1;
  return (
    Math.abs(written.length - word.length) <= allowed && editDistance(written, word) <= allowed
  );
}

/** Edits between two words, a swap of neighbours counting as one ("sprak" → "spark"). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}
