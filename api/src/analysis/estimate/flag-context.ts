import type { EstimateJob } from './estimate-jobs';
import { lineMileage } from './line-mileage';
import { mentionsAny, sentencesOf } from './owner-words';
import type { ReviewVehicle } from './review-vehicle';
import type { MinderReading } from './maintenance-minder';
import type { ShopService } from './service-catalogue';
import type { SteeringType } from '../vehicle/steering-type';

/** What the flag rules know about the estimate, and the checks several rules share. */

export interface FlagContext {
  readonly vehicle: ReviewVehicle;
  readonly symptomsMentioned: boolean;
  /** The owner's own words (not the priced items), searched for symptoms and conditions. */
  readonly ownerText: string;
  /** The whole estimate as the owner gave it: what the shop quoted, lines and story alike. */
  readonly estimateText: string;
  readonly jobs: readonly EstimateJob[];
  readonly recentlyDone: ReadonlySet<string>;
  /** Ids of services the owner came in for ("took it in to buy new tires"): their own choice. */
  readonly requested?: ReadonlySet<string>;
  readonly steering: SteeringType;
  /** The Maintenance Minder code the estimate names on a Honda or Acura (ADR 104). */
  readonly minder?: MinderReading;
}

export interface Flag {
  readonly details: readonly string[];
  /** What to do about it, in a few words. */
  readonly note: string;
  /** The item is needed but priced above the fair range (not an item to decline). */
  readonly overpriced?: boolean;
  /**
   * Why it is flagged, for the line's label: the car has no such part, it is not due yet, or
   * the facts are missing (ask first). Absent: not needed at all.
   */
  readonly kind?: 'not-applicable' | 'premature' | 'ask-first';
}

/**
 * A symptom or condition in the line itself always counts, except the shop's bare diagnosis
 * (`claimWords`: "the caliper is frozen" is what is to be shown); the owner's words when they
 * described any. The service's own name is not evidence for it: "carbon cleaning" does not show
 * carbon.
 */
export function isJustified(service: ShopService, job: EstimateJob, ctx: FlagContext): boolean {
  const words = service.justifiedBy ?? [];
  if (words.length === 0) return false;
  const claims = new Set(service.claimWords ?? []);
  const findings = words.filter((w) => !claims.has(w));
  const owner = withoutOwnName(ctx.ownerText, service);
  return (
    mentionsAny(withoutOwnName(job.line.text, service), findings) ||
    (ctx.symptomsMentioned &&
      (mentionsAny(owner, findings) ||
        mentionsAny(withoutOwnName(ownWords(ctx), service), [...claims])))
  );
}

/**
 * The owner's own sentences: their notes without the sentences that carry a quoted item ("they
 * said the caliper is frozen and I need new calipers" is the shop speaking).
 */
export function ownWords({ ownerText, jobs }: FlagContext): string {
  return ownerText
    .split('\n')
    .filter((s) => !jobs.some((j) => s.includes(j.line.text) || j.line.text.includes(s)))
    .join('\n');
}

/** The owner's sentences that name the service by one of its aliases ("four original shocks"). */
export function ownerSentencesNaming(ownerText: string, service: ShopService): string[] {
  return sentencesOf(ownerText).filter(
    (sentence) => withoutOwnName(sentence, service) !== sentence,
  );
}

/** `text` with the service's own aliases blanked out ("de-carbonizing" as well as "decarbonizing"). */
export function withoutOwnName(text: string, service: ShopService): string {
  return service.aliases.reduce((rest, alias) => rest.replace(aliasPattern(alias), ' '), text);
}

const aliasPatterns = new Map<string, RegExp>();

function aliasPattern(alias: string): RegExp {
  let pattern = aliasPatterns.get(alias);
  if (!pattern) {
    const words = alias
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    pattern = new RegExp(`(?<![a-z0-9])${words.join('[^a-z0-9]*')}(?![a-z0-9])`, 'gi');
    aliasPatterns.set(alias, pattern);
  }
  return pattern;
}

export function appliesToThisCar(service: ShopService, vehicle: ReviewVehicle): boolean {
  const fromYear = service.requiresSymptomFromModelYear;
  const powertrains = service.requiresSymptomPowertrains;
  return (
    (fromYear === undefined || vehicle.year >= fromYear) &&
    (powertrains === undefined || powertrains.includes(vehicle.powertrain))
  );
}

/** A flush beside a repair of the same system (coolant with a water pump) is part of that repair. */
export function sameSystemRepair(service: ShopService, jobs: readonly EstimateJob[]): boolean {
  return jobs.some((j) =>
    j.services.some((s) => s.category === 'repair' && s.system === service.system),
  );
}

export function reasonOf(service: ShopService): string {
  return service.flagReason ?? `${service.name} is not needed here.`;
}

/**
 * "Yes, I needed new wiper blades", "We did need the belt": the owner grants that the item was
 * needed, so it is not what the shop oversold. Only a concession counts: a bare "I needed a whole
 * new brake system" often retells the shop's claim, as "they told me I needed…" does.
 */
const OWNER_GRANTS =
  /^(?:(?:yes|yeah|ok(?:ay)?|sure|true|granted|admittedly|to be fair|in fairness)[,!.]?\s+(?:i|we)\s+(?:really\s+|definitely\s+|certainly\s+|actually\s+|genuinely\s+)?(?:did\s+)?need(?:ed)?|(?:i|we)\s+(?:really\s+|definitely\s+|certainly\s+|actually\s+)?did\s+need)\b/i;

export function ownerGrantsNeed(job: EstimateJob): boolean {
  return OWNER_GRANTS.test(job.line.text.trim());
}

/** The vehicle as the line is judged: at the mileage the line names, when it names one. */
export function vehicleForLine(job: EstimateJob, vehicle: ReviewVehicle): ReviewVehicle {
  const miles = lineMileage(job.line.text);
  return miles === null ? vehicle : { ...vehicle, mileage: miles, mileageKnown: true };
}
