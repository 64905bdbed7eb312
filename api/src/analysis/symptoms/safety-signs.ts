import { URGENCY_TIMEFRAMES, type SafetyAlert, type Urgency } from '@fairwrench/contracts';
import { z } from 'zod';
import { cueName, type CueVocabulary } from '../text/cue-vocabulary';
import { loadKnowledge } from '../knowledge-loader';
import type { Cue, ReadText } from '../types';
import { isBackground } from './scoring-model';

/**
 * Signs that make a situation urgent whatever its cause (knowledge/safety-signs.json): a brake
 * pedal that sinks, a flashing check-engine light, the oil-pressure light, fumes in the cabin.
 * A sign counts when the owner reports it about the car now, not denied and not as history.
 */

const anyOf = z
  .string()
  .transform((item) => item.split('|'))
  .pipe(z.array(cueName).min(1));

const signSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  all: z.array(anyOf).min(1),
  /** Cues that explain the sign away ("only after it sat in the rain": surface rust). */
  unless: z.array(cueName).min(1).optional(),
  /**
   * Only about the car now, not history or a guess: a tow years ago, or one the owner fears,
   * is no reason to stop driving it today. (A context cue otherwise counts in any frame.)
   */
  onlyNow: z.literal(true).optional(),
  level: z.enum(['High', 'Medium', 'Low']),
  timeframe: z.enum(URGENCY_TIMEFRAMES),
  reason: z.string().min(20),
  sources: z.array(z.string().min(3)).min(1),
});
export type SafetySign = z.infer<typeof signSchema>;

export const safetySignsFileSchema = z.strictObject({
  version: z.string(),
  updated: z.string(),
  description: z.string(),
  signs: z.array(signSchema).min(1),
});

export function loadSafetySigns(cues: CueVocabulary): readonly SafetySign[] {
  const { signs } = loadKnowledge('safety-signs.json', safetySignsFileSchema);
  cues.check(
    'safety-signs.json',
    signs.flatMap((sign) => [...sign.all.flat(), ...(sign.unless ?? [])]),
  );
  return signs;
}

const LEVEL_RANK: Readonly<Record<Urgency['level'], number>> = {
  High: 3,
  Medium: 2,
  Low: 1,
  Unknown: 0,
};

/** Higher level first, then the sooner timeframe. */
export function moreUrgent(a: Urgency, b: Urgency): boolean {
  if (LEVEL_RANK[a.level] !== LEVEL_RANK[b.level]) return LEVEL_RANK[a.level] > LEVEL_RANK[b.level];
  return URGENCY_TIMEFRAMES.indexOf(a.timeframe) < URGENCY_TIMEFRAMES.indexOf(b.timeframe);
}

const CONTEXT = 'context:';
/** Cues that say when or where, not what the car does. */
const SETTING = ['condition:', 'location:', CONTEXT];
const isSetting = (id: string) => SETTING.some((kind) => id.startsWith(kind));

/**
 * A condition ("on the highway", "when braking") counts for a sign only beside the sign's own
 * symptom: in a clause that tells that symptom, or in one that tells no other ("only on the
 * highway"). "Shakes at a light and the light flashed on the highway" is no shaking at speed.
 * Not asked of a High sign: a stall and a highway told apart in one story are still a reason
 * to be quick, and a "drive no further" said once too often costs less than one not said.
 */
function conditionFits(condition: Cue, symptoms: readonly Cue[], present: readonly Cue[]) {
  if (!condition.id.startsWith('condition:') || symptoms.length === 0) return true;
  return condition.clauses.some(
    (clause) =>
      symptoms.some((s) => s.clauses.includes(clause)) ||
      !present.some((c) => !isSetting(c.id) && c.clauses.includes(clause)),
  );
}

/** Told as the past or as a fear, not as what the car does now. */
const notNow = (cue: Cue): boolean => cue.frame === 'history' || cue.frame === 'guess';

/** The signs present in the owner's words, most urgent first, each quoting those words. */
export function safetyAlerts(read: ReadText, signs: readonly SafetySign[]): SafetyAlert[] {
  // Work done ('new tires', 'after the oil change') is told as work tried by nature: a
  // context cue counts in any frame, a symptom only when it is about the car now.
  const told = read.cues.filter(
    (c) => !c.negated && (!isBackground(c) || c.id.startsWith(CONTEXT)),
  );
  const present = new Map(told.map((c) => [c.id, c]));
  const met: { alert: SafetyAlert; evidence: ReadonlySet<string> }[] = [];
  for (const sign of signs) {
    const cues = sign.all
      .map((options) => options.map((id) => present.get(id)).find(Boolean))
      .filter((cue): cue is Cue => cue !== undefined);
    if (cues.length < sign.all.length) continue;
    const symptoms = cues.filter((c) => !isSetting(c.id));
    if (sign.level !== 'High' && !cues.every((c) => conditionFits(c, symptoms, told))) continue;
    // A sign about the car now is explained away only by what is true now too: a flat tyre
    // last month does not excuse today's tow.
    const explains = (id: string) => {
      const cue = present.get(id);
      return cue !== undefined && !(sign.onlyNow && notNow(cue));
    };
    if (sign.unless?.some(explains)) continue;
    if (sign.onlyNow && cues.some(notNow)) continue;
    const evidence = new Set(cues.map((c) => c.evidence));
    met.push({
      alert: {
        reason: sign.reason,
        evidence: [...evidence].join('; '),
        urgency: { level: sign.level, timeframe: sign.timeframe },
      },
      evidence,
    });
  }
  met.sort((a, b) =>
    moreUrgent(a.alert.urgency, b.alert.urgency)
      ? -1
      : moreUrgent(b.alert.urgency, a.alert.urgency)
        ? 1
        : 0,
  );
  // One reason per piece of evidence: a sign whose words a more urgent sign already quoted
  // ("died" under "died on the interstate") would only repeat it.
  const kept: typeof met = [];
  for (const candidate of met) {
    const repeats = kept.some((k) => [...candidate.evidence].every((e) => k.evidence.has(e)));
    if (!repeats) kept.push(candidate);
  }
  return kept.map((k) => k.alert);
}
