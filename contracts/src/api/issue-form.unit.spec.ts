import { firstMessage, ids } from '../test-fixtures';
import { issueDetailsRequestSchema } from './issue-details';
import { issueFormDefaults, issueFormSchema, toIssueDetailsRequest } from './issue-form';

describe('issueFormSchema', () => {
  it('rejects the empty default help type with the spec message', () => {
    expect(firstMessage(issueFormSchema, issueFormDefaults)).toBe(
      'Please select the type of help you need',
    );
  });

  it('rejects a short description with the spec message', () => {
    expect(firstMessage(issueFormSchema, { issueType: 'parts', issueDescription: 'brakes' })).toBe(
      'Please provide a detailed description of at least 10 characters',
    );
  });

  it('maps a valid form onto the wire body', () => {
    const form = issueFormSchema.parse({
      issueType: 'estimate',
      issueDescription: 'The shop quoted $890 for brakes and a flush.',
    });
    const request = toIssueDetailsRequest({ userId: ids.user, vehicleId: ids.vehicle }, form);
    expect(issueDetailsRequestSchema.parse(request)).toEqual(request);
  });
});
