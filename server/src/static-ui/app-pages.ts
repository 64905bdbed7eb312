import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** dist/routes.json, written by the build (ui/scripts/prerender.mjs). */
interface RouteTable {
  /** The router's paths (`:name` is one segment), the catch-all left out. */
  readonly routes: readonly string[];
  /** Route path (`*` for the 404 page) to its pre-rendered HTML file under dist/. */
  readonly prerendered: Readonly<Record<string, string>>;
  /** What client-rendered routes are served until their script runs. */
  readonly shell: string;
}

export interface AppPage {
  /** A URL path under the build directory. */
  readonly file: string;
  readonly status: 200 | 404;
}

/** A route path as React Router matches it: any case, one trailing slash allowed. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

function pagesOf(table: RouteTable): (urlPath: string) => AppPage | undefined {
  const patterns = table.routes.map((route) => [route, routePattern(route)] as const);
  const notFound = table.prerendered['*'];
  return (urlPath) => {
    const route = patterns.find(([, pattern]) => pattern.test(urlPath))?.[0];
    if (route === undefined) return notFound ? { file: `/${notFound}`, status: 404 } : undefined;
    return { file: `/${table.prerendered[route] ?? table.shell}`, status: 200 };
  };
}

/**
 * Which HTML the server sends for a page's URL: a public page's own pre-rendered file, the
 * shell for the other routes, the 404 page (status 404) for paths no route matches. Read again
 * when the build rewrites routes.json. Without one (an older build), undefined: the caller
 * sends index.html for every path, as before.
 */
export class AppPages {
  private cached?: { stamp: string; find: (urlPath: string) => AppPage | undefined };

  constructor(private readonly root: string) {}

  async find(urlPath: string): Promise<AppPage | undefined> {
    const path = join(this.root, 'routes.json');
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    const stamp = `${found.size}:${found.mtimeMs}`;
    if (this.cached?.stamp !== stamp) {
      const table = JSON.parse(await readFile(path, 'utf8')) as RouteTable;
      this.cached = { stamp, find: pagesOf(table) };
    }
    return this.cached.find(urlPath);
  }
}
