/// <reference types="jest" />
import { API_ROUTES } from '@fairwrench/contracts';
import { ApiContractError, ApiError } from './api-errors';
import { httpCall, withQuery } from './http-call';

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

const { getVehicle, getIssuePhoto, searchShops, submitFeedback, createSetupIntent } = API_ROUTES;
const issueId = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';
const feedback = { issueId, feedback: 'Great' };

describe('the generic data layer (section 7)', () => {
  it('leaves empty query values out', () => {
    expect(withQuery('/api/shops', { zipCode: '85253', _t: 17, empty: '', none: null })).toBe(
      '/api/shops?zipCode=85253&_t=17',
    );
    expect(withQuery('/api/shops', { zipCode: '' })).toBe('/api/shops');
  });

  it('sends credentials on reads and parses JSON', async () => {
    const calls = fakeFetch(() => Response.json({ shops: [] }));
    await expect(httpCall(searchShops, { query: { zipCode: '85253' } })).resolves.toEqual({
      shops: [],
    });
    expect(calls[0]!.url).toBe('/api/shops?zipCode=85253');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBeUndefined();
  });

  it("fills the descriptor's path parameters, URL-encoded", async () => {
    const calls = fakeFetch(() => new Response(null));
    await httpCall(getIssuePhoto, { unchecked: true, params: { issueId: 'a/b', sha256: 'c d' } });
    expect(calls[0]!.url).toBe('/api/issues/a%2Fb/photos/c%20d');
  });

  it('sends a JSON body only when there is one, and a form as it is', async () => {
    const calls = fakeFetch(() => Response.json({ feedbackId: issueId }));
    await httpCall(submitFeedback, { body: feedback });
    await httpCall(API_ROUTES.getPaymentsConfig, { unchecked: true });
    const form = new FormData();
    await httpCall(API_ROUTES.submitIssue, { unchecked: true, body: form });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(JSON.stringify(feedback));
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(calls[1]!.init.body).toBeUndefined();
    expect(calls[1]!.init.headers).not.toHaveProperty('Content-Type');
    expect(calls[2]!.init.body).toBe(form);
    expect(calls[2]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    fakeFetch(() => new Response('Vehicle not found', { status: 404 }));
    const failure = httpCall(getVehicle, { params: { vehicleId: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('404: Vehicle not found');
  });

  it('reads the detail of a problem+json answer instead of its raw JSON', async () => {
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Bad ZIP' };
    const query = { zipCode: '1' };
    fakeFetch(
      () =>
        new Response(JSON.stringify(problem), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    await expect(httpCall(searchShops, { query })).rejects.toThrow(/^400: Bad ZIP$/);
    fakeFetch(
      () =>
        new Response('{"title":"Internal Server Error"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(httpCall(searchShops, { query })).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('uses the status text when the body is empty', async () => {
    fakeFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const body = { name: 'Ann', email: 'a@b.co', phone: '5551234567' };
    await expect(httpCall(createSetupIntent, { body })).rejects.toThrow('503: Service Unavailable');
  });

  it('answers null for an empty OK body where the descriptor names no schema', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(httpCall(API_ROUTES.getApiDocs, {})).resolves.toBeNull();
  });
});

describe("parsing an OK answer with the route's response schema", () => {
  it('answers the parsed body when it matches', async () => {
    fakeFetch(() => Response.json({ feedbackId: issueId }, { status: 201 }));
    await expect(httpCall(submitFeedback, { body: feedback })).resolves.toEqual({
      feedbackId: issueId,
    });
  });

  it.each([
    ['a missing field', {}],
    ['a field of the wrong kind', { feedbackId: 42 }],
    ['a field the contract does not have', { feedbackId: issueId, extra: true }],
    ['an empty body', null],
  ])('rejects %s as an ApiContractError naming the call', async (_case, answer) => {
    fakeFetch(() =>
      answer === null ? new Response(null, { status: 201 }) : Response.json(answer),
    );
    const failure = httpCall(submitFeedback, { body: feedback });
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toThrow('Unexpected answer from POST /api/feedback');
  });

  it('leaves the body unparsed when the call is unchecked, for pages that show a wrong shape', async () => {
    fakeFetch(() => Response.json({ results: [] }));
    await expect(
      httpCall(searchShops, { unchecked: true, query: { zipCode: '85253' } }),
    ).resolves.toEqual({
      results: [],
    });
  });

  it('types each call by its descriptor', () => {
    const typeOnly = (call: () => unknown) => call;
    // @ts-expect-error a path with parameters needs them
    typeOnly(() => httpCall(getVehicle, {}));
    // @ts-expect-error a descriptor with a JSON body takes no FormData
    typeOnly(() => httpCall(submitFeedback, { body: new FormData() }));
    // @ts-expect-error a GET has no body
    typeOnly(() => httpCall(getVehicle, { params: { vehicleId: 'x' }, body: {} }));
  });
});
