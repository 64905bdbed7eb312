import { endsIn, sidesIn, type End, type Side } from './area-context';
import {
  isBodyWork,
  type AreaEntry,
  type CollisionKnowledge,
  type Level,
} from './collision-knowledge';
import { readCrashSigns, type CrashSigns } from './crash-signs';
import { reattached } from './detached';
import { findAreas, type AreaMatch } from './find-areas';
import { withoutHistory } from './history';
import { readImpacts, singleEnd, type Impact } from './impact';
import { saysPaintWhole } from './paint-whole';
import { namedAsPlace } from './place-words';
import { readSentence, type FoundArea } from './read-sentence';
import { severityHits, strongest, type SeverityHit } from './severity';

export interface DamageReading {
  readonly areas: readonly FoundArea[];
  readonly impacts: readonly Impact[];
  /** No area was named; the areas are the usual ones for the impact described. */
  readonly assumedFromImpact: boolean;
  /** The owner says the paint is unbroken: dents may suit paintless repair. */
  readonly noPaintDamage: boolean;
  readonly triCoat: boolean;
  readonly aluminumSaid: boolean;
  /** The owner names a driver-assistance system, so the car has it whatever its year. */
  readonly adasSaid: boolean;
  /** The owner says a sensor or camera calibration is needed. */
  readonly calibrationSaid: boolean;
  /** Any damage word or impact at all: without one the text is probably not about body damage. */
  readonly mentionsDamage: boolean;
  /** The worst damage word in the text ("smashed" 4), whatever area it belongs to; 0 for none. */
  readonly worstWord: number;
  /** Areas whose dearer version the owner names ("LED headlights"). */
  readonly premiumAreas: ReadonlySet<string>;
  /** How hard the crash was, from the story rather than the panels. */
  readonly crash: CrashSigns;
}

const LEAK_WORDS = new Set(['leak', 'leaking', 'leaks', 'dripping', 'puddle', 'steaming', 'steam']);

/** Reads damaged areas, sides, severities and finish hints from the owner's description. */
export function readDamage(
  text: string,
  k: CollisionKnowledge,
  keep: readonly string[] = [],
): DamageReading {
  const normalized = withoutHistory(k.normalize(text, keep));
  const sentences = normalized.split(' . ').map((s) => s.split(' ').filter((w) => w && w !== '.'));
  const words = sentences.flat();
  const impacts = readImpacts(normalized, k.impacts);
  const sides = sidesIn(words);
  // Parts named at one end ("the front bumper cover") place an unqualified "bumper" better
  // than the manoeuvre does ("backing out of the spot" when the nose caught the curb stop).
  const matches = sentences.map((s) => findAreas(s, k.areaIndex));
  const storyEnd = namedEnd(sentences, matches) ?? singleEnd(impacts);
  const context = {
    impactEnd: storyEnd ?? onlyEnd(words),
    hitEnd: singleEnd(impacts),
    bothEnds: storyEnd === null && saysBothEnds(words),
    sides: sides.length === 1 ? sides : [],
    strongest: textLevel(severityHits(words, k.severity)),
  };
  const signs = readCrashSigns(normalized, k.data.crash, k.severity.negations);
  const hard = signs.hard.length > 0;
  const found = merge(
    sentences.flatMap((s, i) =>
      readSentence(s, context, k, matches[i]).map((f) =>
        reattached(f, s, matches[i] ?? [], hard, k),
      ),
    ),
    words,
  );
  // Only a hit (not a part named) puts an unnamed bumper cover in the way.
  const hitEnd = singleEnd(impacts) === null ? null : storyEnd;
  const chain = k.data.crash.chain.some((p) => new RegExp(p).test(normalized));
  const bothEnds = chain ? atBothEnds(found, context.strongest?.level, k) : found;
  const named = onlyContamination(
    withWholeEnd(withImplied(withBumper(bothEnds, hitEnd, k), words, k), words, k),
  );
  const defaults =
    named.length > 0 ? [] : impactDefaults(impacts, context.sides, context.strongest?.level, k);
  const has = (list: readonly string[]) => list.some((p) => ` ${normalized} `.includes(` ${p} `));
  const { finishWords } = k.data;
  // A speed alone ("shakes at 60 mph") is not a crash.
  const mentionsDamage =
    context.strongest !== undefined || impacts.length > 0 || signs.hard.some((s) => s !== 'speed');
  const areas = named.length > 0 ? named : defaults;
  const paced = signs.light ? areas.map((a) => atWalkingPace(a, k)) : areas;
  return {
    areas: signs.bumperTest ? atBumperTestSpeed(paced, storyEnd ?? context.impactEnd, k) : paced,
    impacts,
    assumedFromImpact: named.length === 0 && defaults.length > 0,
    worstWord: signs.light ? 0 : (context.strongest?.level ?? 0),
    noPaintDamage: has(finishWords.noPaintDamage) || saysPaintWhole(words, k),
    triCoat: has(finishWords.triCoat),
    aluminumSaid: has(finishWords.aluminum),
    adasSaid: has(k.data.adas.systems) || has(k.data.adas.calibration),
    calibrationSaid: has(k.data.adas.calibration),
    mentionsDamage,
    premiumAreas: new Set(
      k.data.areas.filter((a) => a.premium && has(a.premium.words)).map((a) => a.id),
    ),
    crash: mentionsDamage ? strandedBy(signs, areas) : { ...signs, hard: [], bumperTest: false },
  };
}

const CONTAMINATION = 'paint-contamination';

/**
 * Road paint, tar or overspray "all over the wheel wells and rocker panel": the panels named
 * with no damage told are where it landed, not panels to repair.
 */
function onlyContamination(found: readonly FoundArea[]): readonly FoundArea[] {
  if (!found.some((f) => f.area.id === CONTAMINATION)) return found;
  return found.filter(
    (f) => f.area.id === CONTAMINATION || f.own === true || f.implied !== undefined,
  );
}

/**
 * "Part of the rear axle broke off", "the control arm snapped": a car whose suspension or steering
 * is broken cannot be driven away, whatever the owner says of the speed, so the crash is read as
 * one that left the car undriveable.
 */
function strandedBy(signs: CrashSigns, areas: readonly FoundArea[]): CrashSigns {
  const broken = areas.some((a) => a.area.id === 'suspension' && a.level >= 4 && a.own === true);
  return broken && !signs.hard.includes('undriveable')
    ? { ...signs, hard: [...signs.hard, 'undriveable'] }
    : signs;
}

/**
 * A walking-pace hit ("2 mph", "barely moving") bends and cracks panels but does not crush them
 * (IIHS's 3 and 6 mph bumper tests): a body panel is read at most at `lightHitMaxLevel`, so a
 * fender that borrows "knocked off" from the mirror is priced as bent, not cut out. Parts that
 * come off (a mirror, a lamp) are still replaced.
 */
function atWalkingPace(found: FoundArea, k: CollisionKnowledge): FoundArea {
  const cap = k.data.crash.lightHitMaxLevel as Level;
  return isBodyWork(found.area) && found.level > cap ? { ...found, level: cap } : found;
}

/**
 * A stated 5-10 mph into an end of the car is the hit of IIHS's bumper tests, whose bills run to
 * the bumper cover, its reinforcement and absorbers (and often lamps, hood and fenders): a cover
 * whose damage the owner does not describe is read as cracked, and the reinforcement behind a
 * cover that is at least dented is added. A scuff the owner describes stays a scuff. Each end
 * the damaged parts sit at is such a hit ("front and rear, 6 mph"); with no part placed, the end
 * the story names.
 */
function atBumperTestSpeed(
  found: readonly FoundArea[],
  storyEnd: End | null,
  k: CollisionKnowledge,
): FoundArea[] {
  const ends = new Set(found.flatMap((f) => (f.area.position === null ? [] : [f.area.position])));
  const hit = ends.size > 0 ? [...ends] : storyEnd ? [storyEnd] : [];
  return hit.reduce((areas, end) => atBumperTestEnd(areas, end, k), [...found]);
}

/** One end of a bumper-test hit: the cover read as cracked unless described, its reinforcement added. */
function atBumperTestEnd(found: FoundArea[], end: End, k: CollisionKnowledge): FoundArea[] {
  const cover = k.areaById.get(k.data.impactDefaults[end][0] ?? '');
  const behind = cover?.implies ? k.areaById.get(cover.implies.area) : undefined;
  if (!cover || !behind) return found;
  const why = k.data.crash.bumperTestNote;
  const level = 3 as Level;
  const described = (f: FoundArea) => f.own === true && f.evidence !== null;
  const raised = found.map((f) =>
    f.area.id === cover.id && f.level < level && !described(f) ? { ...f, level } : f,
  );
  const hit = raised.find((f) => f.area.id === cover.id);
  const add = (area: AreaEntry) => [{ area, side: null, level, evidence: null, implied: why }];
  if (!hit) return [...raised, ...add(cover), ...add(behind)];
  const reaches = hit.level >= 2 && !raised.some((f) => f.area.id === behind.id);
  return reaches ? [...raised, ...add(behind)] : raised;
}

/**
 * The damage word an area with none of its own borrows: the strongest in the text, but when
 * the owner says there was no visible damage, at most cosmetic ("no visible damage to either
 * car … he got estimates to fix his bumper").
 */
function textLevel(hits: readonly SeverityHit[]): SeverityHit | undefined {
  const none = hits.find((h) => h.negated && NO_DAMAGE.has(h.phrase));
  return none ? { ...none, level: 1, negated: false } : strongest(hits);
}

const NO_DAMAGE = new Set(['damage', 'damaged']);

/**
 * One entry per area and side at its worst level. An area the owner calls fine is dropped
 * unless another clause gives it damage words of its own. Places ("behind the back wheel") give way to
 * damaged areas; a re-mention without its own damage word ("LED headlights") gives way to the
 * described one; an unsided mention yields to a sided one; hail repair covers the dented panels.
 */
function merge(named: readonly FoundArea[], words: readonly string[]): FoundArea[] {
  const mentions = withoutTheirs(named, words);
  // "The hit was where the bumper meets the fender … the bumper held up": only the area's own
  // damage words outweigh the owner saying it is fine.
  const cleared = new Set(mentions.filter((f) => f.cleared).map((f) => f.area.id));
  const found = mentions
    .filter((f) => !f.cleared && (f.own || !cleared.has(f.area.id)))
    .map((f) => (workedAfter(f, mentions) ? notReplaced(f) : f));
  const damaged = found.some((f) => !f.secondary) ? found.filter((f) => !f.secondary) : found;
  const described = damaged.filter(
    (f) => f.own || !damaged.some((o) => o.own && o.area.id === f.area.id),
  );
  const byKey = new Map<string, FoundArea>();
  for (const f of described) {
    const key = `${f.area.id}|${f.side ?? ''}`;
    const seen = byKey.get(key);
    if (!seen || seen.level < f.level) byKey.set(key, f);
  }
  const all = [...byKey.values()];
  const hail = all.some((f) => f.area.id === 'hail');
  return all.filter(
    (f) =>
      (f.side !== null || !all.some((o) => o.area.id === f.area.id && o.side)) &&
      !(hail && f.area.material === 'steel'),
  );
}

/**
 * "The mirror folded in … the mirror reopened and works normally": an area the owner later calls
 * fine or working is not replaced, whatever the first look suggested; only what the part still
 * shows (a scuffed cover, a dent) is priced.
 */
function workedAfter(found: FoundArea, mentions: readonly FoundArea[]): boolean {
  const at = mentions.indexOf(found);
  const same = (f: FoundArea) =>
    f.area.id === found.area.id && (!f.side || !found.side || f.side === found.side);
  return mentions.some((f, i) => i > at && f.fine === true && same(f));
}

/** The worst level at which the area is repaired rather than replaced. */
function notReplaced(found: FoundArea): FoundArea {
  const { ops } = found.area;
  const levels = ([1, 2, 3, 4] as const).filter(
    (l) => l <= found.level && !ops[l].action.includes('replace'),
  );
  const level = levels.at(-1) ?? 1;
  return { ...found, level };
}

/**
 * "Her bumper had a few scratches; my headlights are smashed", "knocked his back end off" (the
 * deer's): a part named as someone else's is the other party's when the owner also names damage
 * of their own. When the text speaks of a family member ("my wife's car: her door is dented")
 * or names nothing else, "her" and "his" are the owner's car.
 */
function withoutTheirs(
  mentions: readonly FoundArea[],
  words: readonly string[],
): readonly FoundArea[] {
  const family = words.some((w) => FAMILY.has(w));
  const ours = mentions.some((f) => !f.theirs);
  return family || (!ours && !otherParty(words)) ? mentions : mentions.filter((f) => !f.theirs);
}

/**
 * "I hit her at her back right tire", "she backed into me": the story names the other driver as
 * "her", "him" or "them", so "her tire" is the other car's even when the owner names no part of
 * their own.
 */
function otherParty(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      (HIT_VERBS.has(w) && OBJECT_PRONOUNS.has(words[i + 1] ?? '')) ||
      (SUBJECT_PRONOUNS.has(w) &&
        HIT_VERBS.has(words[i + 1] ?? '') &&
        VICTIM.has(words[i + 2] ?? '')),
  );
}

const HIT_VERBS = new Set(
  'hit struck clipped bumped tapped rammed sideswiped swiped ended'.split(' '),
);
const OBJECT_PRONOUNS = new Set(['her', 'him', 'them']);
const SUBJECT_PRONOUNS = new Set(['she', 'he', 'they']);
const VICTIM = new Set(['me', 'us', 'my', 'our']);

const FAMILY = new Set(
  'wife wifes husband husbands daughter daughters son sons mother mothers mom moms father fathers dad dads sister sisters brother brothers girlfriend girlfriends boyfriend boyfriends grandmother grandfather aunt uncle niece nephew'.split(
    ' ',
  ),
);

function withImplied(
  found: FoundArea[],
  words: readonly string[],
  k: CollisionKnowledge,
): FoundArea[] {
  const { areaById } = k;
  const out = [...found];
  const add = (area: AreaEntry | undefined, base: FoundArea, level: number, why: string) => {
    if (!area || out.some((f) => f.area.id === area.id)) return;
    const side = area.sided ? base.side : null;
    out.push({ area, side, level: level as Level, evidence: null, implied: why });
  };
  for (const f of found) {
    const rule = f.area.implies;
    if (rule && f.level >= rule.fromLevel) {
      add(areaById.get(rule.area), f, rule.level, `usually damaged with the ${f.area.name}`);
    }
  }
  const front = found.find((f) => f.area.position === 'front');
  const leaks = words.some((w, i) => LEAK_WORDS.has(w) && !negatedAt(words, i, k));
  if (front && leaks) {
    add(areaById.get('cooling'), front, 3, 'a fluid leak after a front impact');
  }
  return out;
}

/**
 * "The whole front end was mashed in", "the entire back end is crushed": the owner names a whole
 * end of the car (not a whole bumper), and its bumper cover reads as cracked or worse, so the parts in that end's
 * crush zone (`wholeEnd`: reinforcement, grille, hood, lamps, fenders, radiator) are damaged too.
 */
function withWholeEnd(
  found: FoundArea[],
  words: readonly string[],
  k: CollisionKnowledge,
): FoundArea[] {
  const rule = k.data.wholeEnd;
  const out = [...found];
  for (const end of ['front', 'rear'] as const) {
    const named = words.some(
      (w, i) =>
        rule.words.includes(w) &&
        endsIn([words[i + 1] ?? '']).includes(end) &&
        words[i + 2] === 'end',
    );
    const cover = found.find((f) => f.area.id === k.data.impactDefaults[end][0]);
    if (!named || !cover || cover.level < rule.fromLevel) continue;
    // "The whole front end was mashed in": each part of it is as badly hurt as the end.
    const level = cover.level;
    for (const area of rule[end].flatMap((id) => k.areaById.get(id) ?? [])) {
      if (out.some((f) => f.area.id === area.id)) continue;
      const sides = area.sided ? (['left', 'right'] as const) : [null];
      for (const side of sides) out.push({ area, side, level, evidence: null, implied: rule.note });
    }
  }
  return out;
}

/** "there wasn't steam billowing", "no fluid leaking": said not to have happened. */
function negatedAt(words: readonly string[], index: number, k: CollisionKnowledge): boolean {
  return words.slice(Math.max(0, index - 3), index).some((w) => k.severity.negations.has(w));
}

/**
 * The one end of the car that the parts named by an end-specific word sit at, if only one. A part
 * named as a place ("a gap between the spoiler and the door") does not say which end was hit.
 */
function namedEnd(
  sentences: readonly (readonly string[])[],
  matches: readonly (readonly AreaMatch[])[],
): End | null {
  const ends = new Set(
    matches.flatMap((list, i) =>
      list.flatMap((match) => {
        const { candidates } = match;
        const position = candidates.length === 1 ? candidates[0]?.position : null;
        const at = position === 'front' || position === 'rear' ? position : null;
        return at && !namedAsPlace(sentences[i] ?? [], list, match) ? [at] : [];
      }),
    ),
  );
  return ends.size === 1 ? ([...ends][0] ?? null) : null;
}

/** "front and rear", "back and front": the owner names both ends of the car together. */
function saysBothEnds(words: readonly string[]): boolean {
  return words.some((w, i) => {
    const pair = [w, words[i + 2]];
    return words[i + 1] === 'and' && pair.includes('front') && pair.some((e) => REAR.has(e ?? ''));
  });
}

const REAR = new Set(['rear', 'back']);

/** The one end of the car the whole text names ("rear bumper cover … R&I bumper cover"). */
function onlyEnd(words: readonly string[]): 'front' | 'rear' | null {
  const ends = new Set(endsIn(words));
  return ends.size === 1 ? ([...ends][0] ?? null) : null;
}

/**
 * A hard front or rear hit always goes through that end's bumper cover first, even when the
 * owner only mentions what is behind it ("trunk crushed").
 */
function withBumper(
  found: FoundArea[],
  end: 'front' | 'rear' | null,
  k: CollisionKnowledge,
): FoundArea[] {
  const { data, areaById } = k;
  const worst = Math.max(0, ...found.filter((f) => isBodyWork(f.area)).map((f) => f.level));
  const bumper = end ? areaById.get(data.impactDefaults[end][0] ?? '') : undefined;
  if (
    !bumper ||
    worst < 3 ||
    found.some((f) => f.area.position === end && f.area.material === 'plastic')
  ) {
    return found;
  }
  const why = `takes the first hit in a ${end} impact`;
  return [...found, { area: bumper, side: null, level: 3, evidence: null, implied: why }];
}

/**
 * A chain collision ("hit from behind and pushed into the car in front") damages both ends: an
 * end the owner describes nothing at gets that end's usual areas, at the text's worst level.
 * Only when the owner names some damage; with none, both ends come from the impacts anyway.
 */
function atBothEnds(
  found: FoundArea[],
  level: Level | undefined,
  k: CollisionKnowledge,
): FoundArea[] {
  if (found.length === 0) return found;
  const why = k.data.crash.chainNote;
  // The push into the car ahead is slower than the hit that caused it: the end the owner does
  // not describe is read at most as cracked or bent, not crushed.
  const pushed = Math.min(3, level ?? 2) as Level;
  const missing = (['front', 'rear'] as const).filter(
    (end) => !found.some((f) => f.area.position === end),
  );
  const added = missing.flatMap((end) =>
    k.data.impactDefaults[end].flatMap((id) => {
      const area = k.areaById.get(id);
      return area ? [{ area, side: null, level: pushed, evidence: null, implied: why }] : [];
    }),
  );
  return [...found, ...added];
}

function impactDefaults(
  impacts: readonly Impact[],
  sides: readonly Side[],
  level: Level | undefined,
  k: CollisionKnowledge,
): FoundArea[] {
  const { data, areaById } = k;
  return impacts.flatMap((impact) =>
    data.impactDefaults[impact].flatMap((id) => {
      const area = areaById.get(id);
      if (!area) return [];
      const side = area.sided ? (sides[0] ?? null) : null;
      const why = `the usual area for a ${impact} impact`;
      return [{ area, side, level: level ?? 2, evidence: null, implied: why }];
    }),
  );
}
