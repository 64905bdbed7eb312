import { feedbackRequestSchema } from '@fairwrench/contracts';
import { decide } from './submit-feedback.decider';

describe('submit feedback', () => {
  it('records the trimmed text against the issue and its owner', () => {
    const details = feedbackRequestSchema.parse({
      issueId: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
      feedback: '  Saved me $400 on brakes.  ',
    });

    const [event] = decide({
      type: 'SubmitFeedback',
      feedbackId: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
      userId: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
      details,
    });

    expect(event).toEqual({
      type: 'FeedbackSubmitted',
      schemaVersion: 1,
      data: {
        feedbackId: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
        issueId: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
        userId: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
        feedback: 'Saved me $400 on brakes.',
      },
    });
  });
});
