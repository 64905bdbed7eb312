import type { IssueDetailsFields } from '@fairwrench/contracts';
import { DomainError } from '../../shared/domain/domain-error';
import { replay, type EarlierSubmission } from './earlier-submission';

const owner = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';
const details: IssueDetailsFields = {
  userId: owner,
  vehicleId: '0a1b2c3d-4e5f-4a6b-9c7d-8e9fa0b1c2d3',
  issueType: 'collision',
  description: 'Dented rear bumper after a parking lot hit.',
};
const photo = (sha256: string) => ({
  sha256,
  contentType: 'image/png',
  bytes: 10,
  filename: 'a.png',
});

const earlier: EarlierSubmission = {
  issue: {
    issueId: 'c9a4f3e2-1b0d-4c8e-a7f6-5d4c3b2a1f0e',
    ...details,
    photos: [photo('aa'), photo('bb')],
  },
  diagnosticId: 'd9a4f3e2-1b0d-4c8e-a7f6-5d4c3b2a1f0e',
  position: { transactionId: 7n, sequence: 2n },
};

describe('replaying an earlier submission', () => {
  it('answers its ids to the same request', () => {
    expect(replay(earlier, { sessionUserId: owner, details, photoHashes: ['aa', 'bb'] })).toEqual({
      issueId: earlier.issue.issueId,
      diagnosticId: earlier.diagnosticId,
    });
  });

  it.each([
    ['another description', { details: { ...details, description: 'Scratched door.' } }],
    ['another help type', { details: { ...details, issueType: 'parts' as const } }],
    ['other photos', { photoHashes: ['aa', 'cc'] }],
    ['the photos in another order', { photoHashes: ['bb', 'aa'] }],
    ['fewer photos', { photoHashes: ['aa'] }],
    ['another session', { sessionUserId: details.vehicleId }],
  ])('refuses the key reused with %s', (_, change) => {
    const request = { sessionUserId: owner, details, photoHashes: ['aa', 'bb'], ...change };
    expect(() => replay(earlier, request)).toThrow(
      new DomainError(
        'key_reused',
        'This Idempotency-Key was already used for a different issue; send a new key',
      ),
    );
  });
});
