import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { seoPlugin } from './scripts/seo-plugin';
import { parsePublicOrigin } from './src/seo/public-origin';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The local calendar day, YYYY-MM-DD: the client and the pre-render build read the same. */
const buildDay = (now: Date): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

export default defineConfig(({ mode }) => {
  // Canonical and Open Graph URLs, the sitemap and robots.txt name this origin (README settings).
  const origin = parsePublicOrigin(loadEnv(mode, root, 'VITE_').VITE_PUBLIC_ORIGIN);
  return {
    plugins: [react(), seoPlugin(origin)],
    define: {
      'import.meta.env.VITE_PUBLIC_ORIGIN': JSON.stringify(origin),
      // The day pre-rendered pages show until they hydrate (app/use-today.ts).
      'import.meta.env.VITE_BUILD_DATE': JSON.stringify(buildDay(new Date())),
    },
    resolve: {
      // The contracts are TypeScript source shared with the server; bundle them from source.
      alias: [
        {
          find: '@fairwrench/contracts',
          replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
        },
        // Zod parses jitless in the browser, configured before any schema (src/zod-jitless.ts).
        {
          find: /^zod$/,
          replacement: fileURLToPath(new URL('src/zod-jitless.ts', import.meta.url)),
        },
      ],
    },
    // The manifest lets scripts/bundle-report.mjs measure what each route downloads.
    // No modulepreload polyfill: every browser the app supports preloads modules natively
    // (Safari 17, Firefox 115), and the bytes count against the landing budget (ADR 028).
    build: {
      manifest: true,
      modulePreload: {
        polyfill: false,
        // A lazily loaded page brings its stylesheets with it, but its scripts are left to the
        // browser to find through the page's imports: Vite's helper would otherwise add a
        // preload link to the head for each of them, which took about 20 ms of main thread
        // (profiled at 4x CPU slowdown); without them a page's deeper imports start one round
        // trip later (ADR 029).
        resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
      },
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
  };
});
