import { firstMessage, ids, SHA256 } from '../test-fixtures';
import {
  issueDetailsRequestSchema,
  issueDetailsResponseSchema,
  issuePhotoFilesSchema,
  photoReferenceSchema,
} from './issue-details';

const valid = {
  userId: ids.user,
  vehicleId: ids.vehicle,
  issueType: 'symptoms',
  description: 'Squealing noise when I brake at low speed.',
};

describe('issueDetailsRequestSchema', () => {
  it.each(['symptoms', 'estimate', 'collision', 'parts'])('accepts issue type %p', (issueType) => {
    expect(issueDetailsRequestSchema.safeParse({ ...valid, issueType }).success).toBe(true);
  });

  it.each([undefined, '', 'oil'])('rejects issue type %p with the spec message', (issueType) => {
    expect(firstMessage(issueDetailsRequestSchema, { ...valid, issueType })).toBe(
      'Please select the type of help you need',
    );
  });

  it.each(['too short', '          x   ', undefined])(
    'rejects description %p with the spec message',
    (description) => {
      expect(firstMessage(issueDetailsRequestSchema, { ...valid, description })).toBe(
        'Please provide a detailed description of at least 10 characters',
      );
    },
  );

  it('rejects ids that are not uuids and unknown fields', () => {
    expect(issueDetailsRequestSchema.safeParse({ ...valid, userId: '42' }).success).toBe(false);
    expect(issueDetailsRequestSchema.safeParse({ ...valid, files: [] }).success).toBe(false);
  });
});

describe('issuePhotoFilesSchema', () => {
  const photo = { filename: 'brake.jpg', contentType: 'image/jpeg', bytes: 2048 };

  it('accepts up to five images', () => {
    expect(issuePhotoFilesSchema.safeParse(Array(5).fill(photo)).success).toBe(true);
  });

  it('rejects a sixth photo and anything that is not an image', () => {
    expect(firstMessage(issuePhotoFilesSchema, Array(6).fill(photo))).toBe(
      'You can add at most 5 photos',
    );
    expect(
      firstMessage(issuePhotoFilesSchema, [{ ...photo, contentType: 'application/pdf' }]),
    ).toBe('Photos must be images');
  });
});

describe('photoReferenceSchema', () => {
  it('needs a lowercase hex digest', () => {
    const ref = { sha256: SHA256, contentType: 'image/png', bytes: 10, filename: 'a.png' };
    expect(photoReferenceSchema.safeParse(ref).success).toBe(true);
    expect(photoReferenceSchema.safeParse({ ...ref, sha256: 'A'.repeat(64) }).success).toBe(false);
  });
});

describe('issueDetailsResponseSchema', () => {
  it('accepts the two ids and nothing else', () => {
    const body = { issueId: ids.issue, diagnosticId: ids.diagnostic };
    expect(issueDetailsResponseSchema.safeParse(body).success).toBe(true);
    expect(issueDetailsResponseSchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});
