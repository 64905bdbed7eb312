import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

/**
 * A consumer advocate's rules (knowledge/advocate-rules.json, ADR 045): which catalogue services
 * each rule covers, the catalogue flag it decides, what it says and where that comes from. The
 * catalogue takes its rule flags from here when it loads, and every flag on a covered service
 * ends with the rule's citation.
 */

export const RULE_FAMILIES = [
  'never-in-schedule',
  'add-on-no-value',
  'before-first-interval',
  'timing-belt-on-chain',
  'not-for-this-car',
  'part-without-finding',
  'charged-not-done',
  'whole-for-one-part',
] as const;
export type RuleFamily = (typeof RULE_FAMILIES)[number];

/** The catalogue flags a rule may set. */
export const RULE_FLAGS = [
  'requiresSymptom',
  'neverNecessary',
  'hydraulicSteeringOnly',
  'chainEngineNotApplicable',
] as const;
export type RuleFlag = (typeof RULE_FLAGS)[number];

const sourceSchema = z.strictObject({
  publication: z.string().min(10),
  url: z.url().optional(),
  date: z.string().min(2),
  /**
   * The makes a maker's own document speaks for (a GMC owner's manual: the GM brands). Absent
   * for sources about any car (investigations, regulators, advocates).
   */
  makes: z.array(z.string().min(2)).min(1).optional(),
  /**
   * The rule's services this source speaks for (a nitrogen test: the nitrogen fill). Absent for
   * sources about every service the rule covers.
   */
  services: z.array(z.string().min(2)).min(1).optional(),
});

const ruleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  family: z.enum(RULE_FAMILIES),
  services: z.array(z.string().min(2)).min(1),
  sets: z.enum(RULE_FLAGS).optional(),
  says: z.string().min(20),
  ask: z.string().min(20).optional(),
  /**
   * A line that names an interval this short (a "3,000-mile" oil change) on a car of this model
   * year or later is shorter than the maker's schedule.
   */
  shortInterval: z
    .strictObject({ miles: z.number().positive(), fromModelYear: z.number().int() })
    .optional(),
  /**
   * Brake work on every wheel ("all four", "front and rear") with no measurement on the line and
   * none of these symptoms in the owner's own words: ask for each wheel's thickness first.
   */
  wholeSet: z
    .strictObject({
      words: z.array(z.string().min(3)).min(1),
      unlessOwnerSays: z.array(z.string().min(3)).min(1),
    })
    .optional(),
  sources: z.array(sourceSchema).min(1),
});
export type AdvocateRule = z.infer<typeof ruleSchema>;

const rulesSchema = z
  .strictObject({
    version: z.string(),
    about: z.string().min(20),
    families: z.record(z.enum(RULE_FAMILIES), z.string().min(10)),
    rules: z.array(ruleSchema).min(1),
  })
  .refine((f) => new Set(f.rules.map((r) => r.id)).size === f.rules.length, {
    error: 'rule ids must be unique',
  });

export function loadAdvocateRules(): readonly AdvocateRule[] {
  return loadKnowledge('advocate-rules.json', rulesSchema).rules;
}

/**
 * "Source: NBC4 Los Angeles, … (c. 2008-09)": the first source of a rule that applies to a car of
 * this make and to this service, as the owner reads it; '' when every source is another maker's
 * document or speaks for other services.
 */
export function citation(rule: AdvocateRule, make: string, service?: string): string {
  const first = rule.sources.find(
    (s) =>
      appliesTo(s, make) &&
      (service === undefined || s.services === undefined || s.services.includes(service)),
  );
  return first ? `Source: ${first.publication} (${first.date}).` : '';
}

function appliesTo(source: AdvocateRule['sources'][number], make: string): boolean {
  const wanted = make.trim().toLowerCase();
  return source.makes === undefined || source.makes.some((m) => m.toLowerCase() === wanted);
}

/** The first rule covering a service whose family is one of `families`, in their order. */
export function ruleFor(
  rules: readonly AdvocateRule[],
  families: readonly RuleFamily[],
): AdvocateRule | undefined {
  return families.map((f) => rules.find((r) => r.family === f)).find((r) => r !== undefined);
}
