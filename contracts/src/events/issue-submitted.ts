import { z } from 'zod';
import { issueTypeSchema, photoReferenceSchema } from '../api/issue-details';
import { defineEvent } from './envelope';
import { ERASED } from './erased';

/**
 * The owner described a problem with a vehicle. Event payloads check structure only (ids,
 * enums, ISO times), never form rules such as minimum lengths: an event is a fact already
 * accepted, and tightening a form rule later must not make old events unreadable.
 */
export const issueSubmittedSchema = defineEvent(
  'IssueSubmitted',
  1,
  z.strictObject({
    issueId: z.uuid(),
    userId: z.uuid(),
    vehicleId: z.uuid(),
    issueType: issueTypeSchema,
    description: z.string(),
    /**
     * References to stored photos; the bytes live in blob storage, not in the event. Once the
     * owner is erased, the digest and file name read as `ERASED` and the files are gone.
     */
    photos: z.array(
      photoReferenceSchema.extend({
        sha256: z.union([photoReferenceSchema.shape.sha256, z.literal(ERASED)]),
      }),
    ),
  }),
);
export type IssueSubmitted = z.infer<typeof issueSubmittedSchema>;
