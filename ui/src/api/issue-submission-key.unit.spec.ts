/// <reference types="jest" />
import { idempotencyKeySchema, type IssueDetailsRequest } from '@fairwrench/contracts';
import { issueSubmissionKey } from './issue-submission-key';

const request: IssueDetailsRequest = {
  userId: '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5',
  vehicleId: '0a1b2c3d-4e5f-4a6b-9c7d-8e9fa0b1c2d3',
  issueType: 'symptoms',
  description: 'Engine stalls at red lights once it has warmed up.',
};
const photo = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('the Idempotency-Key of an issue submit', () => {
  it('is a UUID the API accepts, the same for the same issue', async () => {
    const key = await issueSubmissionKey(request, [photo([1, 2, 3])]);
    expect(idempotencyKeySchema.parse(key)).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(issueSubmissionKey({ ...request }, [photo([1, 2, 3])])).resolves.toBe(key);
  });

  it('changes with any field, with the photos and with their order', async () => {
    const base = await issueSubmissionKey(request, [photo([1]), photo([2])]);
    const variants = await Promise.all([
      issueSubmissionKey({ ...request, description: `${request.description} ` }, [
        photo([1]),
        photo([2]),
      ]),
      issueSubmissionKey({ ...request, issueType: 'parts' }, [photo([1]), photo([2])]),
      issueSubmissionKey({ ...request, vehicleId: request.userId }, [photo([1]), photo([2])]),
      issueSubmissionKey(request, [photo([2]), photo([1])]),
      issueSubmissionKey(request, [photo([1]), photo([3])]),
      issueSubmissionKey(request, [photo([1])]),
    ]);
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });

  it('is left out where the page has no Web Crypto (plain HTTP to another device)', async () => {
    await expect(issueSubmissionKey(request, [], null)).resolves.toBeUndefined();
  });
});
