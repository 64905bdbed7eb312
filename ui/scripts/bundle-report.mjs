/* eslint-disable no-console -- a report printed to the terminal */
// Bundle budget (issue 5): what JavaScript each route downloads, gzip-compressed, read from
// Vite's manifest after `vite build`. The landing page must stay within 120 KB (issue 14) and must not
// reach Stripe's code. Exits 1 when a budget is broken, so `npm test` catches regressions.
// Beside it, for information, the brotli size the server actually sends (ADR 027).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const LANDING_BUDGET_KB = 120;

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
/** The precompressed copy when the build wrote one (files over 1 KB), else compressed here. */
function brotliKb(file) {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size / 1024;
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  return brotliCompressSync(readFileSync(path), { params: quality }).length / 1024;
}
const sumKb = (files, kb) => files.reduce((sum, file) => sum + kb(file), 0);

/** The chunk files a module loads before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const routeKeys = Object.keys(manifest).filter((key) => /src\/pages\/.+-page\.tsx$/.test(key));

function routeReport(pageKey) {
  const files = [...new Set([...entry, ...closure(pageKey)])].map((key) => manifest[key].file);
  const page = pageKey.replace(/^.*pages\//, '').replace(/\.tsx$/, '');
  return { page, kb: sumKb(files, gzipKb), brKb: sumKb(files, brotliKb), files };
}

const reports = routeKeys.map(routeReport).sort((a, b) => a.page.localeCompare(b.page));
console.log('JavaScript downloaded to show each route (KB):  gzip -9  brotli');
for (const { page, kb, brKb } of reports)
  console.log(`  ${page.padEnd(28)} ${kb.toFixed(1).padStart(16)} ${brKb.toFixed(1).padStart(7)}`);

const landing = reports.find(({ page }) => page === 'home-page');
const failures = [];
if (!landing) failures.push('no home-page chunk in the manifest');
else {
  if (landing.kb > LANDING_BUDGET_KB) {
    failures.push(`landing page loads ${landing.kb.toFixed(1)} KB > ${LANDING_BUDGET_KB} KB`);
  }
  const stripe = landing.files.filter((file) =>
    readFileSync(join(dist, file), 'utf8').includes('js.stripe.com'),
  );
  if (stripe.length > 0) failures.push(`landing page reaches Stripe code: ${stripe.join(', ')}`);
}
if (failures.length > 0) {
  console.error(`Bundle budget broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Landing page within ${LANDING_BUDGET_KB} KB and free of Stripe code.`);
