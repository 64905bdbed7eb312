import type { CollisionData } from './collision-schema';

/** What the story says about how hard the crash was, apart from the panels it names. */
export type HardSign = 'animal' | 'undriveable' | 'speed' | 'violent';

export interface CrashSigns {
  /** Signs of a hard hit, in the order the anchors are tried. */
  readonly hard: readonly HardSign[];
  /** "low speed", "parking lot", "minor accident": the owner says the hit was light. */
  readonly gentle: boolean;
  /** "2 mph", "barely moving", "love tap": a walking-pace hit, which bends panels but does not crush them. */
  readonly light: boolean;
  /** A walking-pace hit at a stated 5-10 mph, the speed of IIHS's bumper tests. */
  readonly bumperTest: boolean;
}

type CrashWords = CollisionData['crash'];

/**
 * Reads the crash itself: a large animal struck, a car that could not be driven away, a speed
 * at or above the road-speed threshold ("hit one going 60 mph"), a violent hit (rolled, head
 * on, "hit hard"). A glancing contact ("sideswiped", "grazed") is read as gentle, and a rock or
 * debris strike does not make the car's speed a crash speed. Owners name the panels they can
 * see; these signs say how much lies behind them.
 */
export function readCrashSigns(
  normalized: string,
  words: CrashWords,
  negations: ReadonlySet<string> = new Set(),
): CrashSigns {
  const text = ` ${normalized} `;
  const tokens = normalized.split(' ');
  const has = (list: readonly string[]) => list.some((p) => said(tokens, p, negations));
  const speeds = statedSpeeds(text);
  const hard: HardSign[] = [];
  if (has(words.animals)) hard.push('animal');
  if (has(words.undriveable)) hard.push('undriveable');
  // A rock thrown up or falling onto a moving car is not a collision at that speed.
  const thrown = has(words.thrownObjects);
  if (!thrown && speeds.some((s) => s >= words.roadSpeedMph)) hard.push('speed');
  if (has(words.violent)) hard.push('violent');
  const light =
    has(words.lightHit) || (speeds.length > 0 && speeds.every((s) => s <= words.walkingSpeedMph));
  const bumperTest = light && speeds.some((s) => s >= words.bumperTestMph);
  return { hard, gentle: light || has(words.gentle), light, bumperTest };
}

/**
 * The phrase occurs and is not denied: "no airbags went off" and "we didnt even hit hard enough
 * to jolt us" are not a violent crash. A phrase that carries its own negation ("wasnt drivable")
 * is read as it stands.
 */
function said(tokens: readonly string[], phrase: string, negations: ReadonlySet<string>) {
  const words = phrase.split(' ');
  for (let i = 0; i + words.length <= tokens.length; i += 1) {
    if (!words.every((w, j) => tokens[i + j] === w)) continue;
    if (!tokens.slice(Math.max(0, i - 3), i).some((w) => negations.has(w))) return true;
  }
  return false;
}

const ONES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT = '(?:mph|miles an hour|miles per hour)';

/**
 * The speeds stated in the story, in digits ("45 mph") or in words as owners and court
 * records write them ("about forty-five miles per hour", "five miles an hour").
 */
function statedSpeeds(text: string): number[] {
  const digits = [...text.matchAll(new RegExp(` (\\d{1,3}) ?${UNIT} `, 'g'))].map((m) =>
    Number(m[1]),
  );
  const words = [...text.matchAll(new RegExp(` ([a-z]+)(?:[ -]([a-z]+))? ${UNIT} `, 'g'))]
    .map((m) => {
      const tens = ONES[m[1] ?? ''];
      const ones = m[2] === undefined ? 0 : ONES[m[2]];
      if (tens === undefined) return ones !== undefined && ones > 0 ? ones : null;
      return ones === undefined ? tens : tens + (tens >= 20 && ones < 10 ? ones : 0);
    })
    .filter((s): s is number => s !== null && s > 0);
  return [...digits, ...words];
}
