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
 * A route's title and head tags (config/page-meta.ts), set in the commit that shows its page
 * (same Suspense boundary), so a new page names itself as a full load would (WCAG 2.4.2).
 * index.html is built with the landing page's head, so a visit that starts there loads the
 * head script (its own chunk, outside the landing budget) only when it first leaves.
 */
export function RouteHead({ path }: { path: string }) {
  if (path === paths.home && !headScript) return null;
  return <LoadedHead path={path} />;
}
