/**
 * `node api/dist/analysis/eval/split-real-cases.js <set> <incoming.json>...`: validates gathered
 * real cases of one set (symptoms, estimates, collision, parts) and writes them to the tune and
 * held-out halves by the rule in real-cases/README.md (the half a case's source hashes to). Run
 * once when cases are added; it never moves a case that is already in a half, and refuses a
 * case whose id is taken.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { evalDataDir } from './data-dir';
import {
  HALVES,
  REAL_CASE_SETS,
  halfOf,
  loadRealCases,
  type Half,
  type RealCaseSet,
} from './real-cases';

interface AnyCase {
  readonly id: string;
  readonly description: string;
  readonly source: { readonly url: string };
}

const [setName, ...files] = process.argv.slice(2);
if (!setName || !Object.hasOwn(REAL_CASE_SETS, setName)) {
  throw new Error(`first argument: one of ${Object.keys(REAL_CASE_SETS).join(', ')}`);
}
const set = setName as RealCaseSet;
const schema = REAL_CASE_SETS[set] as unknown as z.ZodType<AnyCase>;
const dir = evalDataDir('real-cases', 'README.md');

function load(half: Half): AnyCase[] {
  return existsSync(join(dir, half, `${set}.json`)) ? loadRealCases(set, half) : [];
}

const current = { tune: load('tune'), 'held-out': load('held-out') } as Record<Half, AnyCase[]>;
const all = HALVES.flatMap((half) => current[half]);
const taken = new Set(all.map((c) => c.id));
const seen = new Set(all.map((c) => c.description.trim()));
let added = 0;
for (const file of files) {
  const raw = z.array(z.unknown()).parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      console.error(`skipped a case of ${file}: ${issue?.path.join('.')} ${issue?.message}`);
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
  writeFileSync(join(dir, half, `${set}.json`), `${JSON.stringify(cases, null, 2)}\n`);
  console.log(`${set} ${half}: ${cases.length} cases`);
}
console.log(`added ${added}`);
