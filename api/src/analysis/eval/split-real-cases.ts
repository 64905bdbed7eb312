/**
 * `node api/dist/analysis/eval/split-real-cases.js <incoming.json>...`: validates gathered real
 * cases and writes them to the tune and held-out halves by the rule in real-cases/README.md
 * (the half a case's source hashes to). Run once when cases are added; it never moves a case
 * that is already in a half, and refuses a case whose id is taken.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { evalDataDir } from './data-dir';
import { HALVES, halfOf, loadRealSymptoms, realSymptomCaseSchema } from './real-cases';

const dir = evalDataDir('real-cases', 'README.md');
const current = Object.fromEntries(HALVES.map((half) => [half, safeLoad(half)])) as Record<
  (typeof HALVES)[number],
  z.infer<typeof realSymptomCaseSchema>[]
>;

function safeLoad(half: (typeof HALVES)[number]) {
  try {
    return loadRealSymptoms(half);
  } catch {
    return [];
  }
}

const taken = new Set(Object.values(current).flatMap((cases) => cases.map((c) => c.id)));
const seen = new Set(
  Object.values(current).flatMap((cases) => cases.map((c) => c.description.trim())),
);
let added = 0;
for (const file of process.argv.slice(2)) {
  const raw = z.array(z.unknown()).parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const item of raw) {
    const parsed = realSymptomCaseSchema.safeParse(item);
    if (!parsed.success) {
      console.error(`skipped a case of ${file}: ${parsed.error.issues[0]?.message}`);
      continue;
    }
    const c = parsed.data;
    if (taken.has(c.id)) throw new Error(`case id ${c.id} is already in a half`);
    if (seen.has(c.description.trim())) continue;
    taken.add(c.id);
    seen.add(c.description.trim());
    current[halfOf(c.source.url)].push(c);
    added += 1;
  }
}
for (const half of HALVES) {
  const cases = [...current[half]].sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(dir, half, 'symptoms.json'), `${JSON.stringify(cases, null, 2)}\n`);
  console.log(`${half}: ${cases.length} cases`);
}
console.log(`added ${added}`);
