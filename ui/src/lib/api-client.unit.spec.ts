/// <reference types="jest" />
import '../testing/in-process-api';
import { callApi } from './api-client';

const issueId = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';

function fakeFetch(body: unknown): string[] {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    urls.push(String(url));
    return Response.json(body);
  }) as typeof fetch;
  return urls;
}

describe('callApi, the one way the app calls its API', () => {
  it('finds the route by its name and answers the parsed body', async () => {
    const urls = fakeFetch({ feedbackId: issueId });
    await expect(
      callApi('submitFeedback', { body: { issueId, feedback: 'Great' } }),
    ).resolves.toEqual({ feedbackId: issueId });
    expect(urls).toEqual(['/api/feedback']);
  });

  it('answers the body as it came when the call is unchecked', async () => {
    fakeFetch({ results: 'not shops' });
    await expect(
      callApi('searchShops', { query: { zipCode: '85253' }, unchecked: true }),
    ).resolves.toEqual({ results: 'not shops' });
  });

  it('types each call by its route', () => {
    const typeOnly = (call: () => unknown) => call;
    // @ts-expect-error a path with parameters needs them
    typeOnly(() => callApi('getVehicle', {}));
    // @ts-expect-error a route with a JSON body takes no FormData
    typeOnly(() => callApi('submitFeedback', { body: new FormData() }));
    // @ts-expect-error a GET has no body
    typeOnly(() => callApi('getVehicle', { params: { vehicleId: 'x' }, body: {} }));
    // @ts-expect-error no such route
    typeOnly(() => callApi('getEverything'));
  });
});
