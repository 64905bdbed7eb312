import { z } from 'zod';
import { visibleLength } from './common-fields';

export const feedbackMessages = {
  feedback: 'Please write your feedback before submitting',
  feedbackTooLong: 'Feedback must be at most 2000 characters',
  issueId: 'Feedback must refer to an issue',
} as const;

export const FEEDBACK_MAX_LENGTH = 2000;

/**
 * POST /api/feedback. The spec says the text is trimmed, so `.trim()` runs before the length
 * checks: a blank box is empty, and the stored text has no stray whitespace.
 */
export const feedbackRequestSchema = z.strictObject({
  issueId: z.uuid({ error: feedbackMessages.issueId }),
  feedback: z
    .string({ error: feedbackMessages.feedback })
    .trim()
    .max(FEEDBACK_MAX_LENGTH, feedbackMessages.feedbackTooLong)
    .refine((text) => visibleLength(text) > 0, feedbackMessages.feedback),
});
export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;

/** The spec shows no response; the id lets a client refer to what it sent. */
export const feedbackResponseSchema = z.strictObject({
  feedbackId: z.uuid(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
