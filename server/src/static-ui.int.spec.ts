import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

const adapter = useCaseAdapters()[0]!;

const HTML = `<!doctype html><title>FairWrench</title>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(500))});`;
const ROBOTS = 'User-agent: *\nAllow: /\n';

/** A stand-in for ui/dist as the build leaves it: text files over 1 KB precompressed. */
function builtUi(): string {
  const directory = mkdtempSync(join(tmpdir(), 'fw-ui-'));
  const write = (path: string, body: string, precompressed: boolean) => {
    writeFileSync(join(directory, path), body);
    if (!precompressed) return;
    writeFileSync(join(directory, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(directory, `${path}.gz`), gzipSync(body, { level: 9 }));
  };
  mkdirSync(join(directory, 'assets'));
  mkdirSync(join(directory, '.vite'));
  write('index.html', HTML, true);
  write('assets/app-abc123.js', SCRIPT, true);
  write('robots.txt', ROBOTS, false);
  write('.vite/manifest.json', '{}', false);
  return directory;
}

interface Raw {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed. */
  readonly body: Buffer;
}

describe(`the web app's files: compression, caching, HEAD (${adapter})`, () => {
  let sut: ProductUnderTest;
  let port: number;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, { uiDirectory: builtUi() });
    const server = sut.product.app.getHttpServer() as Server;
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => sut.close());

  /** node:http, not supertest: supertest would decompress the body before we see it. */
  function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<Raw>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      sent.on('error', reject).end();
    });
  }

  describe('content negotiation', () => {
    it('sends the brotli copy to a browser, with its exact headers', async () => {
      const got = await fetchRaw('/assets/app-abc123.js', {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(got.status).toBe(200);
      expect(got.headers).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'content-encoding': 'br',
        'content-length': String(got.body.length),
        vary: 'Accept-Encoding',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(got.headers.etag).toMatch(/^"[\w-]+-br"$/);
      expect(got.body.length).toBeLessThan(SCRIPT.length / 4);
      expect(brotliDecompressSync(got.body).toString()).toBe(SCRIPT);
    });

    it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
      for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
        const got = await fetchRaw('/assets/app-abc123.js', { 'accept-encoding': accept });
        expect(got.headers['content-encoding']).toBe('gzip');
        expect(got.headers['content-length']).toBe(String(got.body.length));
        expect(gunzipSync(got.body).toString()).toBe(SCRIPT);
      }
    });

    it('sends the file as it is when no compression is accepted', async () => {
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const got = await fetchRaw(
          '/assets/app-abc123.js',
          accept === undefined ? {} : { 'accept-encoding': accept },
        );
        expect(got.headers['content-encoding']).toBeUndefined();
        expect(got.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
        expect(got.headers.vary).toBe('Accept-Encoding');
        expect(got.body.toString()).toBe(SCRIPT);
      }
    });

    it('gives each encoding its own strong ETag', async () => {
      const tags = await Promise.all(
        ['br', 'gzip', 'identity'].map(async (accept) => {
          const got = await fetchRaw('/', { 'accept-encoding': accept });
          return got.headers.etag;
        }),
      );
      expect(new Set(tags).size).toBe(3);
      for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    });
  });

  describe('caching', () => {
    it.each(['/', '/faqs', '/steps/vehicle-info', '/index.html'])(
      'revalidates the page %s: no-cache with an ETag',
      async (path) => {
        const got = await fetchRaw(path, { 'accept-encoding': 'br' });
        expect(got.status).toBe(200);
        expect(got.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(got.headers['cache-control']).toBe('no-cache');
        expect(got.headers.etag).toMatch(/^"[\w-]+-br"$/);
        expect(brotliDecompressSync(got.body).toString()).toBe(HTML);
      },
    );

    it.each(['/', '/assets/app-abc123.js'])(
      'answers 304 without a body to a matching If-None-Match on %s',
      async (path) => {
        const first = await fetchRaw(path, { 'accept-encoding': 'gzip' });
        const etag = first.headers.etag!;
        const again = await fetchRaw(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers).toMatchObject({ etag, vary: 'Accept-Encoding' });
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        // Another encoding is another representation: its bytes are sent.
        const other = await fetchRaw(path, { 'accept-encoding': 'br', 'if-none-match': etag });
        expect(other.status).toBe(200);
      },
    );

    it('caches other public files for an hour, with an ETag', async () => {
      const got = await fetchRaw('/robots.txt', { 'accept-encoding': 'br, gzip' });
      expect(got.headers).toMatchObject({
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      expect(got.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(got.headers['content-encoding']).toBeUndefined();
      expect(got.body.toString()).toBe(ROBOTS);
    });
  });

  describe('HEAD', () => {
    it.each(['/', '/steps/vehicle-info', '/assets/app-abc123.js', '/robots.txt'])(
      'answers HEAD %s like GET, without the body',
      async (path) => {
        const headers = { 'accept-encoding': 'gzip, br' };
        const [got, headed] = [
          await fetchRaw(path, headers),
          await fetchRaw(path, headers, 'HEAD'),
        ];
        const { date: _got, 'x-request-id': _gotId, ...getHeaders } = got.headers;
        const { date: _headed, 'x-request-id': _headedId, ...headHeaders } = headed.headers;
        expect(headed.status).toBe(200);
        expect(headHeaders).toEqual(getHeaders);
        expect(headed.headers['content-length']).toBe(String(got.body.length));
        expect(headed.body.length).toBe(0);
      },
    );
  });

  describe('what is not a page', () => {
    it.each(['/assets/no-such-file.js', '/assets/app-abc123.js.br'])(
      'answers 404 for %s, not the web app',
      async (path) => {
        for (const method of ['GET', 'HEAD']) {
          const got = await fetchRaw(path, {}, method);
          expect(got.status).toBe(404);
          expect(got.headers['content-type']).not.toMatch(/html/);
        }
      },
    );

    it('never serves the build manifest (a dot folder): the web app answers instead', async () => {
      const got = await fetchRaw('/.vite/manifest.json');
      expect(got.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(got.body.toString()).toBe(HTML);
    });
  });

  describe('search engines', () => {
    it.each([
      '/steps/vehicle-info',
      '/steps/confirmation/managed',
      '/test-api',
      '/test-shop-estimate',
      '/privacy-choices/confirm',
      '/your-data',
      '/payment-info',
    ])('asks them not to index %s', async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const got = await fetchRaw(path, {}, method);
        expect(got.status).toBe(200);
        expect(got.headers['x-robots-tag']).toBe('noindex');
      }
    });

    it.each(['/', '/faqs', '/contact', '/privacy-policy', '/terms-conditions', '/privacy-choices'])(
      'lets them index %s',
      async (path) => {
        const got = await fetchRaw(path);
        expect(got.status).toBe(200);
        expect(got.headers['x-robots-tag']).toBeUndefined();
      },
    );
  });

  describe('API answers', () => {
    it('compresses a large JSON answer for a client that accepts it, alike for HEAD', async () => {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const got = await fetchRaw('/api/docs', headers);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toMatch(/^application\/json/);
      expect(got.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
      expect(got.headers['content-length']).toBe(String(got.body.length));
      const document = JSON.parse(brotliDecompressSync(got.body).toString()) as object;
      expect(document).toHaveProperty('paths');
      expect(got.body.length).toBeLessThan(JSON.stringify(document).length / 3);

      const headed = await fetchRaw('/api/docs', headers, 'HEAD');
      const { date: _got, 'x-request-id': _gotId, ...getHeaders } = got.headers;
      const { date: _headed, 'x-request-id': _headedId, ...headHeaders } = headed.headers;
      expect(headHeaders).toEqual(getHeaders);
      expect(headed.body.length).toBe(0);
    });

    it('sends it uncompressed to a client that does not, and 304 to a matching ETag', async () => {
      const plain = await fetchRaw('/api/docs');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString())).toHaveProperty('paths');
      const headers = { 'accept-encoding': 'gzip' };
      const zipped = await fetchRaw('/api/docs', headers);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const again = await fetchRaw('/api/docs', {
        ...headers,
        'if-none-match': zipped.headers.etag!,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('leaves a small JSON answer as it is', async () => {
      const got = await fetchRaw('/api/payments/config', { 'accept-encoding': 'br, gzip' });
      expect(got.status).toBe(200);
      expect(got.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(got.body.toString())).toEqual({ publishableKey: null });
    });
  });
});

describe(`the web app's pages: pre-rendered, shell, 404 (${adapter})`, () => {
  const PAGE = (name: string) => `<!doctype html><title>${name}</title>`;
  let sut: ProductUnderTest;

  beforeAll(async () => {
    const directory = mkdtempSync(join(tmpdir(), 'fw-ui-'));
    mkdirSync(join(directory, 'faqs'));
    writeFileSync(join(directory, 'index.html'), PAGE('home'));
    writeFileSync(join(directory, 'faqs', 'index.html'), PAGE('faqs'));
    writeFileSync(join(directory, 'shell.html'), PAGE('shell'));
    writeFileSync(join(directory, '404.html'), PAGE('not found'));
    const prerendered = { '/': 'index.html', '/faqs': 'faqs/index.html', '*': '404.html' };
    const routes = {
      routes: ['/', '/faqs', '/steps/vehicle-info'],
      prerendered,
      shell: 'shell.html',
    };
    writeFileSync(join(directory, 'routes.json'), JSON.stringify(routes));
    sut = await startProductUnderTest(adapter, undefined, { uiDirectory: directory });
  });
  afterAll(() => sut.close());

  it.each([
    ['/', 200, 'home'],
    ['/faqs', 200, 'faqs'],
    ['/steps/vehicle-info', 200, 'shell'],
    ['/no-such-page', 404, 'not found'],
  ])('answers %s with status %i and the %s page, alike for HEAD', async (path, status, name) => {
    const http = request(sut.product.app.getHttpServer() as App);
    const got = await http.get(path);
    expect(got.status).toBe(status);
    expect(got.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(got.text).toBe(PAGE(name));
    const head = await http.head(path);
    expect(head.status).toBe(status);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
  });

  it('never answers 304 for the 404 page', async () => {
    const http = request(sut.product.app.getHttpServer() as App);
    const first = await http.get('/no-such-page');
    const again = await http.get('/no-such-page').set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(404);
  });
});
