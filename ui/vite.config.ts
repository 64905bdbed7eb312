import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { seoPlugin } from './scripts/seo-plugin';
import { parsePublicOrigin } from './src/seo/public-origin';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  // Canonical and Open Graph URLs, the sitemap and robots.txt name this origin (README settings).
  const origin = parsePublicOrigin(loadEnv(mode, root, 'VITE_').VITE_PUBLIC_ORIGIN);
  return {
    plugins: [react(), seoPlugin(origin)],
    define: { 'import.meta.env.VITE_PUBLIC_ORIGIN': JSON.stringify(origin) },
    resolve: {
      // The contracts are TypeScript source shared with the server; bundle them from source.
      alias: {
        '@fairwrench/contracts': fileURLToPath(
          new URL('../contracts/src/index.ts', import.meta.url),
        ),
      },
    },
    // The manifest lets scripts/bundle-report.mjs measure what each route downloads.
    build: { manifest: true },
    server: { proxy: { '/api': 'http://localhost:3000' } },
  };
});
