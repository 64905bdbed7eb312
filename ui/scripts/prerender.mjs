/* eslint-disable no-console -- a report printed to the terminal */
// Pre-rendered public pages (issue 14, ADR 028): renders each public route and the 404 page
// with the server build of the app (dist-ssr, from `vite build --ssr src/entry-server.tsx`)
// into the built index.html, with the page's own head, stylesheets and code preloads, so their
// content shows before any script runs; main.tsx then hydrates it. Also writes shell.html (what
// client-rendered pages show until their script runs) and routes.json (the server's route list).
// Runs after `vite build` and before precompress.mjs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ui = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(ui, 'dist');
const server = await import(pathToFileURL(join(ui, 'dist-ssr', 'entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html lacks ${ROOT}`);

/** The chunks a module loads before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));

/**
 * The page's stylesheets, so it is styled before its script runs. Its code is not preloaded:
 * the page is already on screen as HTML, and preloads would share the first moments'
 * bandwidth with the HTML and styles that paint it (on Lighthouse's slow 4G, first paint of
 * `/` 2.2 s with them, 1.7 s without). The app's entry imports the page's chunk as it starts.
 */
function assetLinks(routePath) {
  const keys = new Set();
  const page = server.pageModuleOf(routePath);
  if (page) closure(page, keys);
  if (routePath !== server.paths.home) closure('src/seo/apply-head.ts', keys);
  const own = [...keys].filter((key) => !entry.has(key));
  const css = own.flatMap((key) => manifest[key].css ?? []);
  return [...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}" />`);
}

/** The template with this head in place of the landing page's, and this markup in #root. */
function page({ head, links = [], markup, route }) {
  const lines = template.split('\n');
  const first = lines.findIndex((line) => line.trim().startsWith('<title>'));
  const kept = lines.filter(
    (line) => !line.trim().startsWith('<title>') && !line.includes(server.HEAD_ATTRIBUTE),
  );
  // Every stylesheet comes before the scripts: the browser opens only a few connections at
  // once, and the page cannot paint before its styles arrive, so they must not queue behind
  // the entry's module preloads (Vite links the app's own stylesheet after them).
  const isStylesheet = (line) => line.includes('rel="stylesheet"');
  const appStyles = kept.filter(isStylesheet).map((line) => line.trim());
  const rest = kept.filter((line) => !isStylesheet(line));
  const indent = lines[first].match(/^\s*/)[0];
  rest.splice(first, 0, ...[head, ...appStyles, ...links].map((html) => indent + html));
  const root = route === undefined ? '' : ` data-prerendered="${route}"`;
  return rest.join('\n').replace(ROOT, `<div id="root"${root}>${markup}</div>`);
}

async function write(file, html) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
}

for (const [route, file] of Object.entries(server.PRERENDERED)) {
  const head = server.renderHeadHtml(server.headFor(route, server.ORIGIN));
  const markup = await server.renderRoute(route);
  await write(file, page({ head, links: assetLinks(route), markup, route }));
  console.log(`Pre-rendered ${route.padEnd(18)} -> dist/${file} (${markup.length} bytes of HTML)`);
}
const shellHead = `<title>${server.SITE_NAME}</title>`;
await write('shell.html', page({ head: shellHead, markup: await server.renderShell() }));
const routes = { routes: server.ROUTE_PATHS, prerendered: server.PRERENDERED, shell: 'shell.html' };
await write('routes.json', `${JSON.stringify(routes, null, 2)}\n`);
console.log(`Wrote dist/shell.html and dist/routes.json (${server.ROUTE_PATHS.length} routes).`);
