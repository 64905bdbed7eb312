#!/usr/bin/env node
/**
 * `npm start` and the other run scripts build the web app only when something it is built from
 * changed since the last build (ADR 058): its sources, the contracts it bundles, the locked
 * packages, the VITE_ settings and the build day (pre-rendered pages show it until they
 * hydrate). The fingerprint of a successful build is kept in ui/dist; `npm run build` always
 * builds everything, as CI does.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ui = join(root, 'ui');
const stampFile = join(ui, 'dist', '.build-fingerprint');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.vite', 'testing']);
/** Specs are not bundled: adding or editing one does not change the web app. */
const SPEC = /\.(unit|component)\.spec\.tsx?$/;
const INPUTS = [ui, join(root, 'contracts', 'src'), join(root, 'package-lock.json')];

/** Every file under `path` (or `path` itself), in a stable order, build outputs left out. */
function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name) || SPEC.test(entry.name)) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const localDay = (now) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash
        .update(`${relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  }
  const settings = Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  hash.update(settings.join('\n')).update(`\0${localDay(new Date())}`);
  return hash.digest('hex');
}

const current = fingerprint();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (built === current && existsSync(join(ui, 'dist', 'index.html'))) {
  process.stdout.write('web app: unchanged since its last build, not rebuilt (ui/dist)\n');
  process.exit(0);
}
process.stdout.write('web app: building (its sources, the contracts or VITE_ settings changed)\n');
const build = spawnSync('npm', ['run', 'build', '-w', 'ui'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stampFile, `${current}\n`);
