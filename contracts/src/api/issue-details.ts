import { z } from 'zod';
import { ISSUE_TYPES, LIMITS, PHOTO_SIZE_HINT_BYTES } from '../constants';
import { visibleLength } from './common-fields';

/** Validation messages from section 5 of the product spec (issue form). */
export const issueDetailsMessages = {
  issueType: 'Please select the type of help you need',
  description: 'Please provide a detailed description of at least 10 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  photoType: 'Photos must be images',
  tooManyPhotos: `You can add at most ${LIMITS.photosMax} photos`,
  photoTooLarge: 'Each photo must be at most 10 MB',
  photoUnsupported: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  photoUnreadable: 'A photo could not be read as an image. Please try another one.',
} as const;

const m = issueDetailsMessages;

export const ISSUE_DESCRIPTION_MAX = 5000;

/** Rounded up, so a photo just over the limit never reads as exactly the limit. */
const megabytes = (bytes: number) =>
  `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

/** Why the issue form left a picked photo out, naming the file (ADR 058). */
export const photoRefusals = {
  type: (name: string) =>
    `"${name}" was not added: only PNG, JPEG, GIF or WebP images can be uploaded.`,
  size: (name: string, bytes: number) =>
    `"${name}" was not added: it is ${megabytes(bytes)}, and each photo must be at most ${
      PHOTO_SIZE_HINT_BYTES / (1024 * 1024)
    } MB.`,
  count: (name: string) =>
    `"${name}" was not added: you can add at most ${LIMITS.photosMax} photos.`,
} as const;

export const issueTypeSchema = z.enum(ISSUE_TYPES, { error: m.issueType });

/** Length is counted without surrounding spaces so ten spaces are not a description. */
export const issueDescription = z
  .string({ error: m.description })
  .max(ISSUE_DESCRIPTION_MAX, m.descriptionTooLong)
  .refine((text) => visibleLength(text) >= LIMITS.issueDescriptionMin, m.description);

/**
 * The four text fields of POST /api/issue-details. The JSON body is exactly this object; the
 * multipart variant sends the same fields as form parts, validated with this schema, and the
 * photos as repeated `files` parts, validated with `issuePhotoFilesSchema`.
 */
export const issueDetailsFieldsSchema = z.strictObject({
  userId: z.uuid(),
  vehicleId: z.uuid(),
  issueType: issueTypeSchema,
  description: issueDescription,
});
export type IssueDetailsFields = z.infer<typeof issueDetailsFieldsSchema>;

/**
 * The optional `Idempotency-Key` request header of POST /api/issue-details (after the IETF
 * httpapi draft "The Idempotency-Key HTTP Header Field"): the same key sent by the same
 * owner names the same issue, so a repeated submit answers the first analysis instead of
 * making another one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .uuid({ error: `${IDEMPOTENCY_KEY_HEADER} must be a UUID` })
  .optional();

export const issueDetailsRequestSchema = issueDetailsFieldsSchema;
export type IssueDetailsRequest = IssueDetailsFields;

/** What the server knows of one uploaded `files` part before it stores it. */
export const issuePhotoFileSchema = z.strictObject({
  filename: z.string().min(1).max(255),
  contentType: z.string().regex(/^image\//, m.photoType),
  bytes: z.int().positive(),
});
export type IssuePhotoFile = z.infer<typeof issuePhotoFileSchema>;

export const issuePhotoFilesSchema = z
  .array(issuePhotoFileSchema)
  .max(LIMITS.photosMax, m.tooManyPhotos);

export const issueDetailsResponseSchema = z.strictObject({
  issueId: z.uuid(),
  diagnosticId: z.uuid(),
});
export type IssueDetailsResponse = z.infer<typeof issueDetailsResponseSchema>;

/**
 * A stored photo, addressed by its content hash so re-uploading the same picture stores it
 * once and events never carry image bytes.
 */
export const photoReferenceSchema = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Expected a lowercase hex SHA-256 digest'),
  contentType: z.string().regex(/^image\//, m.photoType),
  bytes: z.int().positive(),
  filename: z.string().min(1).max(255),
});
export type PhotoReference = z.infer<typeof photoReferenceSchema>;
