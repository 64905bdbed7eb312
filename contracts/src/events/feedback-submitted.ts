import { z } from 'zod';
import { defineEvent } from './envelope';

/** The owner left free-text feedback at the end of the flow. */
export const feedbackSubmittedSchema = defineEvent(
  'FeedbackSubmitted',
  1,
  z.strictObject({
    feedbackId: z.uuid(),
    issueId: z.uuid(),
    userId: z.uuid(),
    feedback: z.string(),
  }),
);
export type FeedbackSubmitted = z.infer<typeof feedbackSubmittedSchema>;
