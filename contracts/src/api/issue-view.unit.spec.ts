import { ids, SHA256 } from '../test-fixtures';
import { issueParamsSchema, issueViewSchema } from './issue-view';

const view = {
  issueId: ids.issue,
  userId: ids.user,
  vehicleId: ids.vehicle,
  issueType: 'collision',
  description: 'Dent in the rear bumper.',
  photos: [{ sha256: SHA256, contentType: 'image/jpeg', bytes: 1024, filename: 'bumper.jpg' }],
  submittedAt: '2025-03-01T10:00:00.000Z',
};

describe('issueViewSchema', () => {
  it('accepts a submitted issue with photo references', () => {
    expect(issueViewSchema.safeParse(view).success).toBe(true);
  });

  it('rejects a time without offset and unknown fields', () => {
    expect(issueViewSchema.safeParse({ ...view, submittedAt: '2025-03-01 10:00' }).success).toBe(
      false,
    );
    expect(issueViewSchema.safeParse({ ...view, status: 'open' }).success).toBe(false);
  });
});

describe('issueParamsSchema', () => {
  it('needs a uuid', () => {
    expect(issueParamsSchema.safeParse({ issueId: ids.issue }).success).toBe(true);
    expect(issueParamsSchema.safeParse({ issueId: 'abc' }).success).toBe(false);
  });
});
