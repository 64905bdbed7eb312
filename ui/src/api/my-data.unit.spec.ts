import { describe, expect, it, jest } from '@jest/globals';
import '../testing/in-process-api';
import { ApiContractError } from '../lib/api-client';
import { getMyData } from './my-data';

const answer = (response: Response) => {
  global.fetch = jest.fn(async () => response) as typeof fetch;
};

describe('the Your data page’s call', () => {
  it('answers null when the API holds nothing for this browser (404)', async () => {
    answer(new Response('No owner', { status: 404 }));
    await expect(getMyData()).resolves.toBeNull();
  });

  it('checks the answer against the contract', async () => {
    answer(Response.json({ owner: 'not the shape' }));
    await expect(getMyData()).rejects.toBeInstanceOf(ApiContractError);
  });

  it('passes other failures on', async () => {
    answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(getMyData()).rejects.toThrow('503: Service Unavailable');
  });
});
