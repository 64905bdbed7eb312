import type { Hit } from './hits';

/**
 * Co-occurrence rules: cues that need two findings in the same clause or sentence, e.g. a
 * flashing check-engine light, a shaking steering wheel, or green fluid only when something
 * leaks. Rules run in order, so a later rule sees what an earlier one emitted or consumed.
 */
export interface CompiledRule {
  readonly all: ReadonlyArray<readonly string[]>;
  readonly unless: ReadonlyArray<readonly string[]>;
  readonly scope: 'near' | 'clause' | 'sentence' | 'text';
  readonly emit: readonly string[];
  readonly consume: ReadonlySet<string>;
}

/** How many words apart two findings may start and still count as 'near'. */
const NEAR_TOKENS = 6;

function scopeKey(hit: Hit, scope: CompiledRule['scope']): number {
  if (scope === 'clause') return hit.clause;
  return scope === 'text' ? 0 : hit.sentence;
}

function near(parts: readonly Hit[]): boolean {
  const starts = parts.map((p) => p.at);
  return Math.max(...starts) - Math.min(...starts) <= NEAR_TOKENS;
}

function pick(hits: readonly Hit[], alternatives: readonly string[]): Hit | undefined {
  return hits.find((h) => alternatives.includes(h.id));
}

/** The parts that satisfy a rule in one scope, and whether the owner denied all of them. */
function fire(rule: CompiledRule, inScope: readonly Hit[]) {
  const positive = inScope.filter((h) => !h.negated);
  const parts = rule.all.map((alts) => pick(positive, alts));
  if (parts.every((p) => p !== undefined)) {
    if (rule.scope === 'near' && !near(parts as Hit[])) return undefined;
    const blocked = rule.unless.some((alts) => pick(positive, alts));
    return blocked ? undefined : { parts: parts as Hit[], negated: false };
  }
  const denied = rule.all.map((alts) => pick(inScope, alts));
  if (denied.every((p) => p?.negated)) return { parts: denied as Hit[], negated: true };
  return undefined;
}

function combine(id: string, parts: readonly Hit[], negated: boolean): Hit {
  const lead = parts.reduce((a, b) => (b.first < a.first ? b : a));
  return {
    id,
    at: Math.min(...parts.map((p) => p.at)),
    first: Math.min(...parts.map((p) => p.first)),
    last: Math.max(...parts.map((p) => p.last)),
    negated,
    clause: lead.clause,
    sentence: lead.sentence,
  };
}

function applyRule(hits: readonly Hit[], rule: CompiledRule): readonly Hit[] {
  const scopes = new Map<number, Hit[]>();
  for (const hit of hits) {
    const key = scopeKey(hit, rule.scope);
    const list = scopes.get(key);
    if (list) list.push(hit);
    else scopes.set(key, [hit]);
  }
  const added: Hit[] = [];
  const removed = new Set<Hit>();
  for (const inScope of scopes.values()) {
    const fired = fire(rule, inScope);
    if (!fired) continue;
    added.push(...rule.emit.map((id) => combine(id, fired.parts, fired.negated)));
    inScope.filter((h) => rule.consume.has(h.id)).forEach((h) => removed.add(h));
  }
  if (added.length === 0) return hits;
  return [...hits.filter((h) => !removed.has(h)), ...added];
}

export function applyRules(hits: readonly Hit[], rules: readonly CompiledRule[]): readonly Hit[] {
  let current = hits;
  let present = new Set(current.map((h) => h.id));
  for (const rule of rules) {
    // Most rules cannot fire on a given text; checking ids first keeps reading under 1 ms.
    if (!rule.all.every((alts) => alts.some((id) => present.has(id)))) continue;
    const next = applyRule(current, rule);
    if (next === current) continue;
    current = next;
    present = new Set(current.map((h) => h.id));
  }
  return current;
}
