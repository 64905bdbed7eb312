import { FAQS } from '../content/faqs';
import { paths } from '../config/paths';
import { documentTitle, pageMetaFor, SITE_NAME } from '../config/page-meta';
import { faqPageJsonLd, type JsonLd, organizationJsonLd } from './structured-data';

/** One element of a page's head, as plain data: rendered to HTML at build time, or to the DOM. */
export type HeadTag =
  | { readonly tag: 'meta' | 'link'; readonly attrs: Readonly<Record<string, string>> }
  | { readonly tag: 'script'; readonly jsonLd: JsonLd };

export interface PageHead {
  readonly title: string;
  readonly tags: readonly HeadTag[];
}

/** Made by scripts/make-icons.mjs; the size Open Graph and X (Twitter) cards show best. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
});

const structuredData = (routePath: string): HeadTag[] =>
  routePath === paths.faqs ? [{ tag: 'script', jsonLd: faqPageJsonLd(FAQS) }] : [];

/**
 * The title and tags of a route (its path in the router, `*` for the 404 page). `origin` is
 * the public origin the site is served from, without a trailing slash.
 */
export function headFor(routePath: string, origin: string): PageHead {
  const page = pageMetaFor(routePath);
  const title = documentTitle(page);
  if (page.noindex) return { title, tags: [meta('name', 'robots', 'noindex')] };
  const url = `${origin}${routePath}`;
  return {
    title,
    tags: [
      meta('name', 'description', page.description),
      { tag: 'link', attrs: { rel: 'canonical', href: url } },
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', `${origin}${SHARE_IMAGE.path}`),
      meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
      meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
      meta('property', 'og:image:alt', `${SITE_NAME}: free expert auto repair assistance`),
      meta('name', 'twitter:card', 'summary_large_image'),
      ...structuredData(routePath),
    ],
  };
}

/** Marks the elements a page's head owns, so the next page replaces exactly those. */
export const HEAD_ATTRIBUTE = 'data-page-head';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for inside <script>: `<` escaped so no text can close the element early. */
export const scriptJson = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Who runs the site (schema.org Organization), in the HTML of every page rather than in a
 * page's tags: it holds site-wide, and the app's head script then never needs the support
 * contacts (they would be split into a chunk of their own on the landing page).
 */
export const siteJsonLdHtml = (origin: string): string =>
  `<script type="application/ld+json">${scriptJson(organizationJsonLd(origin))}</script>`;

/** The head as HTML, for index.html at build time and for pre-rendered pages. */
export function renderHeadHtml({ title, tags }: PageHead): string {
  const lines = tags.map((tag) => {
    if (tag.tag === 'script') {
      return `<script type="application/ld+json" ${HEAD_ATTRIBUTE}>${scriptJson(tag.jsonLd)}</script>`;
    }
    const attrs = Object.entries(tag.attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${tag.tag} ${attrs} ${HEAD_ATTRIBUTE} />`;
  });
  return [`<title>${escapeHtml(title)}</title>`, ...lines].join('\n    ');
}
