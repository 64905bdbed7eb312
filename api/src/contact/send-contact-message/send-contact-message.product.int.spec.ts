import { contactMessageReceivedSchema } from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import { request, UUID_PATTERN, useProductUnderTest } from '@fairwrench/server/testing';

const valid = {
  fullName: 'Dana Ruiz',
  email: 'dana@example.com',
  subject: 'Question about my estimate',
  message: 'Is a fuel system flush needed at 60k miles?',
};

describe.each(useCaseAdapters())('contact messages end to end on %s', (adapter) => {
  const product = useProductUnderTest(adapter);
  // Every case starts with a full budget; the rate-limit case spends it on purpose.
  beforeEach(() =>
    product.sut.product.app.get<string, { reset(): Promise<void> }>('RateLimiter').reset(),
  );

  const send = (body: unknown) =>
    request(product.http)
      .post('/api/contact')
      .send(body as object);

  it('stores ContactMessageReceived without needing or opening a session', async () => {
    const response = await send(valid).expect(201);

    expect(response.body).toEqual({ messageId: expect.stringMatching(UUID_PATTERN) });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [event] = await product.sut.database.store.readStream(
      `contact-message-${response.body.messageId}`,
    );
    expect(contactMessageReceivedSchema.parse(envelopeOf(event!)).data).toEqual({
      messageId: response.body.messageId,
      ...valid,
    });
  });

  it.each([
    ['fullName', { fullName: 'D' }, 'Name must be at least 2 characters'],
    ['fullName', { fullName: undefined }, 'Name must be at least 2 characters'],
    ['email', { email: 'dana@' }, 'Please enter a valid email address'],
    ['subject', { subject: '   ' }, 'Please enter a subject'],
    ['subject', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['message', { message: '' }, 'Please enter a message'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('rejects a bad %s (%j)', async (field, change, message) => {
    const response = await send({ ...valid, ...change }).expect(400);

    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.detail).toBe(message);
    expect(response.body.errors[0]).toEqual({ path: field, message });
  });

  it.each([
    ['malformed JSON', '{"fullName": "Dana"', 'application/json', 400],
    ['null', 'null', 'application/json', 400],
    ['a form post', 'fullName=Dana', 'application/x-www-form-urlencoded', 415],
  ])('answers %s with %i, never a 5xx', async (_what, body, contentType, status) => {
    const response = await request(product.http)
      .post('/api/contact')
      .set('Content-Type', contentType)
      .send(body)
      .expect(status);
    expect(response.body.status).toBe(status);
  });

  it('rejects unknown fields and huge bodies', async () => {
    await send({ ...valid, phone: '4805550134' }).expect(400);
    await send({ ...valid, message: 'x'.repeat(200_000) }).expect(413);
  });

  it('allows five a minute per client, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) await send(valid).expect(201);
    const before = (await readAllCommitted(product.sut.database.store, product.sut.database.client))
      .length;

    const refused = await send(valid).expect(429);

    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused.body.detail).toBe(
      `You have sent too many requests. Please try again in ${retryAfter} seconds.`,
    );
    expect(
      await readAllCommitted(product.sut.database.store, product.sut.database.client),
    ).toHaveLength(before);
  });
});
