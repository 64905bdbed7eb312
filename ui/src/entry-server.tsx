import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { NOT_FOUND_ROUTE } from './config/page-meta';
import { paths } from './config/paths';
import { Spinner } from './components/ui/spinner';
import { FlowProvider } from './flow/flow-provider';
import { SiteHeader } from './layout/site-header';

/**
 * The build's pre-render (scripts/prerender.mjs) loads this in Node, after `vite build --ssr`.
 * The public pages' HTML is the app's first frame, so main.tsx hydrates it; the 404 page is
 * rendered at a path no route matches.
 */
const PAGES: readonly (readonly [route: string, file: string, module: string])[] = [
  [paths.home, 'index.html', 'home-page'],
  [paths.faqs, 'faqs/index.html', 'faqs-page'],
  [paths.contact, 'contact/index.html', 'contact-page'],
  [paths.privacyPolicy, 'privacy-policy/index.html', 'privacy-policy-page'],
  [paths.termsConditions, 'terms-conditions/index.html', 'terms-conditions-page'],
  [paths.privacyChoices, 'privacy-choices/index.html', 'privacy-choices-page'],
  [NOT_FOUND_ROUTE, '404.html', 'not-found-page'],
];

/** Each pre-rendered route and the file under dist/ holding its HTML. */
export const PRERENDERED: Readonly<Record<string, string>> = Object.fromEntries(
  PAGES.map(([route, file]) => [route, file]),
);

/** The page's source module, as Vite's manifest names it. */
export const pageModuleOf = (route: string): string | undefined => {
  const module = PAGES.find(([path]) => path === route)?.[2];
  return module && `src/pages/${module}.tsx`;
};

/** A path the router sends to its catch-all route, to render the 404 page at. */
const UNROUTED_PATH = '/404';

export { ROUTE_PATHS } from './app/router';
export { SITE_NAME } from './config/page-meta';
export { HEAD_ATTRIBUTE, headFor, renderHeadHtml } from './seo/head-tags';
export { paths };
/** Validated and set by vite.config.ts from the VITE_PUBLIC_ORIGIN build setting. */
export const ORIGIN = import.meta.env.VITE_PUBLIC_ORIGIN as string;

async function html(element: ReactNode): Promise<string> {
  // Any error while rendering fails the build: a page must not ship half rendered.
  const onError = (error: unknown) => {
    throw error;
  };
  const { prelude } = await prerender(<StrictMode>{element}</StrictMode>, { onError });
  return new Response(prelude).text();
}

/** The page's markup, every lazy chunk and Suspense boundary resolved. */
export function renderRoute(routePath: string): Promise<string> {
  const location = routePath === NOT_FOUND_ROUTE ? UNROUTED_PATH : routePath;
  return html(
    <StaticRouter location={location}>
      <AppRoutes />
    </StaticRouter>,
  );
}

/**
 * What a client-rendered page (the flow's steps, the owner's pages) shows before its script
 * runs: the site header and a spinner. Not hydrated: main.tsx renders over it.
 */
export function renderShell(): Promise<string> {
  return html(
    <StaticRouter location={paths.vehicleInfo}>
      <FlowProvider>
        <SiteHeader />
        <main className="app-shell">
          <Spinner />
        </main>
      </FlowProvider>
    </StaticRouter>,
  );
}
