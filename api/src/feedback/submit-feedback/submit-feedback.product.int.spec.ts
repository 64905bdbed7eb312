import { feedbackSubmittedSchema } from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import {
  request,
  ownerWithIssue as analysedOwner,
  UUID_PATTERN,
  useProductUnderTest,
} from '@fairwrench/server/testing';

describe.each(useCaseAdapters())('feedback end to end on %s', (adapter) => {
  const product = useProductUnderTest(adapter);
  // Every case starts with a full budget; the rate-limit case spends it on purpose.
  beforeEach(() =>
    product.sut.product.app.get<string, { reset(): Promise<void> }>('RateLimiter').reset(),
  );

  const ownerWithIssue = () => analysedOwner(product.http);

  const send = (cookie: string, body: unknown) =>
    request(product.http)
      .post('/api/feedback')
      .set('Cookie', cookie)
      .send(body as object);

  it('stores the trimmed feedback as FeedbackSubmitted and answers its id', async () => {
    const owner = await ownerWithIssue();

    const response = await send(owner.cookie, {
      issueId: owner.issueId,
      feedback: '  Saved me $400 on brakes.  ',
    }).expect(201);

    expect(response.body).toEqual({ feedbackId: expect.stringMatching(UUID_PATTERN) });
    const [event] = await product.sut.database.store.readStream(
      `feedback-${response.body.feedbackId}`,
    );
    expect(feedbackSubmittedSchema.parse(envelopeOf(event!)).data).toEqual({
      feedbackId: response.body.feedbackId,
      issueId: owner.issueId,
      userId: expect.stringMatching(UUID_PATTERN),
      feedback: 'Saved me $400 on brakes.',
    });
  });

  it('keeps each of two submits', async () => {
    const owner = await ownerWithIssue();
    const body = { issueId: owner.issueId, feedback: 'Great' };

    const [first, second] = await Promise.all([send(owner.cookie, body), send(owner.cookie, body)]);

    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect(first!.body.feedbackId).not.toBe(second!.body.feedbackId);
  });

  it("answers 404 for someone else's issue, an unknown issue and no session", async () => {
    const owner = await ownerWithIssue();
    const stranger = await ownerWithIssue();
    const body = { issueId: owner.issueId, feedback: 'Not mine' };

    await send(stranger.cookie, body).expect(404);
    await send('', body).expect(404);
    const unknown = { ...body, issueId: '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22' };
    await send(owner.cookie, unknown).expect(404);
  });

  it.each([
    ['feedback', { feedback: '   ' }, 'Please write your feedback before submitting'],
    ['feedback', { feedback: undefined }, 'Please write your feedback before submitting'],
    ['feedback', { feedback: 'x'.repeat(2001) }, 'Feedback must be at most 2000 characters'],
    ['issueId', { issueId: undefined }, 'Feedback must refer to an issue'],
    ['issueId', { issueId: 'issue-1' }, 'Feedback must refer to an issue'],
  ])('rejects a bad %s (%j)', async (field, change, message) => {
    const owner = await ownerWithIssue();

    const response = await send(owner.cookie, {
      issueId: owner.issueId,
      feedback: 'Great',
      ...change,
    }).expect(400);

    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.detail).toBe(message);
    expect(response.body.errors[0]).toEqual({ path: field, message });
  });

  it('rejects unknown fields, malformed JSON and other content types', async () => {
    const owner = await ownerWithIssue();
    await send(owner.cookie, { issueId: owner.issueId, feedback: 'Great', rating: 5 }).expect(400);
    const post = () => request(product.http).post('/api/feedback').set('Cookie', owner.cookie);
    await post().set('Content-Type', 'application/json').send('{"feedback":').expect(400);
    await post().set('Content-Type', 'text/plain').send('Great').expect(415);
  });

  it('allows ten a minute per owner, then answers 429 with Retry-After', async () => {
    const owner = await ownerWithIssue();
    const other = await ownerWithIssue();
    const body = { issueId: owner.issueId, feedback: 'Great' };
    for (let i = 0; i < 10; i++) await send(owner.cookie, body).expect(201);

    const refused = await send(owner.cookie, body).expect(429);

    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused.body.detail).toMatch(/too many requests/i);
    // Another owner has a budget of their own.
    await send(other.cookie, { issueId: other.issueId, feedback: 'Great' }).expect(201);
  });
});
