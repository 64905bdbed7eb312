import { POWERTRAINS, SEGMENTS } from '../types';
import { ADAS_SENSORS } from '../vehicle/car-facts';
import { z } from 'zod';

const range = z
  .tuple([z.number().nonnegative(), z.number().nonnegative()])
  .refine(([min, max]) => min <= max, 'range minimum above maximum');
const segment = z.enum(SEGMENTS);

export const opSchema = z.strictObject({
  action: z.enum(['inspect', 'refinish', 'repair', 'repair or replace', 'replace']),
  label: z.string().min(1),
  body: range.optional(),
  paint: range.optional(),
  frame: range.optional(),
  mech: range.optional(),
  parts: range.optional(),
  sublet: range.optional(),
  /** Working days the sublet takes (a hail technician's work spans days, not shop hours). */
  subletDays: range.optional(),
  structural: z.boolean().optional(),
});

export const areaSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).min(1),
  /** Only these powertrains have this area (an EV's traction battery); absent: every car. */
  powertrains: z.array(z.enum(POWERTRAINS)).optional(),
  /** Priced from published invoices (a battery pack): no teardown or class uplift on top. */
  invoicePriced: z.boolean().optional(),
  position: z.enum(['front', 'rear']).nullable(),
  sided: z.boolean(),
  /** steel panels may be aluminium on some vehicles; the rest never are. */
  material: z.enum([
    'steel',
    'plastic',
    'structure',
    'trim',
    'lamp',
    'glass',
    'wheel',
    'tire',
    'mechanical',
    'srs',
    'hail',
  ]),
  requiresSeverity: z.boolean().optional(),
  minLevel: z.number().int().min(1).max(4).optional(),
  /**
   * Damage words that mean more on this area than in general: a chipped lamp housing lets water
   * in and is replaced, where a chipped bumper is touched up.
   */
  wordLevels: z.record(z.string(), z.number().int().min(1).max(4)).optional(),
  ops: z.strictObject({ 1: opSchema, 2: opSchema, 3: opSchema, 4: opSchema }),
  blend: z.strictObject({ hours: range, into: z.string() }).optional(),
  pdr: range.optional(),
  /** Dearer units the owner may name ("LED headlights"). */
  premium: z
    .strictObject({ words: z.array(z.string()), parts: range, label: z.string() })
    .optional(),
  implies: z
    .strictObject({ fromLevel: z.number().int(), area: z.string(), level: z.number().int() })
    .optional(),
  /** A cover pulled off its clips with no damage of its own: refitted with new clips, no refinish. */
  reattach: opSchema.optional(),
  src: z.array(z.string()).min(1),
});

export const calibrationSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  areas: z.array(z.string()).min(1),
  minLevel: z.number().int(),
  /** First model year the system is common in each segment; a missing segment means rarely fitted. */
  since: z.partialRecord(segment, z.number().int()),
  cost: range,
  /** A check so routine (alignment reset, headlight aim) that it does not call for scans. */
  triggersScan: z.boolean().optional(),
  /** Skipped when this area is already priced (a replaced parking sensor needs no check). */
  unlessArea: z.string().optional(),
  /** The sensor it checks, as adas.json names it: known fitted or absent, no "if equipped". */
  sensor: z.enum(ADAS_SENSORS).optional(),
  src: z.array(z.string()).min(1),
});

/** The average repair of one kind of crash, in 2024 dollars, with its source. */
const crashAnchor = z.strictObject({
  typical: z.number().positive(),
  /** The bill line that tops the estimate up to the average. */
  label: z.string().min(10),
  reason: z.string().min(10),
  src: z.array(z.string()).min(1),
  /** How `typical` was derived from the published figure, when it is not that figure. */
  note: z.string().optional(),
});

/** collision.json: validated once at load so a bad edit fails at start-up, not mid-analysis. */
export const collisionSchema = z.strictObject({
  version: z.string(),
  about: z.string(),
  sources: z.record(z.string(), z.string().min(1)),
  rates: z.strictObject({
    bodyLaborFactor: range,
    paintLaborFactor: range,
    frameLaborFactor: range,
    paintMaterialsPerHour: range,
    scanHours: range,
    note: z.string(),
    src: z.array(z.string()),
  }),
  invoiceLevel: z.strictObject({
    /**
     * What teardown adds, by the worst body damage (the last step whose level it reaches): a
     * factor on the guide-priced lines and an amount once per repair (set-up, masking,
     * materials, trim R&I). Scuffs and small dents rarely grow at teardown; crushed panels do.
     */
    steps: z
      .array(
        z.strictObject({
          fromLevel: z.number().int().min(1).max(4),
          factor: z.number().min(1),
          perRepair: z.number().min(0),
        }),
      )
      .min(1),
    label: z.string().min(10),
    hiddenLabel: z.string().min(10),
    maxWidth: z.number().min(1.2),
    reason: z.string().min(10),
    classes: z.array(
      z.strictObject({
        id: z.string(),
        powertrains: z.array(z.enum(POWERTRAINS)).optional(),
        segments: z.array(z.enum(SEGMENTS)).optional(),
        factor: z.number().min(1),
        label: z.string().min(10),
        reason: z.string().min(10),
        /** Why the class covers what it covers (which segments are left out and why). */
        note: z.string().optional(),
      }),
    ),
    note: z.string(),
    src: z.array(z.string()),
  }),
  /** When to tell the owner the insurer may total the car (repair against a value band for its age). */
  totalLoss: z.strictObject({
    threshold: z.number().min(0.5).max(1),
    valueByAge: z.array(z.strictObject({ maxAge: z.number(), value: range })).min(1),
    premiumFactor: z.number().min(1),
    premiumSegments: z.array(segment),
    premiumPowertrains: z.array(z.enum(POWERTRAINS)),
    batteryAreas: z.array(z.string()),
    batteryMinLevel: z.number().int().min(1).max(4),
    batteryNote: z.string().min(10),
    /** The "up to" line a hard hit gets: structure damage up to where the car would be totalled. */
    hardHit: z.strictObject({ label: z.string().min(20), reason: z.string().min(20) }),
    /** The same line when an EV's battery casing is damaged: a new pack, often a write-off. */
    batteryRisk: z.strictObject({ label: z.string().min(20), reason: z.string().min(20) }),
    note: z.string(),
    src: z.array(z.string()).min(1),
  }),
  /** How hard the crash was, read from the story, and what such crashes cost on average. */
  crash: z.strictObject({
    animals: z.array(z.string()),
    undriveable: z.array(z.string()),
    violent: z.array(z.string()),
    gentle: z.array(z.string()),
    /** Words for a hit at walking pace ("love tap", "barely moving"); a stated speed at or under walkingSpeedMph counts too. */
    lightHit: z.array(z.string()),
    walkingSpeedMph: z.number().int().positive(),
    /** The worst body-panel level a walking-pace hit is read at (IIHS low-speed tests). */
    lightHitMaxLevel: z.number().int().min(1).max(4),
    lightHitNote: z.string(),
    lightHitSrc: z.array(z.string()),
    /**
     * A stated speed from here up to walkingSpeedMph is the speed of IIHS's bumper tests: the hit
     * reaches the bumper reinforcement and absorbers at that end, not just the cover.
     */
    bumperTestMph: z.number().int().positive(),
    bumperTestNote: z.string(),
    roadSpeedMph: z.number().int().positive(),
    /**
     * A rock, stone or debris that struck the car: the car's own speed is not a crash speed, and
     * such a strike is a comprehensive claim, not the average collision repair the anchor is.
     */
    thrownObjects: z.array(z.string()),
    /**
     * "pushed me into the car in front", "sandwiched": a chain collision hits the car at both ends,
     * whichever end the owner describes (regular expressions on the normalised text).
     */
    chain: z.array(z.string()),
    chainNote: z.string(),
    anchors: z.strictObject({ animal: crashAnchor, hard: crashAnchor }),
  }),
  uplifts: z.strictObject({
    aluminumBodyHours: range,
    aluminumParts: range,
    /** Aluminium body labour is billed at about twice the steel rate (Edmunds 2015: $120 vs $60). */
    aluminumBodyRate: range,
    triCoatPaint: range,
    premiumPaint: range,
    hiddenDamageFromLevel: z.number().int(),
    hiddenDamageMaxFactor: z.number().min(1),
    src: z.array(z.string()),
  }),
  time: z.strictObject({
    hoursPerDayFast: z.number().positive(),
    hoursPerDaySlow: z.number().positive(),
    paintDays: z.number(),
    partsWaitDays: z.number(),
    structuralDays: z.number(),
    src: z.array(z.string()),
  }),
  severity: z.strictObject({
    words: z.strictObject({
      1: z.array(z.string()),
      2: z.array(z.string()),
      3: z.array(z.string()),
      4: z.array(z.string()),
    }),
    up: z.array(z.string()),
    down: z.array(z.string()),
    negations: z.array(z.string()),
    clean: z.array(z.string()),
    src: z.array(z.string()),
  }),
  impacts: z.strictObject({
    front: z.array(z.string()),
    rear: z.array(z.string()),
    side: z.array(z.string()),
  }),
  /**
   * "The whole front end was mashed in": a whole end crushed (the owner's word for the end at
   * moderate or worse) takes the parts in that end's crush zone, not only its bumper cover.
   */
  wholeEnd: z.strictObject({
    words: z.array(z.string()),
    fromLevel: z.number().int().min(1).max(4),
    front: z.array(z.string()),
    rear: z.array(z.string()),
    note: z.string(),
    src: z.array(z.string()).min(1),
  }),
  impactDefaults: z.strictObject({
    front: z.array(z.string()),
    rear: z.array(z.string()),
    side: z.array(z.string()),
  }),
  /** Words for a part pulled off its clips, the fasteners that gave way, and words that tell no damage. */
  detached: z.strictObject({
    words: z.array(z.string()),
    fasteners: z.array(z.string()),
    neutral: z.array(z.string()),
    src: z.array(z.string()).min(1),
  }),
  finishWords: z.strictObject({
    triCoat: z.array(z.string()),
    aluminum: z.array(z.string()),
    noPaintDamage: z.array(z.string()),
    /** Words for paint giving way, which an owner denies ("paint not broken", "no chipped paint"). */
    paintBreaks: z.array(z.string()),
  }),
  spellings: z.record(z.string(), z.string()),
  phrases: z.record(z.string(), z.string()),
  areas: z.array(areaSchema).min(20),
  generic: z.strictObject({
    label: z.string(),
    body: range,
    paint: range,
    parts: range,
    src: z.array(z.string()),
  }),
  calibrations: z.array(calibrationSchema),
  /**
   * The owner names a driver-assistance system ("lane keeping", "blind spot monitor") or says a
   * calibration is needed: the car has it, whatever its model year, and a calibration the shop
   * calls for is priced even when no damaged area carries a known sensor.
   */
  adas: z.strictObject({
    systems: z.array(z.string()),
    calibration: z.array(z.string()),
    generic: z.strictObject({ name: z.string(), cost: range, src: z.array(z.string()).min(1) }),
  }),
  aluminumVehicles: z.array(
    z.strictObject({
      make: z.string(),
      models: z.array(z.string()),
      /**
       * First model year with the aluminium body; 0 for a model only ever built in aluminium (a
       * Model S, a Rivian), so that a mistyped or guessed earlier year is still that body.
       */
      fromYear: z.number().int(),
      areas: z.union([z.literal('all'), z.array(z.string())]),
    }),
  ),
  aluminumSrc: z.array(z.string()),
  /**
   * Models whose outer panel is one piece with the structure (a Rivian R1T's rear quarter runs
   * to the roof pillar): damage to the listed areas, or a rear hit at a corner, means replacing
   * the whole panel, priced from published bills.
   */
  structuralPanels: z.array(
    z.strictObject({
      make: z.string(),
      models: z.array(z.string()).min(1),
      /**
       * When the owner names the make but no model, words that still single the model out
       * among the make's cars ("my Rivian truck": the R1T is Rivian's only pickup).
       */
      unnamedModelWords: z.array(z.string()).optional(),
      /** Absent when every car of the model has the panel (the R1T since its 2022 launch). */
      fromYear: z.number().int().optional(),
      areas: z.array(z.string()).min(1),
      rearCornerWords: z.array(z.string()),
      minLevel: z.number().int().min(1).max(4),
      cost: range,
      label: z.string().min(20),
      reason: z.string().min(20),
      src: z.array(z.string()).min(1),
    }),
  ),
  /**
   * On a car whose whole body is aluminium (an `aluminumVehicles` row with areas "all"), a dent
   * or worse may hide damage to the bonded and riveted structure that only a certified shop's
   * teardown finds. Shown as its own "up to" line, from published bills, never as a multiplier.
   */
  aluminumStructure: z.strictObject({
    /** Areas whose damage can reach the structure: not a bolt-on door, hood or tailgate alone. */
    areas: z.array(z.string()).min(1),
    fromLevel: z.number().int().min(1).max(4),
    upTo: z.number().positive(),
    label: z.string().min(20),
    reason: z.string().min(20),
    src: z.array(z.string()).min(1),
  }),
});

export type CollisionData = z.infer<typeof collisionSchema>;
export type AreaEntry = z.infer<typeof areaSchema>;
export type RepairOp = z.infer<typeof opSchema>;
export type CalibrationEntry = z.infer<typeof calibrationSchema>;
export type Level = 1 | 2 | 3 | 4;
