/// <reference types="jest" />
import { ApiError, getJson, sendJson, withQuery } from './api-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(url), init };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return calls;
}

describe('the generic data layer (section 7)', () => {
  it('leaves empty query values out', () => {
    expect(withQuery('/api/shops', { zipCode: '85253', _t: 17, empty: '', none: null })).toBe(
      '/api/shops?zipCode=85253&_t=17',
    );
    expect(withQuery('/api/shops', { zipCode: '' })).toBe('/api/shops');
  });

  it('sends credentials on reads and parses JSON', async () => {
    const calls = fakeFetch(() => Response.json({ shops: [] }));
    await expect(getJson('/api/shops', { zipCode: '85253' })).resolves.toEqual({ shops: [] });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBeUndefined();
  });

  it('sends a JSON body only when there is one', async () => {
    const calls = fakeFetch(() => Response.json({ ok: true }));
    await sendJson('POST', '/api/feedback', { issueId: 'i', feedback: 'Great' });
    await sendJson('POST', '/api/empty');
    expect(calls[0]!.init.body).toBe('{"issueId":"i","feedback":"Great"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(calls[1]!.init.body).toBeUndefined();
    expect(calls[1]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    fakeFetch(() => new Response('Vehicle not found', { status: 404 }));
    const failure = getJson('/api/vehicles/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('404: Vehicle not found');
  });

  it('reads the detail of a problem+json answer instead of its raw JSON', async () => {
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Bad ZIP' };
    fakeFetch(
      () =>
        new Response(JSON.stringify(problem), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    await expect(getJson('/api/shops')).rejects.toThrow(/^400: Bad ZIP$/);
    fakeFetch(
      () =>
        new Response('{"title":"Internal Server Error"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(getJson('/api/shops')).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('uses the status text when the body is empty', async () => {
    fakeFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(sendJson('POST', '/api/create-setup-intent', {})).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('answers null for an empty OK body', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(sendJson('PATCH', '/api/x', {})).resolves.toBeNull();
  });
});
