import supertest from 'supertest';
import type { App } from 'supertest/types';

type Client = ReturnType<typeof supertest>;
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

/**
 * supertest as the web app's calls arrive: every request says `Sec-Fetch-Site: same-origin`,
 * as a browser does for a fetch from the app's own page, so the API's cross-site guard lets it
 * through (ADR 037). Specs import this as `request`; a spec about forged requests sets other
 * values over it, or uses supertest itself.
 */
export default function request(app: App): Client {
  const client = supertest(app);
  for (const method of METHODS) {
    const make = client[method].bind(client);
    client[method] = ((url: string) => make(url).set('Sec-Fetch-Site', 'same-origin')) as never;
  }
  return client;
}
