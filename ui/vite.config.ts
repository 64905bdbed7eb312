import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contracts are TypeScript source shared with the server; bundle them from source.
    alias: {
      '@fairwrench/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  // The manifest lets scripts/bundle-report.mjs measure what each route downloads.
  build: { manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
