import { z } from 'zod';

/** Where an owner's opt-out of the sale and sharing of their data came from. */
export const OPT_OUT_SOURCES = ['owner-request', 'global-privacy-control'] as const;

/** GET /api/me/privacy-choices and POST /api/me/opt-out: the owner's choice as recorded. */
export const privacyChoicesSchema = z.strictObject({
  saleAndSharingOptedOut: z.boolean(),
  /** When and how the opt-out was recorded; null while the owner has not opted out. */
  optedOutAt: z.iso.datetime({ offset: true }).nullable(),
  source: z.enum(OPT_OUT_SOURCES).nullable(),
});
export type PrivacyChoices = z.infer<typeof privacyChoicesSchema>;
