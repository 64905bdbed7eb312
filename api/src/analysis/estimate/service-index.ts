import { editDistance } from '../text/edit-distance';
import type { ContextFix } from '../text/spell-fix';
import { phraseStems } from './estimate-words';
import type { ShopService } from './service-catalogue';

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

export interface ServiceIndex {
  readonly aliases: readonly Alias[];
  readonly byStem: ReadonlyMap<string, readonly Alias[]>;
  readonly vocabulary: readonly string[];
  /** Typo lookups already made: written stem → the catalogue words it may mean. */
  readonly lookups: Map<string, readonly string[]>;
  /** Misspellings read by their neighbours ('front breaks' is brakes), shared with the text reader. */
  readonly contextFixes: ReadonlyMap<string, ContextFix>;
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

export function buildServiceIndex(
  services: readonly ShopService[],
  contextFixes: ReadonlyMap<string, ContextFix>,
): ServiceIndex {
  const aliases = services
    .flatMap((service, order) =>
      service.aliases.map((alias) => ({ service, order, stems: phraseStems(alias) })),
    )
    .filter((alias) => alias.stems.length > 1 || !GENERIC.has(alias.stems[0] ?? 'service'));
  const byStem = new Map<string, Alias[]>();
  for (const alias of aliases) {
    for (const stem of new Set(alias.stems)) byStem.set(stem, [...(byStem.get(stem) ?? []), alias]);
  }
  return { aliases, byStem, vocabulary: [...byStem.keys()], lookups: new Map(), contextFixes };
}

/** Catalogue words `stem` may stand for: itself, a near-miss spelling, or a clipped form. */
export function catalogueWordsFor(stem: string, index: ServiceIndex): readonly string[] {
  const { byStem, vocabulary, lookups } = index;
  const known = lookups.get(stem);
  if (known) return known;
  const found = byStem.has(stem) ? [stem] : vocabulary.filter((word) => isNear(stem, word));
  if (lookups.size > 10_000) lookups.clear();
  lookups.set(stem, found);
  return found;
}

/**
 * Everyday words that begin a catalogue word but are not a clipped form of it: "crawled under
 * the truck" is not undercoating, "it won't start" is not a starter.
 */
const NOT_CLIPPED = new Set(['under', 'start', 'every', 'other', 'after', 'inter', 'there']);

function isNear(written: string, word: string): boolean {
  const clipped = written.length >= 5 && !NOT_CLIPPED.has(written);
  if (clipped && word.length > written.length && word.startsWith(written)) return true;
  if (written.length < 5 || written[0] !== word[0]) return false;
  const allowed = written.length >= 8 ? 2 : 1;
  return (
    Math.abs(written.length - word.length) <= allowed &&
    editDistance(written, word, allowed) <= allowed
  );
}
