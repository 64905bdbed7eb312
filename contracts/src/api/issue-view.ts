import { z } from 'zod';
import { isoDateTime } from './common-fields';
import { issueTypeSchema, photoReferenceSchema } from './issue-details';

/** GET /api/issues/{issueId} */
export const issueParamsSchema = z.strictObject({ issueId: z.uuid() });
export type IssueParams = z.infer<typeof issueParamsSchema>;

/**
 * The submitted issue as its owner described it. Description is plain `string` because a
 * view shows what was accepted then, even if today's rules would word the limits differently.
 */
export const issueViewSchema = z.strictObject({
  issueId: z.uuid(),
  userId: z.uuid(),
  vehicleId: z.uuid(),
  issueType: issueTypeSchema,
  description: z.string(),
  photos: z.array(photoReferenceSchema),
  submittedAt: isoDateTime,
});
export type IssueView = z.infer<typeof issueViewSchema>;
