import { z } from 'zod';
import { issueDescription, issueDetailsMessages, issueTypeSchema } from './issue-details';
import type { IssueDetailsRequest } from './issue-details';

/**
 * The issue form starts with no help type chosen, so its input admits '' while its output
 * does not: the empty choice fails with the spec's message instead of a type error.
 */
export const issueFormSchema = z.strictObject({
  issueType: z
    .union([z.literal(''), issueTypeSchema], { error: issueDetailsMessages.issueType })
    .pipe(issueTypeSchema),
  issueDescription,
});
export type IssueFormInput = z.input<typeof issueFormSchema>;
export type IssueFormValues = z.output<typeof issueFormSchema>;

export const issueFormDefaults: IssueFormInput = { issueType: '', issueDescription: '' };

/** The form names the text `issueDescription`; the wire calls it `description`. */
export function toIssueDetailsRequest(
  ids: { userId: string; vehicleId: string },
  form: IssueFormValues,
): IssueDetailsRequest {
  return {
    userId: ids.userId,
    vehicleId: ids.vehicleId,
    issueType: form.issueType,
    description: form.issueDescription,
  };
}
