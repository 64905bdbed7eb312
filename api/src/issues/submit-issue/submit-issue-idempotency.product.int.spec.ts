import { randomUUID } from 'node:crypto';
import { readAllCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import sharp from 'sharp';
import {
  request,
  registerOwner,
  type TestOwner,
  useProductUnderTest,
} from '@fairwrench/server/testing';

/**
 * POST /api/issue-details with an Idempotency-Key: an owner who left the page mid-analysis,
 * or whose connection dropped, submits again and gets the analysis already made.
 */
describe.each(useCaseAdapters())(
  'the Idempotency-Key of POST /api/issue-details on %s',
  (adapter) => {
    const product = useProductUnderTest(adapter);

    const issueOf = (owner: TestOwner, change: object = {}) => ({
      userId: owner.userId,
      vehicleId: owner.vehicleId,
      issueType: 'symptoms',
      description: 'Engine stalls at red lights once it has warmed up.',
      ...change,
    });

    const submit = (owner: TestOwner, key: string | undefined, body: object = issueOf(owner)) => {
      const call = request(product.http).post('/api/issue-details').set('Cookie', owner.cookie);
      if (key !== undefined) call.set('Idempotency-Key', key);
      return call.send(body);
    };

    const issueEvents = async (issueId: string) =>
      (await product.sut.database.store.readStream(`issue-${issueId}`)).map((event) => event.type);

    it('answers a repeat with the first issue and analysis, recording them once', async () => {
      const owner = await registerOwner(product.http);
      const key = randomUUID();
      const first = await submit(owner, key).expect(201);
      const again = await submit(owner, key).expect(201);

      expect(again.body).toEqual(first.body);
      expect(await issueEvents(first.body.issueId)).toEqual([
        'IssueSubmitted',
        'DiagnosticProduced',
      ]);
      await request(product.http)
        .get(`/api/diagnostics/by-issue/${first.body.issueId}`)
        .set('Cookie', owner.cookie)
        .expect(200);
    });

    it('gives one issue to the same key sent twice at once', async () => {
      const owner = await registerOwner(product.http);
      const key = randomUUID();
      const [first, second] = await Promise.all([submit(owner, key), submit(owner, key)]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      expect(await issueEvents(first.body.issueId)).toEqual([
        'IssueSubmitted',
        'DiagnosticProduced',
      ]);
    });

    it('replays a multipart submit with the same photos', async () => {
      const owner = await registerOwner(product.http);
      const key = randomUUID();
      const photo = await sharp({
        create: { width: 32, height: 32, channels: 3, background: '#36c' },
      })
        .png()
        .toBuffer();
      const multipart = () =>
        request(product.http)
          .post('/api/issue-details')
          .set('Cookie', owner.cookie)
          .set('Idempotency-Key', key)
          .field(issueOf(owner))
          .attach('files', photo, 'front.png');
      const first = await multipart().expect(201);
      expect((await multipart().expect(201)).body).toEqual(first.body);
    });

    it('makes a new issue for a new key, and for no key at all', async () => {
      const owner = await registerOwner(product.http);
      const first = await submit(owner, randomUUID()).expect(201);
      const other = await submit(owner, randomUUID()).expect(201);
      const unkeyed = await submit(owner, undefined).expect(201);
      expect(new Set([first.body.issueId, other.body.issueId, unkeyed.body.issueId]).size).toBe(3);
    });

    it('keeps two owners apart when they send the same key', async () => {
      const [owner, stranger] = [
        await registerOwner(product.http),
        await registerOwner(product.http),
      ];
      const key = randomUUID();
      const mine = await submit(owner, key).expect(201);
      const theirs = await submit(stranger, key).expect(201);
      expect(theirs.body.issueId).not.toBe(mine.body.issueId);
      await request(product.http)
        .get(`/api/issues/${theirs.body.issueId}`)
        .set('Cookie', owner.cookie)
        .expect(404);
    });

    it('answers 422 to a key sent again with a different issue, recording nothing new', async () => {
      const owner = await registerOwner(product.http);
      const key = randomUUID();
      const first = await submit(owner, key).expect(201);
      const changed = issueOf(owner, { description: 'Actually it is the brakes that squeal.' });
      const response = await submit(owner, key, changed).expect(422);
      expect(response.body).toMatchObject({
        status: 422,
        detail: 'This Idempotency-Key was already used for a different issue; send a new key',
      });
      expect(await issueEvents(first.body.issueId)).toEqual([
        'IssueSubmitted',
        'DiagnosticProduced',
      ]);
    });

    it('answers 400 to a key that is not a UUID, before anything is recorded', async () => {
      const owner = await registerOwner(product.http);
      const { store, client } = product.sut.database;
      const before = await readAllCommitted(store, client);
      const response = await submit(owner, 'retry-1').expect(400);
      expect(response.body.detail).toBe('Idempotency-Key must be a UUID');
      expect(await readAllCommitted(store, client)).toHaveLength(before.length);
    });

    it('still refuses a key from someone who does not own the vehicle', async () => {
      const owner = await registerOwner(product.http);
      const stranger = await registerOwner(product.http);
      await submit(stranger, randomUUID(), issueOf(owner)).expect(404);
    });
  },
);
