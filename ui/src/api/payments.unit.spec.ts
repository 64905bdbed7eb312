/// <reference types="jest" />
import '../testing/in-process-api';
import { createSetupIntent } from './payments';

const customer = { name: 'Ann Lee', email: 'ann@example.com', phone: '5551234567' };
const answer = (response: Response) => {
  global.fetch = jest.fn(async () => response) as typeof fetch;
};

describe('creating a card setup', () => {
  it('answers the client secret', async () => {
    answer(Response.json({ clientSecret: 'seti_1_secret_2' }, { status: 201 }));
    await expect(createSetupIntent(customer)).resolves.toBe('seti_1_secret_2');
  });

  it.each([
    ['without a client secret', Response.json({}, { status: 201 })],
    ['with an empty one', Response.json({ clientSecret: '' }, { status: 201 })],
  ])('fails on an OK answer %s', async (_case, response) => {
    answer(response);
    await expect(createSetupIntent(customer)).rejects.toThrow(
      new Error('No client secret in the response'),
    );
  });

  it('passes a failed call on in its own words', async () => {
    answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(createSetupIntent(customer)).rejects.toThrow('503: Service Unavailable');
  });
});
