import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying once;
 * our Content-Security-Policy forbids it (no 'unsafe-eval'), so the try is a CSP violation
 * the browser reports on every page. Jitless parsing asks nothing of the policy. Imported
 * first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
