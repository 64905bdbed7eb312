import { describe, expect, it } from '@jest/globals';
import { PAGE_META, PUBLIC_PATHS } from '../config/page-meta';
import { headFor, type HeadTag, renderHeadHtml, siteJsonLdHtml } from './head-tags';

const ORIGIN = 'https://cars.example.org';

function attr(tags: readonly HeadTag[], key: string, name: string, value: string) {
  for (const tag of tags) {
    if (tag.tag !== 'script' && tag.attrs[key] === name) return tag.attrs[value];
  }
  return undefined;
}
const metaContent = (tags: readonly HeadTag[], name: string) =>
  attr(tags, 'name', name, 'content') ?? attr(tags, 'property', name, 'content');

describe('a public page head', () => {
  it.each(PUBLIC_PATHS)('%s: canonical and og:url are the absolute public URL', (path) => {
    const { tags } = headFor(path, ORIGIN);
    const canonical = attr(tags, 'rel', 'canonical', 'href');
    expect(canonical).toBe(new URL(path, ORIGIN).href);
    expect(metaContent(tags, 'og:url')).toBe(canonical);
    expect(metaContent(tags, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
  });

  it.each(PUBLIC_PATHS)('%s: description, Open Graph and card tags, no robots', (path) => {
    const { title, tags } = headFor(path, ORIGIN);
    const description = metaContent(tags, 'description');
    expect(description).toBeTruthy();
    expect(title).toBe(`${PAGE_META[path]?.title} | FairWrench`);
    expect(metaContent(tags, 'og:title')).toBe(title);
    expect(metaContent(tags, 'og:description')).toBe(description);
    expect(metaContent(tags, 'og:type')).toBe('website');
    expect(metaContent(tags, 'og:site_name')).toBe('FairWrench');
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(tags, 'robots')).toBeUndefined();
  });

  it('carries the FAQPage JSON-LD on /faqs only', () => {
    const jsonLd = (path: string) =>
      headFor(path, ORIGIN).tags.flatMap((tag) => (tag.tag === 'script' ? [tag.jsonLd] : []));
    expect(jsonLd('/faqs').map((data) => data['@type'])).toEqual(['FAQPage']);
    for (const path of PUBLIC_PATHS.filter((path) => path !== '/faqs')) {
      expect([path, jsonLd(path)]).toEqual([path, []]);
    }
  });
});

describe('a private page head', () => {
  it.each(['/steps/vehicle-info', '/test-api', '/your-data', '/privacy-choices/confirm', '*'])(
    '%s: titled, noindex, and nothing to share',
    (path) => {
      expect(headFor(path, ORIGIN)).toEqual({
        title: `${PAGE_META[path]?.title} | FairWrench`,
        tags: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }],
      });
    },
  );
});

describe('the head as HTML', () => {
  it('escapes text, marks each tag as the page head and keeps JSON-LD inside its script', () => {
    const html = renderHeadHtml({
      title: 'Terms & <Conditions>',
      tags: [
        { tag: 'meta', attrs: { name: 'description', content: 'Say "hi" & <b>' } },
        { tag: 'script', jsonLd: { text: '</script><script>alert(1)</script>' } },
      ],
    });
    expect(html).toContain('<title>Terms &amp; &lt;Conditions&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;" data-page-head />',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json" data-page-head>(.*)<\/script>/.exec(html);
    expect(JSON.parse(json?.[1] ?? '')).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('names the Organization at the public origin', () => {
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(siteJsonLdHtml(ORIGIN));
    expect(JSON.parse(json?.[1] ?? '')).toMatchObject({
      '@type': 'Organization',
      url: `${ORIGIN}/`,
    });
  });
});
