import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  LATEST_US_TIME_ZONE,
  optOutByEmailConfirmedSchema,
  optOutByEmailRequestedSchema,
  optOutByEmailStreamId,
} from '@fairwrench/contracts';
import { newestCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import type { App } from 'supertest/types';
import {
  request,
  ownerWithIssue,
  registerOwner,
  sampleVehicleInfo,
  leadPolicyCaughtUp,
  SHOP_REQUEST_PAGE,
  SmtpTestServer,
  startProductWithShops,
  type ProductUnderTest,
  type ReceivedMail,
} from '@fairwrench/server/testing';

const REQUEST = '/api/privacy-choices/opt-out-by-email';
const CONFIRM = '/api/privacy-choices/opt-out-by-email/confirm';
/** PUBLIC_ORIGIN: the link must be built on it, not on the Host the request came to. */
const PUBLIC_ORIGIN = 'http://fairwrench.example:3000';

/**
 * Opting out of sale and sharing by e-mail, confirmed by the link (ADR 026) that arrives by
 * mail on a real SMTP server in this process (ADR 057).
 */
describe.each(useCaseAdapters())('opting out by e-mail on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;
  const smtp = new SmtpTestServer();

  beforeAll(async () => {
    await smtp.start();
    sut = await startProductWithShops(adapter, { smtpUrl: smtp.url, publicOrigin: PUBLIC_ORIGIN });
    http = sut.product.app.getHttpServer() as App;
  });
  beforeEach(() => sut.product.app.get<{ reset(): Promise<void> }>('RateLimiter').reset());
  afterAll(async () => {
    await sut?.close();
    await smtp.stop();
  });

  const ask = (email: string) => request(http).post(REQUEST).send({ email });
  const confirm = (token: string) => request(http).post(CONFIRM).send({ token });
  /** The confirmation link, as the owner would click it in the message. */
  const linkIn = (mail: ReceivedMail) =>
    /(\S+\/privacy-choices\/confirm\?token=\S+)/.exec(mail.text)?.[1];
  const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail)!).searchParams.get('token')!;
  /** The token of the link mailed to `email` (the next message to it). */
  const mailedToken = async (email: string) => tokenOf(await smtp.messageTo(email));
  const mailCaughtUp = async () =>
    sut.product
      .workers!.subscriptions.get('mail')!
      .reached(await newestCommitted(sut.database.client));
  const optOutsOf = async (userId: string) =>
    (await sut.database.store.readStream(dataRightsStreamId(userId))).map(
      (event) => (event.data as { source: string }).source,
    );
  /**
   * The issue's leads once the owner has asked every shop on their list to get in touch: an
   * opted-out owner's request is refused (409) and shares nothing (ADR 059).
   */
  async function leadsAfterShopRequests(owner: {
    cookie: string;
    diagnosticId: string;
    issueId: string;
  }) {
    const shown = await request(http)
      .get(`/api/shop-recommendations/${owner.diagnosticId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    for (const shop of shown.body.shops as { id: string }[]) {
      const sent = await request(http)
        .post('/api/shop-requests')
        .set('Cookie', owner.cookie)
        .set('X-Consent-Page', SHOP_REQUEST_PAGE)
        .send({ diagnosticId: owner.diagnosticId, shopId: shop.id });
      expect([201, 409]).toContain(sent.status);
    }
    await leadPolicyCaughtUp(sut);
    const stream = await sut.database.store.readStream(`leads-of-issue-${owner.issueId}`);
    return stream.filter((event) => event.type === 'LeadShared');
  }

  it("opts out every owner with the address once the link is opened: that owner's later issue shares no lead", async () => {
    const email = `pat.${randomUUID()}@example.com`;
    const owner = await registerOwner(http, { ...sampleVehicleInfo, email });
    const sameAddress = await registerOwner(http, {
      ...sampleVehicleInfo,
      email: email.toUpperCase(),
    });
    const otherAddress = await ownerWithIssue(http, undefined, {
      ...sampleVehicleInfo,
      email: `someone.else.${randomUUID()}@example.com`,
    });

    const asked = await ask(email.toUpperCase()).expect(201);
    const { linkExpiresAt } = optOutByEmailRequestedSchema.parse(asked.body);
    const mail = await smtp.messageTo(email);
    // To the address as typed (nodemailer writes the domain in lower case).
    expect(mail.to).toEqual([`${email.split('@')[0]!.toUpperCase()}@example.com`]);
    expect(mail.subject).toBe('Confirm your opt-out of sale and sharing');
    expect(linkIn(mail)).toMatch(
      /^http:\/\/fairwrench\.example:3000\/privacy-choices\/confirm\?token=[\w-]{43}$/,
    );
    // No ZIP code is known for whoever typed the address: the last day the link works on any
    // US clock, the day before its expiry day in the westernmost zone, and no clock time.
    const lastDay = new Date(Date.parse(linkExpiresAt) - 86_400_000).toLocaleDateString('en-US', {
      dateStyle: 'full',
      timeZone: LATEST_US_TIME_ZONE,
    });
    expect(mail.text).toContain(
      `open this link by the end of ${lastDay}\n(it works for 7 days from your request):`,
    );
    expect(mail.text).not.toMatch(/UTC|\d:\d\d/);
    const days = (Date.parse(linkExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await optOutsOf(owner.userId)).toEqual([]); // nothing before the link is opened

    const token = tokenOf(mail);
    await mailCaughtUp(); // once sent, the message's own key is destroyed (ADR 057)
    const [requested] = await sut.database.store.readStream(
      optOutByEmailStreamId(createHash('sha256').update(token).digest('hex')),
    );
    expect(JSON.stringify(requested!.data)).not.toContain(email.split('@')[0]); // sealed, not clear
    expect(JSON.stringify(requested!.data)).not.toContain(token);
    const raw = await sut.database.client.query<{ data: string }>(
      `select data::text from es_events where event_id = $1`,
      [requested!.metadata.eventId],
    );
    expect(raw[0]!.data).not.toContain(token);
    expect(raw[0]!.data).not.toContain(email.split('@')[0]);

    const confirmed = await confirm(token).expect(200);
    expect(optOutByEmailConfirmedSchema.parse(confirmed.body)).toEqual({
      confirmedAt: expect.any(String),
    });
    expect(await optOutsOf(owner.userId)).toEqual(['email-request']);
    expect(await optOutsOf(sameAddress.userId)).toEqual(['email-request']);
    expect(await optOutsOf(otherAddress.userId)).toEqual([]);
    const choices = await request(http)
      .get('/api/me/privacy-choices')
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(choices.body).toMatchObject({
      session: 'owner',
      choices: { saleAndSharingOptedOut: true, source: 'email-request' },
    });

    const issue = await request(http)
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .send({
        userId: owner.userId,
        vehicleId: owner.vehicleId,
        issueType: 'symptoms',
        description: 'My brakes squeal loudly when I stop at low speed',
      })
      .expect(201);
    expect(await leadsAfterShopRequests({ ...owner, ...issue.body })).toEqual([]);
    // The same steps share leads for an owner who did not opt out.
    expect((await leadsAfterShopRequests(otherAddress)).length).toBeGreaterThan(0);
  });

  it('answers an address we hold nothing for exactly as one we do', async () => {
    const known = `known.${randomUUID()}@example.com`;
    await registerOwner(http, { ...sampleVehicleInfo, email: known });
    const forKnown = await ask(known).expect(201);
    const knownToken = await mailedToken(known);
    const unknown = `nobody.${randomUUID()}@example.com`;
    const forUnknown = await ask(unknown).expect(201);
    const unknownToken = await mailedToken(unknown);
    expect(Object.keys(forUnknown.body)).toEqual(Object.keys(forKnown.body));
    expect(forUnknown.headers['content-type']).toBe(forKnown.headers['content-type']);

    const confirmedKnown = await confirm(knownToken).expect(200);
    const confirmedUnknown = await confirm(unknownToken).expect(200);
    expect(Object.keys(confirmedUnknown.body)).toEqual(Object.keys(confirmedKnown.body));
  });

  it('refuses a link used twice, an unknown one, an expired one and a malformed one, each clearly', async () => {
    const twice = `twice.${randomUUID()}@example.com`;
    await ask(twice).expect(201);
    const token = await mailedToken(twice);
    await confirm(token).expect(200);
    const reused = await confirm(token).expect(409);
    expect(reused.body).toMatchObject({ status: 409, code: 'link_used' });
    expect(reused.body.detail).toMatch(/already used/);

    const unknown = await confirm(randomBytes(32).toString('base64url')).expect(404);
    expect(unknown.body.detail).toMatch(/not valid/);

    const expiredToken = randomBytes(32).toString('base64url');
    const expiredHash = createHash('sha256').update(expiredToken).digest('hex');
    const now = new Date().toISOString();
    await sut.database.store.appendToStream(
      optOutByEmailStreamId(expiredHash),
      [
        {
          type: 'OptOutByEmailRequested',
          schemaVersion: 1,
          data: {
            requestId: randomUUID(),
            tokenHash: expiredHash,
            email: { alg: 'aes-256-gcm/hkdf-sha256/v1', iv: 'AAAAAAAAAAAAAAAA', data: 'c2VhbGVk' },
            expiresAt: new Date(Date.now() - 1000).toISOString(),
          },
          metadata: {
            eventId: randomUUID(),
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: now,
          },
        },
      ],
      'no_stream',
    );
    const expired = await confirm(expiredToken).expect(410);
    expect(expired.body).toMatchObject({ status: 410, code: 'link_expired' });
    expect(expired.body.detail).toMatch(/expired.*Ask for a new one/);

    const malformed = await confirm('not-a-token').expect(400);
    expect(malformed.body.errors[0]).toMatchObject({ path: 'token' });
    const badEmail = await ask('not an address').expect(400);
    expect(badEmail.body.errors[0]).toMatchObject({
      path: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('limits requests per client and per address, with Retry-After', async () => {
    const address = `limited.${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) await ask(address).expect(201);
    const perAddress = await ask(address).expect(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);

    await sut.product.app.get<{ reset(): Promise<void> }>('RateLimiter').reset();
    for (let i = 0; i < 5; i++) await ask(`client.${i}.${randomUUID()}@example.com`).expect(201);
    const perClient = await ask(`client.${randomUUID()}@example.com`).expect(429);
    expect(perClient.body).toMatchObject({ status: 429, code: 'rate_limited' });
  });
});
