import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import type supertest from 'supertest';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { registerOwner } from './testing/owner-flow';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

const adapter = useCaseAdapters()[0]!;

/** A stand-in for ui/dist, so this suite needs no web-app build. */
function builtUi(): string {
  const directory = mkdtempSync(join(tmpdir(), 'fw-ui-'));
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>FairWrench</title>');
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'assets', 'index-abc123.js'), 'console.log("app");');
  return directory;
}

/** Everything but `date`, which may tick between the two requests, and each one's own id. */
function headersOf(response: supertest.Response): Record<string, unknown> {
  const {
    date: _date,
    'x-request-id': _id,
    ...headers
  } = response.headers as Record<string, unknown>;
  return headers;
}

describe(`HEAD answers like GET (${adapter})`, () => {
  let sut: ProductUnderTest;
  let http: App;
  let cookie: string;
  let vehicleId: string;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, { uiDirectory: builtUi() });
    http = sut.product.app.getHttpServer() as App;
    ({ cookie, vehicleId } = await registerOwner(http));
  });
  afterAll(() => sut.close());

  async function expectHeadLikeGet(path: string, status: number, withCookie = false) {
    const get = request(http).get(path);
    const head = request(http).head(path);
    // superagent asks for gzip on GET only; the answer (its encoding) depends on the ask.
    [get, head].forEach((r) => r.set('Accept-Encoding', 'gzip, deflate'));
    if (withCookie) [get, head].forEach((r) => r.set('Cookie', cookie));
    const [got, headed] = [await get, await head];
    expect(got.status).toBe(status);
    expect(headed.status).toBe(status);
    expect(headersOf(headed)).toEqual(headersOf(got));
    expect(headed.text ?? '').toBe('');
  }

  it.each(['/', '/steps/vehicle-info', '/faqs'])('serves the page %s', async (path) => {
    await expectHeadLikeGet(path, 200);
  });

  it('serves a static asset', async () => {
    await expectHeadLikeGet('/assets/index-abc123.js', 200);
  });

  it.each(['/api/payments/config', '/api/docs'])('answers the API read %s', async (path) => {
    await expectHeadLikeGet(path, 200);
  });

  it("answers an owner's own read, and 404 to anyone else, as GET does", async () => {
    await expectHeadLikeGet(`/api/vehicles/${vehicleId}`, 200, true);
    await expectHeadLikeGet(`/api/vehicles/${vehicleId}`, 404);
  });

  it('answers 404 for an unknown API path, as GET does', async () => {
    // Only the status and type: the problem's detail names the method ("Cannot HEAD ...").
    const [got, headed] = [
      await request(http).get('/api/no-such-read'),
      await request(http).head('/api/no-such-read'),
    ];
    expect([got.status, headed.status]).toEqual([404, 404]);
    expect(headed.headers['content-type']).toBe(got.headers['content-type']);
  });
});
