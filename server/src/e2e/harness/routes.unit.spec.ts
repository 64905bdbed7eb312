/// <reference types="jest" />
import { SITE_ROUTES } from './routes';

describe('the route list', () => {
  it('names every route once, with a file-name-safe slug', () => {
    const slugs = SITE_ROUTES.map((route) => route.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(SITE_ROUTES.map((route) => route.path)).size).toBe(SITE_ROUTES.length);
  });

  it('opens every flow step, and only flow steps, with saved flow state', () => {
    for (const route of SITE_ROUTES) {
      const needsState = route.path.startsWith('/steps/') && route.path !== '/steps/vehicle-info';
      expect([route.path, Boolean(route.flow)]).toEqual([route.path, needsState]);
    }
  });
});
