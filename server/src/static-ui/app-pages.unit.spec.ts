import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppPages } from './app-pages';

/** routes.json as ui/scripts/prerender.mjs writes it, trimmed to a few routes. */
const TABLE = {
  routes: ['/', '/faqs', '/steps/vehicle-info', '/steps/confirmation/:type'],
  prerendered: { '/': 'index.html', '/faqs': 'faqs/index.html', '*': '404.html' },
  shell: 'shell.html',
};

function builtWith(table?: object): AppPages {
  const directory = mkdtempSync(join(tmpdir(), 'fw-pages-'));
  if (table) writeFileSync(join(directory, 'routes.json'), JSON.stringify(table));
  return new AppPages(directory);
}

describe('AppPages: which HTML a page URL gets', () => {
  const pages = builtWith(TABLE);

  it.each([
    ['/', '/index.html'],
    ['/faqs', '/faqs/index.html'],
    ['/FAQS/', '/faqs/index.html'],
  ])('a pre-rendered page, %s, gets its own file', async (path, file) => {
    await expect(pages.find(path)).resolves.toEqual({ file, status: 200 });
  });

  it.each(['/steps/vehicle-info', '/steps/vehicle-info/', '/steps/confirmation/managed'])(
    'a client-rendered route, %s, gets the shell',
    async (path) => {
      await expect(pages.find(path)).resolves.toEqual({ file: '/shell.html', status: 200 });
    },
  );

  it.each(['/no-such-page', '/faqs/more', '/steps/confirmation', '/steps/confirmation/a/b'])(
    'a path no route matches, %s, gets the 404 page with status 404',
    async (path) => {
      await expect(pages.find(path)).resolves.toEqual({ file: '/404.html', status: 404 });
    },
  );

  it('knows nothing without routes.json (an older build): the caller sends index.html', async () => {
    await expect(builtWith().find('/faqs')).resolves.toBeUndefined();
  });
});
