import { config } from 'zod/v4/core';

/**
 * What `zod` means in the web app's bundles (vite.config.ts aliases it here). Zod compiles
 * object schemas with `new Function` when it may, and finds out by trying once; our
 * Content-Security-Policy forbids it (no 'unsafe-eval'), so the try is a CSP violation the
 * browser reports. Jitless parsing asks nothing of the policy. Configured here, in the one
 * module every schema's `import { z } from 'zod'` reaches, it is set before any schema is
 * built, in whichever chunk loads first: Zod itself is not part of the landing page's first
 * download (ADR 029).
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
