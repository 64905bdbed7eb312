import type { ServiceIndex } from './service-index';
import { dollars } from '../costs/format-money';
import type { CostContext } from '../types';
import { fairPrice, type FairPrice } from './fair-price';
import { matchServices, type ServiceMatch } from './match-services';
import { isProse } from './line-kind';
import type { EstimateLine, ParsedEstimate } from './parse-estimate';
import type { ShopService } from './service-catalogue';
import { shareGroup, shareLeftoverLabor, type Draft, type Group } from './share-labor';

/**
 * Turns estimate lines into priced jobs. Shops often price parts per line and labour once
 * ("Pads 89.99 / Rotors 159.98 / Labor 2.5 h 412.50"), so labour and loose parts are shared
 * among the jobs above them, by book hours and parts cost, before each job is compared with
 * its fair range.
 */

/** A priced line is one job of a few services; an owner's sentence may list many. */
const MOST_SERVICES_PRICED = 4;
const MOST_SERVICES_UNPRICED = 8;

export interface EstimateJob {
  readonly line: EstimateLine;
  readonly matches: readonly ServiceMatch[];
  readonly services: readonly ShopService[];
  readonly fair: FairPrice;
  /** The shop's price with its share of shared labour; null when the estimate gives none. */
  readonly price: number | null;
  /** How the price was arrived at, when it is not simply the line's own price. */
  readonly priceNote: string | null;
  /** Labour or loose parts from other lines included in `price`. */
  readonly shared: number;
  /**
   * True when the estimate prices this item only inside a total: `price` is then our split of
   * that total, which can judge the total but not the item.
   */
  readonly priceFromTotal?: true;
}

/**
 * The price the estimate gives this line itself: null when it gives none, or prices the line
 * only inside a total (our split of a total judges the total, never the line).
 */
export function ownPrice(job: EstimateJob): number | null {
  return job.priceFromTotal ? null : job.price;
}

export interface EstimateJobs {
  readonly jobs: readonly EstimateJob[];
  /**
   * Items no catalogue service matched: priced lines, and unpriced ones written as the shop's
   * items (a bullet, a short line). Listed for the owner with a question, not judged.
   */
  readonly unmatched: readonly EstimateLine[];
}

export function estimateJobs(
  parsed: ParsedEstimate,
  ctx: CostContext,
  index: ServiceIndex,
): EstimateJobs {
  const usable = itemLines(parsed);
  const groups: Group[] = [newGroup()];
  const unmatched: EstimateLine[] = [];
  // A package's list on the next line is read with the package, not again as items of its own.
  const readWithPackage = new Set<EstimateLine>();
  for (const listed of usable) {
    if (readWithPackage.has(listed)) continue;
    const group = groups[groups.length - 1] ?? newGroup();
    const most = listed.amount === null ? MOST_SERVICES_UNPRICED : MOST_SERVICES_PRICED;
    const named = matchServices(listed.description, index, most);
    const contents = packageContents(parsed, listed, named, index);
    if (contents?.from) readWithPackage.add(contents.from);
    const line = contents?.line ?? listed;
    const matches = contents?.matches ?? named;
    if (matches.length === 0) {
      if (line.amount === null ? looksLikeItem(line) : !absorb(group, line, line.amount))
        unmatched.push(line);
      continue;
    }
    if (line.kind === 'labor' && addLaborToSameJob(group, line, matches)) continue;
    const target = group.closed ? newGroup() : group;
    if (target !== group) groups.push(target);
    for (const [item, named] of itemsOf(line, matches)) {
      target.drafts.push({ line: item, matches: named, fair: fairOf(named, item, ctx), shared: 0 });
    }
    if (line.kind === 'labor') target.closed = true;
  }
  groups.forEach(shareGroup);
  shareLeftoverLabor(groups);
  return { jobs: withoutRepeats(groups.flatMap((g) => g.drafts).map(toJob)), unmatched };
}

/** "Includes oil change, tire rotation, …": the list of what a package holds, after its price. */
const INCLUDES_WORD = String.raw`(?:includes?|including|incl\.?|consists\s+of|contains)\b[:\s]*`;
const INCLUDES = new RegExp(String.raw`^\(?\s*(?:which\s+)?` + INCLUDES_WORD, 'i');
/** The same list on the package's own line: "30k service $589: oil and filter, rotation, …". */
const LIST_AFTER = new RegExp(String.raw`:\s*|\b` + INCLUDES_WORD, 'i');
/**
 * An inspection a package includes ("multi point inspection, brake inspection") is part of what
 * the package costs, not a repair: dropped so that "brake inspection" is not read as brake pads.
 */
const INSPECTION = /\b(?:[a-z-]+\s+)?(?:point\s+)?inspection\b/gi;
/**
 * What follows a package's colon is its contents only as a bare list: words of exclusion,
 * extras, past work or a further recommendation ("plus they recommended…", "does not include…",
 * "replaced the filters last visit") make it items of their own.
 */
const NOT_CONTENTS =
  /\b(?:not|no|never|without|except|exclud\w*|extras?|plus|also|additional|besides|skip|already|last (?:visit|time)|replaced|did|done|recommend\w*|suggest\w*)\b|n't\b|\bon top\b/i;

/**
 * A package line ("60,000 mile service $689.95") followed by the list of what it includes, on
 * the next line or after a colon on its own line, is judged as that list: each service against
 * the maker's schedule, the price against their sum. Null when the line is no package or no
 * list follows.
 */
function packageContents(
  parsed: ParsedEstimate,
  line: EstimateLine,
  named: readonly ServiceMatch[],
  index: ServiceIndex,
): { line: EstimateLine; matches: ServiceMatch[]; from: EstimateLine | null } | null {
  if (line.amount === null) return null;
  const isPackage = (matches: readonly ServiceMatch[]) =>
    matches.some((m) => m.service.listsContents);
  const next = isPackage(named) ? listOnNextLine(parsed, line) : null;
  const own = next ? null : listOnOwnLine(line);
  const listed =
    next?.words ?? (own && isPackage(matchServices(own.head, index, 1)) ? own.list : null);
  if (listed === null || NOT_CONTENTS.test(listed) || /\bexclud/i.test(line.description)) {
    return null;
  }
  const words = listed.replace(/\)\s*$/, '').replace(INSPECTION, ' ');
  const matches = matchServices(words, index, MOST_SERVICES_UNPRICED).filter(
    (m) => !m.service.listsContents,
  );
  if (matches.length < 2) return null;
  return { line: { ...line, description: words }, matches, from: next?.line ?? null };
}

/** The next line, when it is the unpriced list the package's colon or "includes" introduces. */
function listOnNextLine(
  parsed: ParsedEstimate,
  line: EstimateLine,
): { line: EstimateLine; words: string } | null {
  const after = parsed.lines.slice(parsed.lines.indexOf(line) + 1);
  const next = after[0];
  if (!next || next.amount !== null) return null;
  const text = next.text.trim();
  const list = INCLUDES.exec(text);
  if (list) return { line: next, words: text.slice(list[0].length) };
  if (!line.introducesList) return null;
  // A story's colon: the list is the next item after the clause's own words ("The dealer quoted").
  const item = after.find((l) => l.kind !== 'note');
  return item && item.amount === null ? { line: item, words: item.text.trim() } : null;
}

/** The line split where its list begins: a colon or "includes" after the package's name. */
function listOnOwnLine(line: EstimateLine): { head: string; list: string } | null {
  const list = LIST_AFTER.exec(line.description);
  if (!list || list.index === 0) return null;
  return {
    head: line.description.slice(0, list.index),
    list: line.description.slice(list.index + list[0].length),
  };
}

/** An unpriced item named twice ("they want brakes... so brakes?") is one item. */
function withoutRepeats(jobs: readonly EstimateJob[]): EstimateJob[] {
  const seen = new Set<string>();
  return jobs.filter((job) => {
    const ids = job.services.map((s) => s.id);
    const repeat = job.price === null && ids.every((id) => seen.has(id));
    ids.forEach((id) => seen.add(id));
    return !repeat;
  });
}

/**
 * In a listed estimate with item prices, unpriced lines are the owner's notes; without any,
 * they are the items. In a story the clauses recommending work are the items, priced or not.
 */
export function itemLines(parsed: ParsedEstimate): EstimateLine[] {
  const unpricedCount = parsed.narrative || !parsed.hasItemPrices;
  const notesAreItems = !parsed.narrative && !parsed.hasItemPrices;
  const kinds = notesAreItems ? ['service', 'part', 'labor', 'note'] : ['service', 'part', 'labor'];
  return parsed.lines.filter((l) => kinds.includes(l.kind) && (l.amount !== null || unpricedCount));
}

/**
 * An unpriced line naming several services ("they said I need a transmission flush, coolant
 * flush and new rotors") is several items, each judged and listed on its own; a priced line
 * naming several is one job with one price.
 */
function itemsOf(
  line: EstimateLine,
  matches: readonly ServiceMatch[],
): [EstimateLine, ServiceMatch[]][] {
  if (line.amount !== null || matches.length < 2) return [[line, [...matches]]];
  return matches.map((match) => {
    const words = line.description.slice(match.start, match.end);
    const item = { ...line, text: words, description: words };
    return [item, [{ ...match, start: 0, end: words.length }]];
  });
}

/** An unpriced line that reads as the shop's item rather than the owner's sentence. */
function looksLikeItem(line: EstimateLine): boolean {
  if (/:\s*$/.test(line.text)) return false;
  const words = line.description.split(/\s+/).filter(Boolean).length;
  return (line.listed && !isProse(line.description)) || (line.kind !== 'note' && words <= 8);
}

/** Unnamed labour and loose parts (a hardware kit, brake cleaner) join the current group. */
function absorb(group: Group, line: EstimateLine, amount: number): boolean {
  if (line.kind === 'labor') {
    group.labor += amount;
    group.closed = group.drafts.length > 0;
    return true;
  }
  if (line.kind === 'part' && group.drafts.length > 0) {
    group.looseParts += amount;
    return true;
  }
  return false;
}

/** "Oil filter 8.99 … LABOR: Oil change 0.5 h 65.00": the labour belongs to the job above. */
function addLaborToSameJob(
  group: Group,
  line: EstimateLine,
  matches: readonly ServiceMatch[],
): boolean {
  const ids = matches.map((m) => m.service.id);
  const draft = group.drafts.find(
    (d) => d.line.kind !== 'labor' && d.matches.some((m) => ids.includes(m.service.id)),
  );
  if (!draft || line.amount === null) return false;
  draft.shared += line.amount;
  group.closed = true;
  return true;
}

function fairOf(matches: readonly ServiceMatch[], line: EstimateLine, ctx: CostContext): FairPrice {
  return fairPrice(
    matches.map((m) => m.service),
    line.quantity,
    ctx,
    line.description,
  );
}

function newGroup(): Group {
  return { drafts: [], labor: 0, looseParts: 0, closed: false };
}

function toJob(draft: Draft): EstimateJob {
  const own = draft.line.amount;
  const price = own === null && draft.shared === 0 ? null : round2((own ?? 0) + draft.shared);
  const priceNote =
    draft.shared > 0
      ? `Includes ${dollars(draft.shared)} of the estimate's shared labor or parts lines.`
      : null;
  return {
    line: draft.line,
    matches: draft.matches,
    services: draft.matches.map((m) => m.service),
    fair: draft.fair,
    price,
    priceNote,
    shared: round2(draft.shared),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
