import { describe, expect, it } from '@jest/globals';
import { PAGE_META, PUBLIC_PATHS } from '../config/page-meta';
import { DISALLOWED_PREFIXES, robotsTxt, sitemapXml } from './site-files';

const ORIGIN = 'https://cars.example.org';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  it('lists the public pages only, at the public origin', () => {
    const xml = sitemapXml(ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(locs(xml)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/faqs`,
      `${ORIGIN}/contact`,
      `${ORIGIN}/privacy-policy`,
      `${ORIGIN}/terms-conditions`,
      `${ORIGIN}/privacy-choices`,
    ]);
  });

  it('leaves out every noindex route', () => {
    const listed = new Set(locs(sitemapXml(ORIGIN)));
    for (const [path, meta] of Object.entries(PAGE_META)) {
      expect([path, listed.has(`${ORIGIN}${path}`)]).toEqual([path, !meta.noindex]);
    }
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the flow steps and the test pages, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN).split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /steps/',
      'Disallow: /test-',
      'Allow: /',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });

  it('disallows no public page, and only routes that answer noindex', () => {
    const blocked = (path: string) => DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix));
    expect(PUBLIC_PATHS.filter(blocked)).toEqual([]);
    const blockedRoutes = Object.keys(PAGE_META).filter(blocked);
    expect(blockedRoutes.length).toBeGreaterThan(10);
    expect(blockedRoutes.filter((path) => !PAGE_META[path]?.noindex)).toEqual([]);
  });
});
