import { POWERTRAINS, SEGMENTS } from '../types';
import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import { loadAdvocateRules, type AdvocateRule } from './advocate-rules';

/**
 * The catalogue of things shops put on estimates (knowledge/services.json): how they are
 * written, what they fairly cost, and the rules that show when one is not needed. The schema
 * is the data's contract, so a bad edit fails at load rather than mispricing a review.
 */

const usdRange = z
  .strictObject({ min: z.number().min(0), max: z.number().min(0) })
  .refine((r) => r.min <= r.max, 'min must not exceed max');

const serviceSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  name: z.string().min(3),
  description: z.string().min(10),
  category: z.enum(['maintenance', 'repair', 'addon', 'inspection']),
  system: z.string().min(2),
  pricing: z.enum(['flat', 'job']),
  aliases: z.array(z.string().min(2)).min(1),
  partsUsd: usdRange,
  laborHours: usdRange,
  maintenanceIntervalMiles: z.number().positive().optional(),
  maintenanceIntervalYears: z.number().positive().optional(),
  legacyInterval: z
    .strictObject({
      beforeModelYear: z.number().int(),
      miles: z.number().positive().optional(),
      years: z.number().positive().optional(),
    })
    .optional(),
  segmentIntervalMiles: z.partialRecord(z.enum(SEGMENTS), z.number().positive()).optional(),
  /** Keyed by make as the vehicle profile spells it ("Volkswagen", "Mercedes-Benz"). */
  makeIntervalMiles: z.record(z.string(), z.number().positive()).optional(),
  /** The maker's own interval by time where it differs (brake fluid every 2 years on German makes). */
  makeIntervalYears: z.record(z.string(), z.number().positive()).optional(),
  /**
   * Makes whose normal-use schedule calls this fluid a lifetime fill or lists no change (BMW,
   * the FCA makes, Hyundai/Kia automatic transmissions): the service is optional, so it is "ask
   * first" whatever the mileage, with the maker's reason. One group per maker's wording.
   */
  lifetimeFill: z
    .array(
      z.strictObject({
        makes: z.array(z.string().min(2)).min(1),
        reason: z.string().min(20),
        /** The first model year the maker's wording covers (Subaru's CVT, Mazda's Skyactiv-Drive). */
        fromModelYear: z.number().int().optional(),
      }),
    )
    .optional(),
  /** Where the per-make intervals come from: the makers' own schedules. */
  makeIntervalSources: z.array(z.string().min(10)).optional(),
  requiresSymptom: z.boolean().optional(),
  requiresSymptomFromModelYear: z.number().int().optional(),
  requiresSymptomPowertrains: z.array(z.enum(POWERTRAINS)).optional(),
  justifiedBy: z.array(z.string().min(2)).optional(),
  /**
   * `justifiedBy` words that name the shop's own diagnosis ("sticking", "frozen"): on the shop's
   * line they are its claim, not a finding, so they count only in the owner's own words.
   */
  claimWords: z.array(z.string().min(2)).optional(),
  /** Services this one is a normal part of: beside one of them it needs no symptom of its own. */
  justifiedWith: z.array(z.string()).optional(),
  neverNecessary: z.boolean().optional(),
  chainEngineNotApplicable: z.boolean().optional(),
  notApplicableTo: z.array(z.enum(POWERTRAINS)).optional(),
  notApplicableReason: z.string().optional(),
  /**
   * The fluid this repair stops leaking. When the owner describes a leak of another colour
   * (red is transmission or power-steering fluid, green, orange or pink is coolant), the repair
   * does not match the leak.
   */
  leakFluid: z.enum(['engine-oil']).optional(),
  /** A hydraulic power-steering item: electric steering has no fluid, pump or hoses. */
  hydraulicSteeringOnly: z.boolean().optional(),
  /**
   * Only cars driven this way have the part (a transfer case on AWD or 4WD; a separate
   * differential on RWD, AWD or 4WD): a front-wheel-drive car has nothing to service.
   */
  drives: z.array(z.enum(['FWD', 'RWD', 'AWD', '4WD'])).optional(),
  flagWhenOverpriced: z.boolean().optional(),
  /**
   * A shop's bundle of these services ("$500 worth of fluid flushes"): when the estimate also
   * names any of them, the bundle is their total and each is judged on its own line instead.
   */
  bundleOf: z.array(z.string()).optional(),
  /**
   * A package sold as one price ("60k service $689.95") whose contents the estimate may list
   * after it ("includes oil change, tire rotation, spark plugs"): then the package is judged as
   * those services, each against the maker's schedule, and priced as their sum.
   */
  listsContents: z.literal(true).optional(),
  addonTo: z.array(z.string()).optional(),
  wearLimitMm: z.number().positive().optional(),
  questionableWithoutSymptom: z.boolean().optional(),
  unnecessaryBeforeModelYear: z
    .strictObject({ modelYear: z.number().int(), exceptSegments: z.array(z.enum(SEGMENTS)) })
    .optional(),
  unitsInRange: z.number().int().positive().optional(),
  /** Priced for one axle: "front and rear", "all four wheels" is two of it (fair-price.ts). */
  perAxle: z.literal(true).optional(),
  flagReason: z.string().optional(),
  /** How many miles the part usually lasts, with its source: a repeat well inside it is asked about. */
  typicalLife: z
    .strictObject({ miles: z.number().int().positive(), says: z.string().min(10) })
    .optional(),
  /**
   * A classic upsell: what the owner should check before paying for it ("your owner's manual
   * interval has passed since it was last done"). Flagged when nothing on the estimate or in the
   * owner's words shows it is needed: without the mileage, or always when `always` is set (a
   * part sold without a measurement).
   */
  upsellUnless: z
    .strictObject({ check: z.string().min(10), always: z.boolean().optional() })
    .optional(),
  /**
   * The maker schedules it apart from the oil change, less often: an owner told it is done "at
   * every oil change" is told so, with what the schedule says (`says`, with its source).
   */
  notEveryOilChange: z.strictObject({ says: z.string().min(10) }).optional(),
  /**
   * Not what a difference in tread between the front and rear tires calls for: that is what
   * rotation evens out. `says` what does call for it, `signs` the words that show it.
   */
  notForAxleWear: z
    .strictObject({ says: z.string().min(10), signs: z.array(z.string().min(2)).min(1) })
    .optional(),
  /**
   * Tread still above these depths (in 32nds of an inch, or millimetres) on the line or in the
   * owner's words: the tires are not worn out yet, so new ones are premature.
   */
  treadLimit: z
    .strictObject({
      thirtySeconds: z.number().positive(),
      mm: z.number().positive(),
      says: z.string().min(10),
    })
    .optional(),
  question: z.string().optional(),
  sources: z.array(z.string().min(5)).min(1),
});
type CatalogueService = z.infer<typeof serviceSchema>;

/** A catalogue row with the advocate rules that cover it (advocate-rules.json), applied at load. */
export type ShopService = CatalogueService & { readonly rules?: readonly AdvocateRule[] };

const catalogueSchema = z
  .strictObject({
    version: z.string(),
    description: z.string(),
    fields: z.record(z.string(), z.string()),
    sources: z.array(z.string()).min(1),
    services: z.array(serviceSchema).min(50),
  })
  .refine((c) => new Set(c.services.map((s) => s.id)).size === c.services.length, {
    error: 'service ids must be unique',
  })
  .refine((c) => c.services.every((s) => (s.addonTo ?? []).every((id) => hasId(c.services, id))), {
    error: 'addonTo must name services in the catalogue',
  });

function hasId(services: readonly { id: string }[], id: string): boolean {
  return services.some((s) => s.id === id);
}

/** Loaded at start-up: reviews run thousands of times on the same catalogue. */
export function loadShopServices(): readonly ShopService[] {
  return withRules(loadKnowledge('services.json', catalogueSchema).services, loadAdvocateRules());
}

/**
 * Applies the advocate rules to the catalogue: each rule's flag (`sets`) on the services it
 * names, and the rules themselves for the citation the review shows. A rule naming a service the
 * catalogue lacks is a bad edit and fails at load.
 */
export function withRules(
  services: readonly CatalogueService[],
  rules: readonly AdvocateRule[],
): ShopService[] {
  for (const rule of rules) {
    const unknown = rule.services.filter((id) => !hasId(services, id));
    if (unknown.length > 0) {
      throw new Error(`Advocate rule ${rule.id} names unknown services: ${unknown.join(', ')}`);
    }
  }
  return services.map((service) => {
    const covering = rules.filter((r) => r.services.includes(service.id));
    if (covering.length === 0) return service;
    const flags = Object.fromEntries(covering.flatMap((r) => (r.sets ? [[r.sets, true]] : [])));
    return { ...service, ...flags, rules: covering };
  });
}
