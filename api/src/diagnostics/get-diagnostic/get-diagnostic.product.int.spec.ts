import { diagnosticRecordSchema } from '@fairwrench/contracts';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import { request, registerOwner, useProductUnderTest } from '@fairwrench/server/testing';

const descriptions = {
  symptoms: 'Squealing noise when I brake, and the check engine light shows P0420.',
  estimate: 'Front brake pads and rotors $650\nBrake fluid flush $150\nTax $40',
  collision: 'Dented rear bumper and a cracked tail light after a parking lot hit.',
  parts: 'I need to replace the alternator and the serpentine belt.',
} as const;

interface Flow {
  readonly cookie: string;
  readonly issueId: string;
  readonly diagnosticId: string;
}

describe.each(useCaseAdapters())('GET /api/diagnostics on %s', (adapter) => {
  const product = useProductUnderTest(adapter);

  /** A new owner registers a vehicle and submits one issue. */
  async function flow(issueType: keyof typeof descriptions = 'symptoms'): Promise<Flow> {
    const { cookie, userId, vehicleId } = await registerOwner(product.http);
    const issue = await request(product.http)
      .post('/api/issue-details')
      .set('Cookie', cookie)
      .send({ userId, vehicleId, issueType, description: descriptions[issueType] })
      .expect(201);
    return { cookie, ...issue.body };
  }

  const get = (path: string, cookie?: string) => {
    const call = request(product.http).get(path);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  const ANALYSIS_KEYS = [
    'potentialCauses',
    'estimateReview',
    'collisionRepair',
    'partsReplacement',
  ];

  it.each([
    ['symptoms', 'diagnostic', 'potentialCauses'],
    ['estimate', 'estimate', 'estimateReview'],
    ['collision', 'collision', 'collisionRepair'],
    ['parts', 'parts', 'partsReplacement'],
  ] as const)(
    'answers a %s issue with a %s record, by issue and by id',
    async (type, resultType, key) => {
      const { cookie, issueId, diagnosticId } = await flow(type);

      const byIssue = await get(`/api/diagnostics/by-issue/${issueId}`, cookie).expect(200);
      const byId = await get(`/api/diagnostics/${diagnosticId}`, cookie).expect(200);

      expect(diagnosticRecordSchema.parse(byIssue.body)).toEqual(byIssue.body);
      expect(byIssue.body).toMatchObject({ diagnosticId, issueId, resultType });
      const analysisKeys = Object.keys(byIssue.body.results).filter((k) =>
        ANALYSIS_KEYS.includes(k),
      );
      expect(analysisKeys).toEqual([key]);
      expect(Date.parse(byIssue.body.producedAt)).not.toBeNaN();
      expect(byId.body).toEqual(byIssue.body);
    },
  );

  it('records what it knew about the car, and names no cause the car cannot have', async () => {
    // The sample owner drives a 2016 Civic, which has electric power steering.
    const { cookie, userId, vehicleId } = await registerOwner(product.http);
    const description = 'Whining noise when I turn the steering wheel and it feels heavy';
    const { body: issue } = await request(product.http)
      .post('/api/issue-details')
      .set('Cookie', cookie)
      .send({ userId, vehicleId, issueType: 'symptoms', description })
      .expect(201);

    const { body } = await get(`/api/diagnostics/by-issue/${issue.issueId}`, cookie).expect(200);

    expect(body.results.carFacts).toContainEqual({
      topic: 'steering',
      value: 'Electric power steering (no steering fluid)',
      source: 'hand-written',
    });
    const causes = body.results.potentialCauses.map((c: { name: string }) => c.name).join('; ');
    expect(causes).not.toMatch(/power steering (pump|fluid)/i);
  });

  it('never answers a spurious 404 right after the submit, under concurrency', async () => {
    const flows = await Promise.all(Array.from({ length: 10 }, () => flow()));
    const reads = await Promise.all(
      flows.map((f) => get(`/api/diagnostics/by-issue/${f.issueId}`, f.cookie)),
    );
    expect(reads.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(reads.map((r) => r.body.diagnosticId)).toEqual(flows.map((f) => f.diagnosticId));
  });

  it('submits and reads in parallel pairs without a 404', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const f = await flow();
        return (await get(`/api/diagnostics/by-issue/${f.issueId}`, f.cookie)).status;
      }),
    );
    expect(results).toEqual(Array(10).fill(200));
  });

  describe('owners see only their own diagnostics', () => {
    it('answers 404 to another session and to no session, both ways', async () => {
      const owner = await flow();
      const stranger = await flow();
      for (const path of [
        `/api/diagnostics/by-issue/${owner.issueId}`,
        `/api/diagnostics/${owner.diagnosticId}`,
      ]) {
        const response = await get(path, stranger.cookie).expect(404);
        expect(response.body.detail).toBe('Diagnostic not found');
        await get(path).expect(404);
      }
    });

    it.each([
      '/api/diagnostics/not-a-uuid',
      '/api/diagnostics/by-issue/not-a-uuid',
      '/api/diagnostics/by-issue/..%2F..%2Fetc',
      `/api/diagnostics/${crypto.randomUUID()}`,
      `/api/diagnostics/by-issue/${crypto.randomUUID()}`,
    ])('answers 404 to %s', async (path) => {
      const owner = await flow();
      const response = await get(path, owner.cookie).expect(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    });

    it('does not take a diagnostic id for an issue id', async () => {
      const owner = await flow();
      await get(`/api/diagnostics/by-issue/${owner.diagnosticId}`, owner.cookie).expect(404);
    });
  });
});
