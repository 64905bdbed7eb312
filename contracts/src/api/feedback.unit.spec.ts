import { firstMessage, ids } from '../test-fixtures';
import { feedbackRequestSchema } from './feedback';

describe('feedbackRequestSchema', () => {
  it('trims the feedback text', () => {
    const body = feedbackRequestSchema.parse({ issueId: ids.issue, feedback: '  Very helpful!  ' });
    expect(body.feedback).toBe('Very helpful!');
  });

  it('rejects blank feedback', () => {
    expect(firstMessage(feedbackRequestSchema, { issueId: ids.issue, feedback: '   ' })).toBe(
      'Please write your feedback before submitting',
    );
  });

  it('rejects feedback over 2000 characters', () => {
    const body = { issueId: ids.issue, feedback: 'x'.repeat(2001) };
    expect(firstMessage(feedbackRequestSchema, body)).toBe(
      'Feedback must be at most 2000 characters',
    );
  });

  it('requires an issue id', () => {
    expect(firstMessage(feedbackRequestSchema, { feedback: 'Great' })).toBe(
      'Feedback must refer to an issue',
    );
  });

  it('rejects unknown fields', () => {
    const body = { issueId: ids.issue, feedback: 'Great', rating: 5 };
    expect(feedbackRequestSchema.safeParse(body).success).toBe(false);
  });
});
