import type { EstimateJob } from './estimate-jobs';
import type { Flag, FlagContext } from './flag-context';
import { mentionsAny, sentencesOf } from './owner-words';
import type { ShopService } from './service-catalogue';

/**
 * "The tread is at 6/32", "tyres have 5mm left": a measured tread depth still above the point
 * where tires are worn out (services.json `treadLimit`) makes new tires premature, as a pad
 * thickness above the wear limit does for brakes. A difference between tires ("1/32 more worn
 * than the rears") is no depth, and damage (a nail, a bulge) or age (tire makers advise
 * replacing tires about six years old whatever the tread) calls for new tires anyway.
 */

/** A depth in 32nds or millimetres, not a difference between axles or a width. */
const DEPTH =
  /(\d+(?:\.\d+)?)\s*(?:(\/\s*32(?:nds?)?(?:\s*(?:of\s+an\s+inch|inch(?:es)?|in\b|"|”))?)|(mm|millimet(?:er|re)s?))\b(?!\s*(?:difference|more|less|deeper|shallower|wide))/gi;
const TREAD_WORDS = /\b(tread|tires?|tyres?)\b/i;
/** "9 years old", "a tire that old", "because of the age of the tire". */
const OLD_TIRE =
  /\b([6-9]|\d{2})[\s-]*(?:years?|yrs?)[\s-]*old\b|\bage of the (?:tires?|tyres?)\b|\b(?:tires?|tyres?) (?:that|so|too) old\b/i;

const MM_PER_32ND = 25.4 / 32;

/** The sentences (and lines) about the tires or their tread. */
function tireSentences(text: string): string[] {
  return sentencesOf(text)
    .flatMap((s) => s.split(/\n+/))
    .filter((s) => TREAD_WORDS.test(s));
}

/** Depths in 32nds of an inch said in sentences about the tires or their tread. */
export function treadDepths(text: string): number[] {
  return tireSentences(text).flatMap((s) =>
    [...s.matchAll(DEPTH)].map((m) => (m[2] ? Number(m[1]) : Number(m[1]) / MM_PER_32ND)),
  );
}

export function treadAboveLimit(
  service: ShopService,
  job: EstimateJob,
  ctx: FlagContext,
): Flag | null {
  const limit = service.treadLimit;
  // Damage anywhere in the estimate counts, not only where isJustified looks (the line, or the
  // owner's words when they describe symptoms): a bulge the shop wrote in a note excuses new tires.
  if (!limit || mentionsAny(ctx.estimateText, service.justifiedBy ?? [])) return null;
  // The tires' age, not the car's: "my 12-year-old Camry" says nothing about its tires.
  if (tireSentences(ctx.estimateText).some((s) => OLD_TIRE.test(s))) return null;
  const onLine = treadDepths(job.line.text);
  const depths = onLine.length > 0 ? onLine : treadDepths(ctx.ownerText);
  const thirtySeconds = limit.mm / MM_PER_32ND;
  const floor = Math.max(limit.thirtySeconds, thirtySeconds);
  if (depths.length === 0 || Math.min(...depths) <= floor) return null;
  const shallowest = Math.min(...depths);
  return {
    details: [
      limit.says,
      `The tread measured is about ${Math.round(shallowest)}/32 inch (${(shallowest * MM_PER_32ND).toFixed(1)} mm), well above that.`,
    ],
    note: 'Premature: the tread measured still has life left.',
    kind: 'premature',
  };
}
