import type { CollisionKnowledge } from './collision-knowledge';
import type { AreaMatch } from './find-areas';
import { SEPARATORS, clauseStart } from './place-words';
import type { FoundArea } from './read-sentence';
import { severityHits, type SeverityHit } from './severity';

/**
 * "The front bumper is hanging off on the left side, clips broke, no cracks I can see", "came
 * loose on one side, just needs clipped back on": a cover pulled off its clips, with no damage of
 * its own told, is put back with new clips and brackets (the area's `reattach` op), not replaced.
 * A crack, tear or broken mount told in the cover's clauses keeps the damage reading, and so
 * does a hard crash, where the cover coming off is only what shows of a bigger hit.
 */
export function reattached(
  found: FoundArea,
  words: readonly string[],
  matches: readonly AreaMatch[],
  hardCrash: boolean,
  k: CollisionKnowledge,
): FoundArea {
  if (!found.area.reattach || found.own !== true || hardCrash) return found;
  const rule = k.data.detached;
  const said = (h: SeverityHit) =>
    !h.negated && ownClause(words, matches, h.index, found) && !fastenerWord(words, h, rule);
  const hits = severityHits(words, k.severity).filter(said);
  const loose = saysDetached(words, matches, found, k);
  const worse = hits.some(
    (h) => !rule.words.includes(h.phrase) && !rule.neutral.includes(h.phrase),
  );
  return loose && !worse ? { ...found, level: 2, detached: true } : found;
}

/** "hanging off", "came off", "needs clipped back on", in a clause of the cover's own. */
function saysDetached(
  words: readonly string[],
  matches: readonly AreaMatch[],
  found: FoundArea,
  k: CollisionKnowledge,
): boolean {
  return words.some((_, i) =>
    k.data.detached.words.some(
      (p) =>
        words.slice(i, i + p.split(' ').length).join(' ') === p &&
        ownClause(words, matches, i, found),
    ),
  );
}

/** "clips broke", "the broken clips": the fasteners giving way is how a cover comes off. */
function fastenerWord(
  words: readonly string[],
  hit: SeverityHit,
  rule: CollisionKnowledge['data']['detached'],
): boolean {
  const near = words.slice(Math.max(0, hit.index - 3), hit.index + 2);
  return near.some((w) => rule.fasteners.includes(w));
}

/** The clause around `index` names no part but the cover: "…, the mounts are broken" is the cover's. */
function ownClause(
  words: readonly string[],
  matches: readonly AreaMatch[],
  index: number,
  found: FoundArea,
): boolean {
  const from = clauseStart(words, index);
  let to = index;
  while (to < words.length && !SEPARATORS.has(words[to] ?? '')) to += 1;
  return matches
    .filter((m) => m.index >= from && m.index < to)
    .every((m) => m.candidates.includes(found.area));
}
