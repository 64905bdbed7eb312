import { z } from 'zod';
import { defineEvent } from './envelope';

/** Who asked for an owner's erasure: the owner in their session, staff, or the retention job. */
export const ERASURE_SOURCES = ['owner-request', 'staff-request', 'retention'] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

/**
 * The owner's personal data was erased (CCPA/CPRA right to delete) by destroying their data
 * key: every personal field recorded for them now reads as `ERASED`, in the log and in every
 * read model, while the facts that carry no personal data (a lead was shared with this shop,
 * when, on what basis) stay for the trail. Recorded on `data-rights-<userId>`, once.
 */
export const ownerErasedSchema = defineEvent(
  'OwnerErased',
  1,
  z.strictObject({
    userId: z.uuid(),
    source: z.enum(ERASURE_SOURCES),
    /** A staff member's reference for the request (ticket number), for staff requests only. */
    reference: z.string().max(200).nullable(),
    /**
     * Where the erasure receipt goes: the owner's last address, read before their key was
     * destroyed and sealed under a mail key of its own (`mailKeySubject(receiptId)`), which the
     * mail worker destroys once the receipt is sent (ADR 057). Absent when no address was
     * left to write to, and from erasures recorded before receipts were sent. `zipCode`, from
     * the same vehicle and under the same key, puts the receipt's time on the owner's clock;
     * absent from receipts recorded before it was.
     */
    receipt: z
      .strictObject({ receiptId: z.uuid(), to: z.string(), zipCode: z.string().optional() })
      .optional(),
  }),
);
export type OwnerErased = z.infer<typeof ownerErasedSchema>;

/**
 * The broker acknowledged an erasure notice on a partner's topic: the shop was told to delete
 * the owner's details it received with these leads. A retry may record a second one with the
 * same notice id (the message's de-duplication header).
 */
export const erasureNoticeDeliveredSchema = defineEvent(
  'ErasureNoticeDelivered',
  1,
  z.strictObject({
    noticeId: z.uuid(),
    ownerId: z.uuid(),
    shopId: z.string().min(1),
    leadIds: z.array(z.uuid()).min(1),
    /** The OwnerErased event the notice follows. */
    erasureEventId: z.uuid(),
    topic: z.string().min(1),
    partition: z.int().nonnegative(),
    offset: z.string().regex(/^\d+$/),
    publishedAt: z.iso.datetime({ offset: true }),
  }),
);
export type ErasureNoticeDelivered = z.infer<typeof erasureNoticeDeliveredSchema>;
