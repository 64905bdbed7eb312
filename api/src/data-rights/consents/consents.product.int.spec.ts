import { createHash } from 'node:crypto';
import {
  CONSENT_PAGE_HEADER,
  CONSENT_TEXTS,
  consentGivenSchema,
  consentWithdrawalSchema,
  dataRightsStreamId,
  leadSharedSchema,
  leadTrailResponseSchema,
  myDataSchema,
  type ConsentGiven,
  type ConsentPurpose,
} from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import type { App } from 'supertest/types';
import {
  request,
  sampleVehicleInfo,
  sessionCookie,
  leadPolicyCaughtUp,
  sendShopRequests,
  SHOP_REQUEST_PAGE,
  startProductWithShops,
  type ProductUnderTest,
} from '@fairwrench/server/testing';

const TOKEN = 'compliance-token-for-tests-0123456789';
const HOST = 'fairwrench.test';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Owner {
  readonly cookie: string;
  readonly userId: string;
  readonly vehicleId: string;
}

/** Consent records (ADR 025): given with their facts, withdrawn by the owner, cited by leads. */
describe.each(useCaseAdapters())('consent records on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductWithShops(adapter, { complianceToken: TOKEN });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut?.close());

  const register = (headers: Record<string, string> = {}) => {
    const call = request(http).post('/api/vehicle-info').set('Host', HOST);
    for (const [name, value] of Object.entries({ 'User-Agent': FIREFOX, ...headers }))
      call.set(name, value);
    return call.send(sampleVehicleInfo);
  };
  async function owner(headers: Record<string, string> = {}): Promise<Owner> {
    const response = await register(headers).expect(201);
    return { cookie: sessionCookie(response), ...response.body };
  }
  const stream = async (streamId: string) =>
    (await sut.database.store.readStream(streamId)).map(envelopeOf);
  const consentsIn = async (streamId: string): Promise<ConsentGiven['data'][]> =>
    (await stream(streamId))
      .filter((event) => event.type === 'ConsentGiven')
      .map((event) => consentGivenSchema.parse(event).data);
  const withdraw = (cookie: string | null, purpose: string) => {
    const call = request(http).post(`/api/me/consents/${purpose}/withdraw`);
    return cookie === null ? call : call.set('Cookie', cookie);
  };
  async function analysedIssue(o: Owner): Promise<{ issueId: string; diagnosticId: string }> {
    const issue = await request(http)
      .post('/api/issue-details')
      .set('Cookie', o.cookie)
      .send({
        userId: o.userId,
        vehicleId: o.vehicleId,
        issueType: 'symptoms',
        description: 'My brakes squeal loudly when I stop at low speed',
      })
      .expect(201);
    return issue.body;
  }
  /** The owner sends the first shop on their list a request (ADR 059): its issue's id. */
  async function requestShop(o: Owner): Promise<string> {
    const { issueId, diagnosticId } = await analysedIssue(o);
    await sendShopRequests(http, { cookie: o.cookie, diagnosticId }, 1);
    return issueId;
  }
  const leadsOf = async (issueId: string) =>
    (await stream(`leads-of-issue-${issueId}`))
      .filter((event) => event.type === 'LeadShared')
      .map((event) => leadSharedSchema.parse(event));

  it('records the terms consent with the vehicle, with its text, page, time and client, and no consent to send details to shops', async () => {
    const o = await owner({ Referer: `http://${HOST}/` });

    const events = await stream(`vehicle-${o.vehicleId}`);
    // Sending details to a shop is the owner's own choice, made per shop (ADR 059).
    expect(events.map((event) => event.type)).toEqual(['VehicleRegistered', 'ConsentGiven']);
    // One append: one request's correlation, one time.
    expect(new Set(events.map((event) => event.metadata.correlationId)).size).toBe(1);
    const [terms] = await consentsIn(`vehicle-${o.vehicleId}`);
    const expected = (purpose: ConsentPurpose) => ({
      consentId: expect.any(String),
      userId: o.userId,
      purpose,
      textVersion: CONSENT_TEXTS[purpose].version,
      textSha256: sha256(CONSENT_TEXTS[purpose].text),
      sourcePage: '/',
      givenAt: events[0]!.metadata.occurredAt,
      clientFingerprint: expect.stringMatching(/^hmac-sha256:[0-9a-f]{64}$/),
    });
    expect(terms).toEqual(expected('terms'));
    expect(JSON.stringify(events)).not.toMatch(/127\.0\.0\.1|::1|Firefox/);
  });

  it('fingerprints the client by IP and user agent under a key: the same client matches, another does not', async () => {
    const fingerprintOf = async (headers: Record<string, string>) =>
      (await consentsIn(`vehicle-${(await owner(headers)).vehicleId}`))[0]!.clientFingerprint;

    const first = await fingerprintOf({});
    expect(await fingerprintOf({})).toBe(first);
    expect(await fingerprintOf({ 'User-Agent': `${FIREFOX} Edg/140` })).not.toBe(first);
    // No proxy is trusted here (TRUST_PROXY=0): a forwarded address is the client's claim only.
    expect(await fingerprintOf({ 'X-Forwarded-For': '198.51.100.23' })).toBe(first);
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(first).not.toContain(sha256(`${ip}\n${FIREFOX}`));
    }
  });

  it('takes the page from the consent page header, else the Referer, else the form’s own page', async () => {
    const pageOf = async (headers: Record<string, string>) =>
      (await consentsIn(`vehicle-${(await owner(headers)).vehicleId}`))[0]!.sourcePage;

    expect(await pageOf({ [CONSENT_PAGE_HEADER]: '/' })).toBe('/');
    expect(await pageOf({ Referer: `http://${HOST}/steps/vehicle-info` })).toBe(
      '/steps/vehicle-info',
    );
    expect(await pageOf({ Referer: `http://${HOST}/faqs` })).toBe('/steps/vehicle-info');
    expect(await pageOf({ Referer: 'https://elsewhere.example/' })).toBe('/steps/vehicle-info');
    expect(await pageOf({})).toBe('/steps/vehicle-info');
  });

  it('refuses a consent page that does not show the consent, recording nothing', async () => {
    const before = (await readAllCommitted(sut.database.store, sut.database.client)).length;

    const response = await register({ [CONSENT_PAGE_HEADER]: '/steps/managed-repair-info' });

    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.detail).toBe(
      'x-consent-page must name a page that shows this consent: /steps/vehicle-info, /',
    );
    expect(await readAllCommitted(sut.database.store, sut.database.client)).toHaveLength(before);
  });

  it('records the consent to calls and texts with the booking, and the lead cites every ConsentGiven, as the trail shows', async () => {
    const o = await owner();
    const { issueId, diagnosticId } = await analysedIssue(o);
    const created = await request(http)
      .post('/api/managed-repairs')
      .set('Cookie', o.cookie)
      .send({ diagnosticId })
      .expect(201);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await request(http)
      .patch(`/api/managed-repairs/${created.body.managedRepairId}`)
      .set('Cookie', o.cookie)
      .set('Host', HOST)
      .set('Referer', `http://${HOST}/steps/managed-repair-info`)
      .send({
        phoneNumber: '(480) 555-0134',
        smsOptIn: true,
        preferredDate: `${day}T09:00:00.000-07:00`,
        vehicleZipCode: '85253',
      })
      .expect(200);

    const repairStream = `managed-repair-of-diagnostic-${diagnosticId}`;
    const [sms] = await consentsIn(repairStream);
    expect(sms).toMatchObject({
      purpose: 'sms-and-calls',
      textSha256: sha256(CONSENT_TEXTS['sms-and-calls'].text),
      sourcePage: '/steps/managed-repair-info',
    });

    await leadPolicyCaughtUp(sut);
    const [lead] = await leadsOf(issueId);
    const given = [...(await consentsIn(`vehicle-${o.vehicleId}`)), sms!];
    expect(lead!.data.evidence).toEqual(
      given.map((consent) => ({
        kind: consent.purpose === 'sms-and-calls' ? 'sms' : consent.purpose,
        eventId: expect.any(String),
        eventType: 'ConsentGiven',
        givenAt: consent.givenAt,
        consentId: consent.consentId,
        textVersion: consent.textVersion,
        textSha256: consent.textSha256,
        sourcePage: consent.sourcePage,
        clientFingerprint: consent.clientFingerprint,
      })),
    );
    expect(lead!.data.contactChannels).toEqual(['email', 'phone', 'sms']);

    // Waits for the LeadShared event itself. The head position only counts transactions below
    // every open one's (the store's safe horizon), so under load it can still be short of the
    // lead, and a wait for it then returns before the trail holds the sharing.
    const shared = (await sut.database.store.readStream(`leads-of-issue-${issueId}`)).filter(
      (event) => event.type === 'LeadShared',
    );
    expect(await sut.product.runner!.waitFor(shared.at(-1)!.position, ['lead-trail'], 30_000)).toBe(
      true,
    );
    const trail = leadTrailResponseSchema.parse(
      (
        await request(http)
          .get('/api/compliance/leads')
          .query({ owner: o.userId })
          .set('Authorization', `Bearer ${TOKEN}`)
          .expect(200)
      ).body,
    );
    expect(trail.sharings.map((sharing) => sharing.evidence)).toEqual([lead!.data.evidence]);
  });

  it('records the consent each shop request gives, and withdraws those; the terms alone give none', async () => {
    const withdrawing = await owner();
    const before = await withdraw(withdrawing.cookie, 'lead-sharing').expect(404);
    expect(before.body.detail).toBe('You have not given consent to lead-sharing');

    const issueId = await requestShop(withdrawing);
    const [sharing] = await consentsIn(`leads-of-issue-${issueId}`);
    expect(sharing).toMatchObject({
      userId: withdrawing.userId,
      purpose: 'lead-sharing',
      textVersion: CONSENT_TEXTS['lead-sharing'].version,
      textSha256: sha256(CONSENT_TEXTS['lead-sharing'].text),
      sourcePage: SHOP_REQUEST_PAGE,
    });
    const [lead] = await leadsOf(issueId);
    expect(lead!.data.evidence.at(-1)).toMatchObject({ consentId: sharing!.consentId });

    const response = await withdraw(withdrawing.cookie, 'lead-sharing').expect(200);
    const withdrawal = consentWithdrawalSchema.parse(response.body);
    expect(withdrawal).toEqual({
      purpose: 'lead-sharing',
      withdrawnAt: expect.any(String),
      consentIds: [sharing!.consentId],
    });

    const again = await withdraw(withdrawing.cookie, 'lead-sharing').expect(200);
    expect(again.body).toEqual(response.body);
    const rights = await stream(dataRightsStreamId(withdrawing.userId));
    expect(rights.map((event) => [event.type, event.data])).toEqual([
      [
        'ConsentWithdrawn',
        {
          userId: withdrawing.userId,
          purpose: 'lead-sharing',
          consentIds: [sharing!.consentId],
          source: 'owner-request',
        },
      ],
    ]);
  });

  it('answers 400 for an unknown purpose, 404 without a session or a consent to withdraw', async () => {
    const o = await owner();

    const unknown = await withdraw(o.cookie, 'marketing').expect(400);
    expect(unknown.body.detail).toBe('purpose must be one of terms, lead-sharing, sms-and-calls');
    await withdraw(null, 'terms').expect(404);
    const never = await withdraw(o.cookie, 'sms-and-calls').expect(404);
    expect(never.body.detail).toBe('You have not given consent to sms-and-calls');
    expect(await stream(dataRightsStreamId(o.userId))).toEqual([]);
  });

  it('lists every consent given and withdrawn in the owner’s data, with purpose, version, page and time', async () => {
    const o = await owner({ [CONSENT_PAGE_HEADER]: '/' });
    const withdrawn = (await withdraw(o.cookie, 'terms').expect(200)).body;

    const mine = myDataSchema.parse(
      (await request(http).get('/api/me/data').set('Cookie', o.cookie).expect(200)).body,
    );

    const [terms] = await consentsIn(`vehicle-${o.vehicleId}`);
    const given = (consent: ConsentGiven['data']) => ({
      kind: 'consent-given',
      purpose: consent.purpose,
      at: consent.givenAt,
      consentIds: [consent.consentId],
      textVersion: consent.textVersion,
      sourcePage: '/',
      clientFingerprint: consent.clientFingerprint,
      source: null,
    });
    expect(mine.consents).toEqual([
      given(terms!),
      {
        kind: 'consent-withdrawn',
        purpose: 'terms',
        at: withdrawn.withdrawnAt,
        consentIds: [terms!.consentId],
        textVersion: null,
        sourcePage: null,
        clientFingerprint: null,
        source: 'owner-request',
      },
    ]);
  });
});
