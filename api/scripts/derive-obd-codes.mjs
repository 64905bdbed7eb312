#!/usr/bin/env node
/**
 * Derives api/src/analysis/knowledge/obd-codes.json from the OBDex YAML files (CC0 1.0).
 * Keeps English text (in American spelling), the three likeliest causes, hours and the limp-mode and emissions flags;
 * drops German text, the euro cost figures (we price repairs in USD from our own US data) and
 * what the engine never reads (component lists, cause ids, the MIL flag), so the file loads
 * fast at start-up.
 *
 * Usage (from the repository root):
 *   node api/scripts/derive-obd-codes.mjs [--compact] [obdexDir] [outFile]
 * --compact writes one line (4.8 MB instead of 6.1 MB, parses ~40 % faster); use it once the
 * file is listed in .prettierignore, since `prettier --check .` would otherwise reject it.
 * Defaults: /work/shared/data/obdex and api/src/analysis/knowledge/obd-codes.json
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml');

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const compactOutput = args.includes('--compact');
const [sourceArg, outArg] = args.filter((a) => a !== '--compact');
const sourceDir = resolve(sourceArg ?? '/work/shared/data/obdex');
const outFile = resolve(outArg ?? join(here, '../src/analysis/knowledge/obd-codes.json'));
const MAX_DESCRIPTION = 300;
const MAX_CAUSES = 3;

/** Cuts at the last sentence (or word) end that fits, so descriptions never stop mid-word. */
function shorten(text, limit) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit);
  const sentenceEnd = head.lastIndexOf('. ');
  if (sentenceEnd > limit / 2) return head.slice(0, sentenceEnd + 1);
  return `${head.slice(0, head.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/**
 * OBDex is written in British English; our owners read American English. Whole words, in
 * lower case; a capital first letter is kept ("Tyre pressure" becomes "Tire pressure").
 */
const AMERICAN = [
  [/\bbehaviour/, 'behavior'],
  [/\bsulphur/, 'sulfur'],
  [/\bvapouris/, 'vaporiz'],
  [/\bvapour/, 'vapor'],
  [/\btyre/, 'tire'],
  [/\bbonnet\b/, 'hood'],
  [/\bgearbox(es)?\b/, 'transmission$1'],
  [/\bhonour/, 'honor'],
  [/\bcentre/, 'center'],
  [
    /\b(recogni|optimi|synchroni|initiali|neutrali|stabili|minimi|maximi|utili|normali)s(e|ed|es|ing|er|ers|ation|ations)\b/,
    '$1z$2',
  ],
  [/\bfibre/, 'fiber'],
  [/\bcolour/, 'color'],
  [/\blitre/, 'liter'],
  [/\bmetre/, 'meter'],
  [/\baluminium/, 'aluminum'],
  [/\b(model|label|travel|signal)led\b/, '$1ed'],
];

function american(text) {
  return AMERICAN.reduce(
    (out, [pattern, us]) =>
      out.replace(new RegExp(pattern.source, 'gi'), (match) => {
        const word = match.toLowerCase().replace(pattern, us);
        return match[0] === match[0].toLowerCase() ? word : word[0].toUpperCase() + word.slice(1);
      }),
    text,
  );
}

function compact(entry) {
  const title = entry.title?.en?.trim();
  if (!title) return undefined;
  const out = { title: american(title) };
  const description = entry.description?.en;
  if (description) out.description = shorten(american(description), MAX_DESCRIPTION);
  const causes = (entry.common_causes ?? [])
    .filter((c) => c.label?.en)
    .slice(0, MAX_CAUSES)
    .map((c) => ({ label: american(c.label.en.trim()), likelihood: c.likelihood }));
  if (causes.length > 0) out.causes = causes;
  const hours = entry.repair?.estimated_hours;
  if (Array.isArray(hours) && hours.length === 2) out.hours = [hours[0], Math.max(...hours)];
  const flags = entry.flags ?? {};
  if (flags.limp_mode_possible) out.limpModePossible = true;
  if (flags.emissions_relevant) out.emissionsRelevant = true;
  return out;
}

// Formatted the way the repository's Prettier config would, so `prettier --check .` passes.
async function write(table) {
  if (compactOutput) return writeFileSync(outFile, `${JSON.stringify(table)}\n`);
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(outFile)) ?? {};
  writeFileSync(
    outFile,
    await prettier.format(JSON.stringify(table), { ...options, parser: 'json' }),
  );
}

async function main() {
  const files = readdirSync(sourceDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const codes = {};
  let duplicates = 0;
  for (const file of files) {
    const entries = yaml.load(readFileSync(join(sourceDir, file), 'utf8')) ?? [];
    for (const entry of entries) {
      const info = compact(entry);
      if (!info || !/^[PBCU][0-3][0-9A-F]{3}$/.test(entry.code)) continue;
      // First file wins: the families do not overlap, so a repeat is a data error worth counting.
      if (codes[entry.code]) duplicates += 1;
      else codes[entry.code] = info;
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(codes)
      .sort()
      .map((c) => [c, codes[c]]),
  );
  const table = {
    source: 'OBDex generic OBD-II trouble codes (https://github.com/foerbsnavi/obdex)',
    licence: 'CC0 1.0 Universal (public domain dedication)',
    generatedFrom: files,
    generatedBy: 'api/scripts/derive-obd-codes.mjs',
    notes:
      'English only; euro cost figures dropped (we price in USD); descriptions ≤ 300 chars; three likeliest causes.',
    codes: sorted,
  };
  await write(table);
  const count = Object.keys(sorted).length;
  process.stdout.write(`Wrote ${count} codes (${duplicates} duplicates skipped) to ${outFile}\n`);
}

await main();
