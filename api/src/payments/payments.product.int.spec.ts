import { useCaseAdapters } from '@fairwrench/event-store/testing';
import type { App } from 'supertest/types';
import {
  request,
  startStripeStandIn,
  type StripeStandIn,
  startProductUnderTest,
  type ProductUnderTest,
} from '@fairwrench/server/testing';

const customer = { name: 'Dana Ruiz', email: 'dana@example.com', phone: '(480) 555-0134' };

const resetRateLimits = (sut: ProductUnderTest) =>
  sut.product.app.get<string, { reset(): Promise<void> }>('RateLimiter').reset();

describe.each(useCaseAdapters())('payments without a Stripe key on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductUnderTest(adapter);
    http = sut.product.app.getHttpServer();
  });
  afterAll(() => sut.close());

  it('answers 503 with a clear message', async () => {
    const response = await request(http)
      .post('/api/create-setup-intent')
      .send(customer)
      .expect(503);

    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 503, detail: 'Payments are not configured' });
  });

  it('tells the UI there is no publishable key', async () => {
    const response = await request(http).get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ publishableKey: null });
  });
});

/**
 * Stripe cannot be reached from the machines these tests run on. The product's real `stripe`
 * SDK is therefore pointed, through its host/port/protocol settings, at a local stand-in of
 * Stripe's HTTP API (testing/stripe-stand-in.ts) that answers like Stripe and records what
 * the SDK sent.
 */
describe.each(useCaseAdapters())('payments through a local Stripe stand-in on %s', (adapter) => {
  let stripe: StripeStandIn;
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    sut = await startProductUnderTest(adapter, {
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      apiBase: stripe.url,
    });
    http = sut.product.app.getHttpServer();
  });
  afterAll(async () => {
    await sut.close();
    await stripe.close();
  });
  beforeEach(async () => {
    await resetRateLimits(sut);
    stripe.requests.length = 0;
  });

  const setUp = (body: unknown) =>
    request(http)
      .post('/api/create-setup-intent')
      .send(body as object);

  it('creates a customer, then an off-session SetupIntent, and answers its client secret', async () => {
    const response = await setUp(customer).expect(201);

    expect(response.body).toEqual({ clientSecret: 'seti_standin2_secret_standin2' });
    expect(stripe.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/customers',
        authorization: 'Bearer sk_test_standin',
        form: customer,
      },
      {
        method: 'POST',
        path: '/v1/setup_intents',
        authorization: 'Bearer sk_test_standin',
        form: {
          customer: 'cus_standin1',
          usage: 'off_session',
          'automatic_payment_methods[enabled]': 'true',
        },
      },
    ]);
  });

  it('gives the UI the publishable key, never the secret one', async () => {
    const response = await request(http).get('/api/payments/config').expect(200);
    expect(response.body).toEqual({ publishableKey: 'pk_test_standin' });
    expect(JSON.stringify(response.body)).not.toContain('sk_');
  });

  it('answers 502 with a clear message when Stripe refuses', async () => {
    stripe.failNext(401, 'authentication_error', 'Invalid API Key provided');

    const response = await setUp(customer).expect(502);

    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.detail).toBe(
      'The payment provider could not set up your payment method. Please try again.',
    );
    expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/customers']);
  });

  it.each([
    ['name', { name: 'D' }, 'Name must be at least 2 characters'],
    ['email', { email: 'dana@' }, 'Please enter a valid email address'],
    ['phone', { phone: '480555' }, 'Please enter a valid phone number'],
    ['phone', { phone: undefined }, 'Please enter a valid phone number'],
  ])('rejects a bad %s (%j) before calling Stripe', async (field, change, message) => {
    const response = await setUp({ ...customer, ...change }).expect(400);

    expect(response.body.detail).toBe(message);
    expect(response.body.errors[0]).toEqual({ path: field, message });
    expect(stripe.requests).toEqual([]);
  });

  it('rejects unknown fields such as card numbers, malformed JSON and other content types', async () => {
    await setUp({ ...customer, cardNumber: '4242424242424242' }).expect(400);
    const post = () => request(http).post('/api/create-setup-intent');
    await post().set('Content-Type', 'application/json').send('{"name":').expect(400);
    await post().set('Content-Type', 'text/plain').send('Dana').expect(415);
    expect(stripe.requests).toEqual([]);
  });

  it('allows ten setups a minute per client, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) await setUp(customer).expect(201);

    const refused = await setUp(customer).expect(429);

    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(stripe.requests).toHaveLength(20);
  });
});
