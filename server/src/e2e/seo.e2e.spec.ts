import type { APIResponse, Page } from 'playwright-core';
import { withSite } from './harness/with-site';

/**
 * Issue 14 item 3: what search engines and link previews read. Each page's head (title,
 * description, canonical, Open Graph, robots, JSON-LD), robots.txt, sitemap.xml, the web app
 * manifest and its icons, as the built web app serves them.
 */
const site = withSite();

const PUBLIC_PAGES = [
  ['/', 'Free Expert Auto Repair Assistance'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/contact', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-conditions', 'Terms & Conditions'],
  ['/privacy-choices', 'Do Not Sell or Share My Personal Information'],
] as const;

type JsonLd = Record<string, unknown>;

/**
 * The head as a crawler reads it. Single-element locators are strict: a tag left twice (the
 * previous page's and this one's) fails the read.
 */
async function readHead(page: Page) {
  const meta = (attribute: string, name: string) =>
    page.locator(`head meta[${attribute}="${name}"]`).getAttribute('content', { timeout: 1_000 });
  const count = (selector: string) => page.locator(`head ${selector}`).count();
  const og = async (name: string) => meta('property', `og:${name}`);
  const hasCanonical = (await count('link[rel="canonical"]')) > 0;
  const isPublic = (await count('meta[name="robots"]')) === 0;
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    title: await page.title(),
    robots: isPublic ? null : await meta('name', 'robots'),
    description: isPublic ? await meta('name', 'description') : null,
    descriptions: await count('meta[name="description"]'),
    canonical: hasCanonical
      ? await page.locator('head link[rel="canonical"]').getAttribute('href')
      : null,
    og: isPublic
      ? {
          title: await og('title'),
          description: await og('description'),
          url: await og('url'),
          type: await og('type'),
          siteName: await og('site_name'),
          image: await og('image'),
        }
      : null,
    ogTags: await count('meta[property^="og:"]'),
    twitterCard: isPublic ? await meta('name', 'twitter:card') : null,
    jsonLd: scripts.map((text) => JSON.parse(text) as JsonLd),
  };
}
type Head = Awaited<ReturnType<typeof readHead>>;

const types = (head: Head) => head.jsonLd.map((data) => data['@type']).sort();

async function open(path: string): Promise<Page> {
  const { page } = await site.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/**
 * Each public page loaded once, for the tests that only read it (the FAQ answer the
 * structured-data test opens is read by no test after it).
 */
const publicPages = new Map(
  PUBLIC_PAGES.map(([path, title]) => [
    path,
    site.sharedPage(async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }),
  ]),
);
const openPublic = async (path: (typeof PUBLIC_PAGES)[number][0]) =>
  (await publicPages.get(path)!()).page;

async function get(page: Page, path: string): Promise<APIResponse> {
  const response = await page.request.get(path);
  expect([path, response.status()]).toEqual([path, 200]);
  return response;
}

/** Width and height from a PNG's IHDR chunk (PNG spec 11.2.2). */
async function pngSize(response: APIResponse): Promise<string> {
  const body = await response.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** The canonical origin the build was made for (VITE_PUBLIC_ORIGIN), read from the sitemap. */
async function sitemapUrls(page: Page): Promise<string[]> {
  const xml = await (await get(page, '/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

describe('a public page', () => {
  it.each(PUBLIC_PAGES)(
    '%s has its title, description, canonical URL and share tags',
    async (path, title) => {
      const page = await openPublic(path);
      const head = await readHead(page);
      const canonical = (await sitemapUrls(page)).find((url) => new URL(url).pathname === path);

      expect(head.title).toBe(`${title} | FairWrench`);
      expect(head.robots).toBeNull();
      expect(head.descriptions).toBe(1);
      expect(head.description?.length).toBeGreaterThan(60);
      expect(head.description?.length).toBeLessThanOrEqual(155);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(head.canonical).toBe(canonical);
      expect(head.og).toEqual({
        title: head.title,
        description: head.description,
        url: canonical,
        type: 'website',
        siteName: 'FairWrench',
        image: new URL('/og-image.png', canonical).href,
      });
      expect(head.twitterCard).toBe('summary_large_image');
    },
  );

  it('each describes itself in its own words', async () => {
    const descriptions = [];
    for (const [path] of PUBLIC_PAGES) {
      descriptions.push((await readHead(await openPublic(path))).description);
    }
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGES.length);
  });
});

describe('structured data', () => {
  it('names the Organization on / with the phone and e-mail the footer shows', async () => {
    const page = await openPublic('/');
    const head = await readHead(page);
    expect(types(head)).toEqual(['Organization']);
    const footer = page.getByRole('contentinfo');
    const tel = await footer.locator('a[href^="tel:"]').first().getAttribute('href');
    const mailto = await footer.locator('a[href^="mailto:"]').first().getAttribute('href');
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'FairWrench',
      url: `${new URL(head.canonical!).origin}/`,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: tel?.replace(/^tel:/, ''),
        email: mailto?.replace(/^mailto:/, ''),
      },
    });
  });

  it('lists the 12 questions of /faqs, with their answers, as a FAQPage', async () => {
    const page = await openPublic('/faqs');
    const head = await readHead(page);
    expect(types(head)).toEqual(['FAQPage', 'Organization']);
    const faqPage = head.jsonLd.find((data) => data['@type'] === 'FAQPage')!;
    const entries = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const questions = await page.getByRole('main').locator('button[aria-expanded]').allInnerTexts();
    expect(entries).toHaveLength(12);
    expect(entries.map(({ name }) => name)).toEqual(questions.map((text) => text.trim()));

    const shops = page.getByRole('button', { name: 'Which repair shops do you recommend?' });
    await shops.click();
    const answer = entries.find(({ name }) => name === 'Which repair shops do you recommend?');
    await page.getByRole('main').getByText(answer!.acceptedAnswer.text).waitFor();
  });
});

describe('moving between pages in the app', () => {
  it('replaces the head: the landing page, the FAQs, then home again', async () => {
    const page = await open('/');
    const landing = await readHead(page);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const faqs = await readHead(page);
    expect(faqs.title).toBe('Frequently Asked Questions | FairWrench');
    expect(faqs.canonical).toBe(new URL('/faqs', landing.canonical!).href);
    expect(faqs.descriptions).toBe(1);
    expect(faqs.description).not.toBe(landing.description);
    expect(types(faqs)).toEqual(['FAQPage', 'Organization']);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Free Expert Auto Repair Assistance' })
      .waitFor();
    expect(await readHead(page)).toEqual(landing);
  });

  it('drops noindex when a step page is left for a public page', async () => {
    const { page } = await site.newPage();
    await page.goto('/steps/vehicle-info');
    await page.getByRole('heading', { level: 1, name: 'Vehicle Information' }).waitFor();
    expect((await readHead(page)).robots).toBe('noindex');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const head = await readHead(page);
    expect(head.robots).toBeNull();
    expect(head.canonical).toMatch(/\/privacy-policy$/);
  });
});

describe('pages kept out of search results', () => {
  it.each([
    ['/steps/vehicle-info', 'Vehicle Information'],
    ['/test-api', 'API Test'],
    ['/your-data', 'Your Data'],
    ['/no-such-page', 'Page Not Found'],
  ])('%s answers noindex, with no canonical URL or share tags', async (path, title) => {
    const page = await open(path);
    const head = await readHead(page);
    expect(head).toMatchObject({
      title: `${title} | FairWrench`,
      robots: 'noindex',
      descriptions: 0,
      canonical: null,
      ogTags: 0,
    });
    expect(types(head)).toEqual(['Organization']);
  });
});

describe('files for crawlers', () => {
  it('serves robots.txt: no steps, test pages or API, and the sitemap', async () => {
    const { page } = await site.newPage();
    const response = await get(page, '/robots.txt');
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /steps/', 'Disallow: /test-']),
    );
    expect(lines).toContain('Disallow: /api/');
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
    expect(new URL(sitemap!).pathname).toBe('/sitemap.xml');
    expect(new URL(sitemap!).origin).toBe(new URL((await sitemapUrls(page))[0]!).origin);
  });

  it('serves sitemap.xml listing the public pages only, at one origin', async () => {
    const { page } = await site.newPage();
    const response = await get(page, '/sitemap.xml');
    expect(response.headers()['content-type']).toMatch(/xml/);
    const urls = await sitemapUrls(page);
    expect(urls.map((url) => new URL(url).pathname)).toEqual(PUBLIC_PAGES.map(([path]) => path));
    expect(new Set(urls.map((url) => new URL(url).origin)).size).toBe(1);
  });
});

describe('the web app manifest and icons', () => {
  it('is linked from every page and its icons load at their stated sizes', async () => {
    const page = await openPublic('/contact');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await get(page, href!)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'FairWrench',
      start_url: '/',
      display: 'standalone',
      theme_color: await page.locator('head meta[name="theme-color"]').getAttribute('content'),
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const response = await get(page, icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect([icon.src, await pngSize(response)]).toEqual([icon.src, icon.sizes]);
    }
  });

  it('links a favicon, an Apple touch icon and the share image, all of which load', async () => {
    const page = await openPublic('/');
    const href = (selector: string) => page.locator(`head ${selector}`).getAttribute('href');
    const favicon = await get(page, (await href('link[rel="icon"][type="image/png"]'))!);
    expect(await pngSize(favicon)).toBe('32x32');
    const svg = await get(page, (await href('link[rel="icon"][type="image/svg+xml"]'))!);
    expect(await svg.text()).toMatch(/^<svg /);
    expect(await pngSize(await get(page, (await href('link[rel="apple-touch-icon"]'))!))).toBe(
      '180x180',
    );
    const image = (await readHead(page)).og?.image;
    expect(await pngSize(await get(page, new URL(image!).pathname))).toBe('1200x630');
  });
});
