import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';

/**
 * The owner's rights where the state has auto-repair estimate rules
 * (knowledge/state-estimate-rules.json): a plain-English summary with its citations, and a
 * question the owner can put to the shop. States without such rules get general advice.
 */

const stateRulesSchema = z.strictObject({
  state: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(3),
  law: z.string().min(3),
  citations: z.array(z.string().min(3)).min(1),
  authority: z.string().min(3),
  summary: z.string().min(20),
  rights: z.array(z.string().min(10)).min(1),
  questions: z.array(z.string().min(10)),
  sources: z.array(z.string().min(5)).min(1),
});
export type StateRules = z.infer<typeof stateRulesSchema>;

const fileSchema = z.strictObject({
  version: z.string(),
  description: z.string(),
  disclaimer: z.string(),
  general: z.array(z.string().min(10)).min(1),
  states: z.array(stateRulesSchema),
});

export type StateRulesFile = z.infer<typeof fileSchema>;

export function loadStateRules(): StateRulesFile {
  return loadKnowledge('state-estimate-rules.json', fileSchema);
}

export function stateRules(state: string | null, file: StateRulesFile): StateRules | null {
  if (state === null) return null;
  return file.states.find((s) => s.state === state.toUpperCase()) ?? null;
}

/** The rights paragraph for the verdict: the state's rules, or general advice without them. */
export function rightsParagraph(state: string | null, file: StateRulesFile): string {
  const rules = stateRules(state, file);
  if (!rules) return `Your rights: ${file.general.join(' ')}`;
  return (
    `Your rights in ${rules.name} (${rules.law}, ${rules.citations.join('; ')}): ` +
    `${rules.rights.join(' ')} Complaints: ${rules.authority}. ${file.disclaimer}`
  );
}
