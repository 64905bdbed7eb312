import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';
import { headFor, renderHeadHtml, siteJsonLdHtml } from '../src/seo/head-tags';
import { robotsTxt, sitemapXml } from '../src/seo/site-files';

/** Where index.html takes the landing page's title, meta tags and JSON-LD. */
export const HEAD_MARKER = '<!-- page-head -->';

/**
 * Build step for search engines and link previews, from the one meta table at the public
 * origin: index.html gets the landing page's head (so `/` needs no script for it) and the
 * site's Organization JSON-LD; robots.txt and sitemap.xml are written beside it, and `vite`
 * (dev) serves the same two files.
 */
export function seoPlugin(origin: string): Plugin {
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(origin) },
  };
  return {
    name: 'fairwrench-seo',
    transformIndexHtml(html) {
      if (!html.includes(HEAD_MARKER)) throw new Error(`index.html lacks ${HEAD_MARKER}`);
      const head = renderHeadHtml(headFor(paths.home, origin));
      return html.replace(HEAD_MARKER, `${head}\n    ${siteJsonLdHtml(origin)}`);
    },
    generateBundle() {
      for (const [path, { body }] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: body });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[request.url ?? ''];
        if (!file) return next();
        response.setHeader('content-type', file.type);
        response.end(file.body);
      });
    },
  };
}
