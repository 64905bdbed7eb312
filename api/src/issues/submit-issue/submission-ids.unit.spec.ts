import { issueDetailsResponseSchema } from '@fairwrench/contracts';
import { uuidV8Sha256, submissionIds } from './submission-ids';

const owner = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';
const otherOwner = '0a1b2c3d-4e5f-4a6b-9c7d-8e9fa0b1c2d3';
const key = 'c9a4f3e2-1b0d-4c8e-a7f6-5d4c3b2a1f0e';

describe('submission ids', () => {
  it('are random and distinct without an idempotency key', () => {
    const first = submissionIds(owner, undefined);
    const second = submissionIds(owner, undefined);
    expect(first.issueId).not.toBe(second.issueId);
    expect(first.issueId).not.toBe(first.diagnosticId);
    expect(issueDetailsResponseSchema.parse(first)).toEqual(first);
  });

  it('repeat for the same owner and key, whatever the key’s letter case', () => {
    const first = submissionIds(owner, key);
    expect(submissionIds(owner, key.toUpperCase())).toEqual(first);
    expect(first.issueId).not.toBe(first.diagnosticId);
    expect(issueDetailsResponseSchema.parse(first)).toEqual(first);
  });

  it('differ between owners sending the same key, and between keys', () => {
    const first = submissionIds(owner, key);
    expect(submissionIds(otherOwner, key).issueId).not.toBe(first.issueId);
    expect(submissionIds(owner, key.replace(/^c/, 'd')).issueId).not.toBe(first.issueId);
  });
});

describe('name-based uuids', () => {
  it('carry version 8 and the RFC 9562 variant in the canonical layout', () => {
    expect(uuidV8Sha256('brakes')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(uuidV8Sha256('brakes')).toBe(uuidV8Sha256('brakes'));
    expect(uuidV8Sha256('brakes')).not.toBe(uuidV8Sha256('Brakes'));
  });
});
