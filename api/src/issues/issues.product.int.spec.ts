import { diagnosticProducedSchema, issueSubmittedSchema } from '@fairwrench/contracts';
import { envelopeOf } from '@fairwrench/event-store';
import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import {
  request,
  registerOwner,
  sampleVehicleInfo,
  UUID_PATTERN,
  useProductUnderTest,
} from '@fairwrench/server/testing';

const vehicleInfo = { ...sampleVehicleInfo, mileage: 87_000 };

interface Owner {
  readonly cookie: string;
  readonly userId: string;
  readonly vehicleId: string;
}

describe.each(useCaseAdapters())('POST /api/issue-details and GET /api/issues on %s', (adapter) => {
  const product = useProductUnderTest(adapter);

  const newOwner = (): Promise<Owner> => registerOwner(product.http, vehicleInfo);

  const issueOf = (owner: Owner, change: object = {}) => ({
    userId: owner.userId,
    vehicleId: owner.vehicleId,
    issueType: 'symptoms',
    description: 'Squealing noise when I brake at low speed, worse in the morning.',
    ...change,
  });

  const submit = (body: unknown, cookie?: string) => {
    const call = request(product.http).post('/api/issue-details');
    if (cookie) call.set('Cookie', cookie);
    return call.send(body as object);
  };

  describe('happy path', () => {
    it('answers both ids and serves the issue to its owner right away', async () => {
      const owner = await newOwner();
      const created = await submit(issueOf(owner), owner.cookie).expect(201);

      expect(created.body).toEqual({
        issueId: expect.stringMatching(UUID_PATTERN),
        diagnosticId: expect.stringMatching(UUID_PATTERN),
      });
      const read = await request(product.http)
        .get(`/api/issues/${created.body.issueId}`)
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(read.body).toEqual({
        issueId: created.body.issueId,
        userId: owner.userId,
        vehicleId: owner.vehicleId,
        issueType: 'symptoms',
        description: 'Squealing noise when I brake at low speed, worse in the morning.',
        photos: [],
        submittedAt: expect.any(String),
      });
    });

    it('records IssueSubmitted and DiagnosticProduced together in the issue’s stream', async () => {
      const owner = await newOwner();
      const created = await submit(issueOf(owner, { issueType: 'collision' }), owner.cookie);

      const stream = await product.sut.database.store.readStream(`issue-${created.body.issueId}`);
      expect(stream.map((e) => e.type)).toEqual(['IssueSubmitted', 'DiagnosticProduced']);
      expect(issueSubmittedSchema.parse(envelopeOf(stream[0]!)).data.issueType).toBe('collision');
      const produced = diagnosticProducedSchema.parse(envelopeOf(stream[1]!)).data;
      expect(produced).toMatchObject({
        diagnosticId: created.body.diagnosticId,
        vehicleId: owner.vehicleId,
        zipCode: '85253',
        powertrain: 'gas',
        resultType: 'collision',
      });
      expect(stream[0]!.position.transactionId).toBe(stream[1]!.position.transactionId);
    });

    it('takes a double submit as two issues, never a failure', async () => {
      const owner = await newOwner();
      const [first, second] = await Promise.all([
        submit(issueOf(owner), owner.cookie),
        submit(issueOf(owner), owner.cookie),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.issueId).not.toBe(second.body.issueId);
    });
  });

  describe('owners see only their own issues', () => {
    it('answers 404 to another session, to no session and to an id that is not a uuid', async () => {
      const owner = await newOwner();
      const stranger = await newOwner();
      const { body } = await submit(issueOf(owner), owner.cookie).expect(201);

      const path = `/api/issues/${body.issueId}`;
      await request(product.http).get(path).set('Cookie', stranger.cookie).expect(404);
      await request(product.http).get(path).expect(404);
      await request(product.http)
        .get('/api/issues/..%2F..%2Fetc')
        .set('Cookie', owner.cookie)
        .expect(404);
    });

    it.each([
      ['another owner’s vehicle', (o: Owner, s: Owner) => [issueOf(o), s.cookie]],
      ['no session', (o: Owner) => [issueOf(o), undefined]],
      [
        'a body naming another user',
        (o: Owner, s: Owner) => [issueOf(o, { userId: s.userId }), o.cookie],
      ],
      [
        'an unknown vehicle',
        (o: Owner) => [issueOf(o, { vehicleId: crypto.randomUUID() }), o.cookie],
      ],
    ] as const)('refuses %s with 404 Vehicle not found', async (_case, build) => {
      const owner = await newOwner();
      const stranger = await newOwner();
      const [body, cookie] = build(owner, stranger) as [object, string | undefined];
      const response = await submit(body, cookie).expect(404);
      expect(response.body.detail).toBe('Vehicle not found');
    });
  });

  describe('validation, in the words of the spec', () => {
    const typeMessage = 'Please select the type of help you need';
    const descriptionMessage = 'Please provide a detailed description of at least 10 characters';

    it.each([
      ['issueType', { issueType: '' }, typeMessage],
      ['issueType', { issueType: 'oil' }, typeMessage],
      ['issueType', { issueType: undefined }, typeMessage],
      ['description', { description: 'too short' }, descriptionMessage],
      ['description', { description: '          x  ' }, descriptionMessage],
      ['description', { description: undefined }, descriptionMessage],
    ])('rejects a bad %s (%j)', async (field, change, message) => {
      const owner = await newOwner();
      const response = await submit(issueOf(owner, change), owner.cookie).expect(400);

      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.detail).toBe(message);
      expect(response.body.errors).toEqual([{ path: field, message }]);
    });

    it('rejects ids that are not uuids and unknown fields', async () => {
      const owner = await newOwner();
      await submit(issueOf(owner, { vehicleId: '42' }), owner.cookie).expect(400);
      await submit(issueOf(owner, { files: [] }), owner.cookie).expect(400);
    });
  });

  describe('hostile input never becomes a 5xx', () => {
    it.each([
      ['malformed JSON', 400, '{"issueType": "symptoms"', 'application/json'],
      ['a JSON array', 400, '[1,2]', 'application/json'],
      ['null', 400, 'null', 'application/json'],
      ['a form post', 415, 'issueType=symptoms', 'application/x-www-form-urlencoded'],
      ['plain text', 415, 'hello', 'text/plain'],
    ])('%s gets %i', async (_what, status, body, contentType) => {
      const owner = await newOwner();
      const response = await request(product.http)
        .post('/api/issue-details')
        .set('Cookie', owner.cookie)
        .set('Content-Type', contentType)
        .send(body)
        .expect(status);
      expect(response.body.status).toBe(status);
    });

    it('answers 413 to a huge JSON body', async () => {
      const owner = await newOwner();
      await submit(issueOf(owner, { description: 'x'.repeat(200_000) }), owner.cookie).expect(413);
    });

    it('stores nothing for a rejected request', async () => {
      const owner = await newOwner();
      const { store, client } = product.sut.database;
      const before = (await readAllCommitted(store, client)).length;
      await submit(issueOf(owner, { issueType: '' }), owner.cookie).expect(400);
      await submit(issueOf(owner), (await newOwner()).cookie).expect(404);
      const after = (await readAllCommitted(store, client)).length;
      // The second owner's registration only: its vehicle and the terms consent given with it
      // (sending details to shops is not part of registering; ADR 059).
      expect(after).toBe(before + 2);
    });
  });
});
