import {
  managedRepairReference,
  managedRepairRequestedSchema,
  managedRepairScheduledSchema,
  contactByOf,
} from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import {
  request,
  ownerWithIssue,
  UUID_PATTERN,
  useProductUnderTest,
  startProductWithShops,
  bookManagedRepair,
} from '@fairwrench/server/testing';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SMS_MESSAGE =
  'You must agree to receive text message updates to proceed with managed repair service.';

/** A date the calendar would offer: a week from now, at 9:00 in Arizona. */
const nextWeek = () => {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return `${day}T09:00:00.000-07:00`;
};

const contact = () => ({
  phoneNumber: '(480) 555-0134',
  smsOptIn: true,
  preferredDate: nextWeek(),
  vehicleZipCode: '85253',
});

interface Owner {
  readonly cookie: string;
  readonly issueId: string;
  readonly diagnosticId: string;
}

describe.each(useCaseAdapters())('managed repairs end to end on %s', (adapter) => {
  const product = useProductUnderTest(adapter);

  /** The flow up to the analysis, through the product's own calls. */
  const ownerWithDiagnostic = (): Promise<Owner> => ownerWithIssue(product.http);

  const create = (owner: Pick<Owner, 'cookie'>, diagnosticId: string) =>
    request(product.http)
      .post('/api/managed-repairs')
      .set('Cookie', owner.cookie)
      .send({ diagnosticId });
  const byDiagnostic = (cookie: string, diagnosticId: string) =>
    request(product.http)
      .get(`/api/managed-repairs/by-diagnostic/${diagnosticId}`)
      .set('Cookie', cookie);
  const schedule = (cookie: string, id: string, body: unknown) =>
    request(product.http)
      .patch(`/api/managed-repairs/${id}`)
      .set('Cookie', cookie)
      .send(body as object);

  async function requested(): Promise<Owner & { managedRepairId: string }> {
    const owner = await ownerWithDiagnostic();
    const created = await create(owner, owner.diagnosticId).expect(201);
    return { ...owner, managedRepairId: created.body.managedRepairId };
  }

  describe('the managed path of the flow', () => {
    it('looks up (404), creates (201), schedules (200) and reads back the repair', async () => {
      const owner = await ownerWithDiagnostic();
      const none = await byDiagnostic(owner.cookie, owner.diagnosticId).expect(404);
      expect(none.headers['content-type']).toMatch(/application\/problem\+json/);

      const created = await create(owner, owner.diagnosticId).expect(201);
      expect(created.body).toEqual({ managedRepairId: expect.stringMatching(UUID_PATTERN) });
      const { managedRepairId } = created.body;

      const found = await byDiagnostic(owner.cookie, owner.diagnosticId).expect(200);
      expect(found.body).toEqual({
        managedRepairId,
        diagnosticId: owner.diagnosticId,
        issueId: owner.issueId,
        status: 'requested',
        requestedAt: expect.stringMatching(ISO),
      });

      const details = contact();
      const scheduled = await schedule(owner.cookie, managedRepairId, details).expect(200);
      expect(scheduled.body).toEqual({
        ...found.body,
        status: 'scheduled',
        phoneNumber: '(480) 555-0134',
        smsOptIn: true,
        preferredDate: new Date(details.preferredDate).toISOString(),
        vehicleZipCode: '85253',
        scheduledAt: expect.stringMatching(ISO),
      });
      const again = await byDiagnostic(owner.cookie, owner.diagnosticId).expect(200);
      expect(again.body).toEqual(scheduled.body);
    });

    it('records ManagedRepairRequested and ManagedRepairScheduled with the time of SMS consent', async () => {
      const owner = await requested();
      const before = Date.now();
      await schedule(owner.cookie, owner.managedRepairId, contact()).expect(200);

      const stream = await product.sut.database.store.readStream(
        `managed-repair-of-diagnostic-${owner.diagnosticId}`,
      );
      const [first, second] = stream.map(envelopeOf);
      expect(managedRepairRequestedSchema.parse(first).data).toEqual({
        managedRepairId: owner.managedRepairId,
        diagnosticId: owner.diagnosticId,
        issueId: owner.issueId,
        userId: expect.stringMatching(UUID_PATTERN),
      });
      const consent = managedRepairScheduledSchema.parse(second).data.smsConsent;
      expect(consent.given).toBe(true);
      expect(Date.parse(consent.givenAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('lets the owner change the details: the latest submit wins', async () => {
      const owner = await requested();
      await schedule(owner.cookie, owner.managedRepairId, contact()).expect(200);
      const later = { ...contact(), phoneNumber: '602-555-0199', vehicleZipCode: '85004' };

      const changed = await schedule(owner.cookie, owner.managedRepairId, later).expect(200);

      expect(changed.body).toMatchObject({ phoneNumber: '602-555-0199', vehicleZipCode: '85004' });
    });

    it('keeps both of two concurrent submits of the details without a conflict', async () => {
      const owner = await requested();
      const both = await Promise.all([
        schedule(owner.cookie, owner.managedRepairId, contact()),
        schedule(owner.cookie, owner.managedRepairId, { ...contact(), vehicleZipCode: '85004' }),
      ]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
    });
  });

  describe('one managed repair per analysis', () => {
    it('answers a second create with the existing id and 200', async () => {
      const owner = await requested();

      const second = await create(owner, owner.diagnosticId).expect(200);

      expect(second.body).toEqual({ managedRepairId: owner.managedRepairId });
    });

    it('creates exactly one repair when the owner double-clicks', async () => {
      const owner = await ownerWithDiagnostic();

      const answers = await Promise.all([1, 2, 3, 4].map(() => create(owner, owner.diagnosticId)));

      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(answers.map((r) => r.body.managedRepairId)).size).toBe(1);
      const stream = await product.sut.database.store.readStream(
        `managed-repair-of-diagnostic-${owner.diagnosticId}`,
      );
      expect(stream.map((e) => e.type)).toEqual(['ManagedRepairRequested']);
      await byDiagnostic(owner.cookie, owner.diagnosticId).expect(200);
    });
  });

  describe('the confirmation once scheduled (issue 32)', () => {
    const confirmation = (cookie: string, id: string) =>
      request(product.http).get(`/api/managed-repairs/${id}/confirmation`).set('Cookie', cookie);

    it('gives the reference, the recap and the end of the next business day, to its owner only', async () => {
      const owner = await requested();
      await confirmation(owner.cookie, owner.managedRepairId).expect(404); // not scheduled yet
      const details = contact();
      const scheduled = await schedule(owner.cookie, owner.managedRepairId, details).expect(200);

      const answer = await confirmation(owner.cookie, owner.managedRepairId).expect(200);
      expect(answer.body).toEqual({
        managedRepairId: owner.managedRepairId,
        reference: managedRepairReference(owner.managedRepairId),
        preferredDate: expect.any(String),
        phoneNumber: details.phoneNumber,
        vehicleZipCode: details.vehicleZipCode,
        scheduledAt: scheduled.body.scheduledAt,
        shop: answer.body.shop, // the lead policy may not have chosen it yet; checked below
        partnerNearby: answer.body.partnerNearby, // this product has no shop directory; below
        contactBy: contactByOf(
          new Date(scheduled.body.scheduledAt),
          details.preferredDate,
        ).toISOString(),
      });
      expect(answer.body.reference).toMatch(/^FW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      if (answer.body.shop !== null) {
        expect(answer.body.shop).toEqual({
          name: expect.stringMatching(/\S/),
          city: expect.any(String),
          phone: expect.any(String),
        });
      }

      const stranger = await ownerWithDiagnostic();
      await confirmation(stranger.cookie, owner.managedRepairId).expect(404);
      await request(product.http)
        .get(`/api/managed-repairs/${owner.managedRepairId}/confirmation`)
        .expect(404);
    });
  });

  describe('owners see only their own repairs', () => {
    it("answers 404 to another session for every call on someone else's analysis", async () => {
      const owner = await requested();
      const stranger = await ownerWithDiagnostic();

      await create(stranger, owner.diagnosticId).expect(404);
      await byDiagnostic(stranger.cookie, owner.diagnosticId).expect(404);
      await schedule(stranger.cookie, owner.managedRepairId, contact()).expect(404);
      // The stranger's attempts changed nothing.
      const mine = await byDiagnostic(owner.cookie, owner.diagnosticId).expect(200);
      expect(mine.body.status).toBe('requested');
    });

    it('answers 404 without a session and to a forged one', async () => {
      const owner = await requested();
      const forged = `fw_session=${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}.AAAA`;

      for (const cookie of ['', forged]) {
        await create({ cookie }, owner.diagnosticId).expect(404);
        await byDiagnostic(cookie, owner.diagnosticId).expect(404);
        await schedule(cookie, owner.managedRepairId, contact()).expect(404);
      }
    });

    it('answers 404 to unknown ids and to ids that are not uuids', async () => {
      const owner = await ownerWithDiagnostic();
      const unknown = '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22';

      await create(owner, unknown).expect(404);
      await byDiagnostic(owner.cookie, unknown).expect(404);
      await schedule(owner.cookie, unknown, contact()).expect(404);
      await byDiagnostic(owner.cookie, '..%2F..%2Fetc').expect(404);
      await schedule(owner.cookie, 'not-a-uuid', contact()).expect(404);
    });
  });

  describe('validation, in the words of the spec', () => {
    it.each([
      ['phoneNumber', { phoneNumber: '555-0134' }, 'Please enter a valid phone number'],
      ['phoneNumber', { phoneNumber: undefined }, 'Please enter a valid phone number'],
      ['smsOptIn', { smsOptIn: false }, SMS_MESSAGE],
      ['smsOptIn', { smsOptIn: undefined }, SMS_MESSAGE],
      ['preferredDate', { preferredDate: undefined }, 'Please select a preferred repair date'],
      ['preferredDate', { preferredDate: '' }, 'Please select a preferred repair date'],
      [
        'preferredDate',
        { preferredDate: '2020-01-01T09:00:00.000Z' },
        'The preferred repair date cannot be in the past',
      ],
      ['vehicleZipCode', { vehicleZipCode: '8525' }, 'ZIP code must be at least 5 characters'],
      ['vehicleZipCode', { vehicleZipCode: '85253-12345' }, 'ZIP code is too long'],
      [
        'vehicleZipCode',
        { vehicleZipCode: '00000' },
        'Please enter a ZIP code that is in use in the US',
      ],
    ])('rejects a bad %s (%j)', async (field, change, message) => {
      const owner = await requested();

      const response = await schedule(owner.cookie, owner.managedRepairId, {
        ...contact(),
        ...change,
      }).expect(400);

      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.detail).toBe(message);
      // The first message is the one a form shows; later ones may add detail on the same field.
      expect(response.body.errors[0]).toEqual({ path: field, message });
      expect(new Set(response.body.errors.map((e: { path: string }) => e.path))).toEqual(
        new Set([field]),
      );
      const still = await byDiagnostic(owner.cookie, owner.diagnosticId).expect(200);
      expect(still.body.status).toBe('requested');
    });

    it('rejects a create without a diagnostic id, or with unknown fields', async () => {
      const owner = await ownerWithDiagnostic();
      await request(product.http)
        .post('/api/managed-repairs')
        .set('Cookie', owner.cookie)
        .send({})
        .expect(400);
      await request(product.http)
        .post('/api/managed-repairs')
        .set('Cookie', owner.cookie)
        .send({ diagnosticId: owner.diagnosticId, userId: owner.issueId })
        .expect(400);
    });
  });

  describe('hostile input never becomes a 5xx', () => {
    it.each([
      ['malformed JSON', '{"phoneNumber": ', 'application/json', 400],
      ['a JSON array', '[]', 'application/json', 400],
      ['plain text', 'call me', 'text/plain', 415],
    ])('%s gets %i', async (_what, body, contentType, status) => {
      const owner = await requested();
      const response = await request(product.http)
        .patch(`/api/managed-repairs/${owner.managedRepairId}`)
        .set('Cookie', owner.cookie)
        .set('Content-Type', contentType)
        .send(body)
        .expect(status);
      expect(response.body.status).toBe(status);
    });

    it('rejects unknown fields and huge bodies', async () => {
      const owner = await requested();
      const extra = { ...contact(), status: 'completed' };
      await schedule(owner.cookie, owner.managedRepairId, extra).expect(400);
      const huge = { ...contact(), phoneNumber: '1'.repeat(200_000) };
      await schedule(owner.cookie, owner.managedRepairId, huge).expect(413);
    });
  });
});

describe.each(useCaseAdapters())('whether a partner shop is near the vehicle, on %s', (adapter) => {
  const product = useProductUnderTest(adapter, startProductWithShops);

  /** A managed repair scheduled for a vehicle at `vehicleZipCode`; its confirmation. */
  async function confirmedAt(vehicleZipCode: string) {
    const owner = await ownerWithIssue(product.http);
    const id = await bookManagedRepair(product.http, owner, { ...contact(), vehicleZipCode });
    return (
      await request(product.http)
        .get(`/api/managed-repairs/${id}/confirmation`)
        .set('Cookie', owner.cookie)
        .expect(200)
    ).body as { shop: unknown; partnerNearby: boolean };
  }

  it('is so in Scottsdale, where the directory has highly rated partners', async () => {
    expect((await confirmedAt('85253')).partnerNearby).toBe(true);
  });

  it('is not in Montana, where it has none within 60 miles: no shop is promised', async () => {
    expect(await confirmedAt('59001')).toMatchObject({ shop: null, partnerNearby: false });
  });
});
