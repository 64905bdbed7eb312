import { z } from 'zod';

/**
 * Where an owner's opt-out of the sale and sharing of their data came from: their session,
 * their browser's Global Privacy Control, or a confirmed request by e-mail (ADR 026).
 */
export const OPT_OUT_SOURCES = [
  'owner-request',
  'global-privacy-control',
  'email-request',
] as const;

/** GET /api/me/privacy-choices and POST /api/me/opt-out: the owner's choice as recorded. */
export const privacyChoicesSchema = z.strictObject({
  saleAndSharingOptedOut: z.boolean(),
  /** When and how the opt-out was recorded; null while the owner has not opted out. */
  optedOutAt: z.iso.datetime({ offset: true }).nullable(),
  source: z.enum(OPT_OUT_SOURCES).nullable(),
});
export type PrivacyChoices = z.infer<typeof privacyChoicesSchema>;

/**
 * GET /api/me/privacy-choices: the session owner's choice, or that this browser has no owner
 * session. Every page links the privacy choices page, so most who open it never gave us
 * anything: for them "nothing held" is the answer, not an error.
 */
export const myPrivacyChoicesSchema = z.discriminatedUnion('session', [
  z.strictObject({ session: z.literal('none') }),
  z.strictObject({ session: z.literal('owner'), choices: privacyChoicesSchema }),
]);
export type MyPrivacyChoices = z.infer<typeof myPrivacyChoicesSchema>;

/**
 * DELETE /api/me: the owner confirms they want everything erased. The web app asks them to
 * type the word, so a stray click or a replayed request cannot erase anyone.
 */
export const ERASURE_CONFIRMATION = 'ERASE';
export const eraseMyDataBodySchema = z.strictObject({
  confirm: z.literal(ERASURE_CONFIRMATION, {
    error: `Type ${ERASURE_CONFIRMATION} to confirm that everything about you should be erased`,
  }),
});
export type EraseMyDataBody = z.infer<typeof eraseMyDataBodySchema>;

/** What DELETE /api/me answers: when the erasure was recorded and how many shops are told. */
export const erasureReceiptSchema = z.strictObject({
  erasedAt: z.iso.datetime({ offset: true }),
  /** Partner shops that received a lead for the owner; each gets an erasure notice. */
  shopsNotified: z.int().nonnegative(),
  /** Leads decided but not delivered yet: now never sent (the forwarder withholds them). */
  sharesWithheld: z.int().nonnegative(),
});
export type ErasureReceipt = z.infer<typeof erasureReceiptSchema>;
