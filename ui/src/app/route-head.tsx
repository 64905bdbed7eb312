import { use, useLayoutEffect } from 'react';
import { paths } from '../config/paths';
import type { applyHead } from '../seo/apply-head';

let headScript: Promise<{ applyHead: typeof applyHead }> | undefined;
/** One promise for the app's lifetime, so `use` suspends only on the first load. */
const loadHeadScript = () => (headScript ??= import('../seo/apply-head'));

function LoadedHead({ path }: { path: string }) {
  const { applyHead } = use(loadHeadScript());
  useLayoutEffect(() => applyHead(path), [applyHead, path]);
  return null;
}

/**
 * The route whose head the document arrived with: a pre-rendered page's own (ADR 028), else
 * the landing page's, which index.html is built with. None in the build's pre-render.
 */
const arrivedWithHeadOf =
  typeof document === 'undefined'
    ? null
    : (document.getElementById('root')?.dataset.prerendered ?? paths.home);

/**
 * A route's title and head tags (config/page-meta.ts), set in the commit that shows its page
 * (same Suspense boundary), so a new page names itself as a full load would (WCAG 2.4.2).
 * A visit that starts on a page whose HTML already carries its head loads the head script
 * (its own chunk, outside the page budgets) only when it first leaves: hydration neither
 * waits for it nor rewrites the head with the same tags.
 */
export function RouteHead({ path }: { path: string }) {
  if (path === arrivedWithHeadOf && !headScript) return null;
  return <LoadedHead path={path} />;
}
