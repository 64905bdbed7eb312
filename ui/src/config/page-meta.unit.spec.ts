import { describe, expect, it } from '@jest/globals';
import { NOT_FOUND_ROUTE, PAGE_META, pageMetaFor, PUBLIC_PATHS } from './page-meta';
import { paths } from './paths';

const entries = Object.entries(PAGE_META);
const publicPages = PUBLIC_PATHS.map((path) => {
  const meta = PAGE_META[path];
  if (!meta || meta.noindex) throw new Error(`${path} is not a public page`);
  return { path, ...meta };
});

describe('the page meta table', () => {
  it('has an entry for every route of the router, and the 404 page', () => {
    // The two confirmation paths are links into the one `/steps/confirmation/:type` route.
    const routes = Object.values(paths).filter(
      (path) => !/^\/steps\/confirmation\/[a-z]/.test(path),
    );
    expect(Object.keys(PAGE_META).sort()).toEqual([...routes, NOT_FOUND_ROUTE].sort());
  });

  it('makes exactly the six public pages indexable', () => {
    expect(PUBLIC_PATHS).toEqual([
      '/',
      '/faqs',
      '/contact',
      '/privacy-policy',
      '/terms-conditions',
      '/privacy-choices',
    ]);
  });

  it('marks the flow steps, test pages, owner pages, payment and the 404 page noindex', () => {
    const noindex = entries.filter(([, meta]) => meta.noindex).map(([path]) => path);
    expect(noindex.filter((path) => !/^\/(steps|test-)/.test(path)).sort()).toEqual(
      ['*', '/payment-info', '/privacy-choices/confirm', '/your-data'].sort(),
    );
    for (const [path, meta] of entries) {
      if (/^\/(steps\/|test-)/.test(path)) expect([path, meta.noindex]).toEqual([path, true]);
    }
  });

  it('gives every route a unique title, keeping the ones the pages are known by', () => {
    const titles = entries.map(([, meta]) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(PAGE_META['/']?.title).toBe('Free Expert Auto Repair Assistance');
    expect(PAGE_META['/contact']?.title).toBe('Contact Us');
    expect(PAGE_META['/your-data']?.title).toBe('Your Data');
    expect(PAGE_META['/privacy-choices']?.title).toBe(
      'Do Not Sell or Share My Personal Information',
    );
  });

  it('describes each public page in its own plain words, at most 155 characters', () => {
    const descriptions = publicPages.map(({ description }) => description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const { path, description } of publicPages) {
      expect([path, description.length <= 155, description.length >= 80]).toEqual([
        path,
        true,
        true,
      ]);
      expect(description).not.toMatch(/[<>]|\s{2}|^\s|\s$/);
    }
  });

  it('falls back to the 404 page for a path the router does not know', () => {
    expect(pageMetaFor('/no-such-page')).toBe(PAGE_META[NOT_FOUND_ROUTE]);
  });
});
