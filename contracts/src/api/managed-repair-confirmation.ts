import { z } from 'zod';
import { isoDateTime } from './common-fields';

/**
 * GET /api/managed-repairs/{managedRepairId}/confirmation: what the owner's confirmation page
 * and message say once a managed repair is booked (issue 32): the reference to quote, the
 * recap, the shop once one is chosen, and what happens next by when.
 */
export const managedRepairConfirmationSchema = z.strictObject({
  managedRepairId: z.uuid(),
  /** managedRepairReference(managedRepairId): "FW-7K3Q-9DMA". */
  reference: z.string(),
  preferredDate: isoDateTime,
  phoneNumber: z.string(),
  vehicleZipCode: z.string(),
  scheduledAt: isoDateTime,
  /** The partner shop the booking went to; null until one is chosen (none near yet). */
  shop: z.strictObject({ name: z.string(), city: z.string(), phone: z.string() }).nullable(),
  /**
   * Whether a highly rated partner shop is within 60 miles of the vehicle (true once one is
   * booked). False: we have none there yet, so none will be chosen until our team finds one.
   */
  partnerNearby: z.boolean(),
  /** `contactByOf`: when our team has called the owner, never after the preferred date. */
  contactBy: isoDateTime,
});
export type ManagedRepairConfirmation = z.infer<typeof managedRepairConfirmationSchema>;

/** The end (17:00 UTC) of the first weekday after `from`. */
export function nextBusinessDayEnd(from: Date): Date {
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 17),
  );
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * When we promise to have called: the end of the next business day after booking, or the
 * preferred date if that comes first, since a call after the repair day would be no use.
 */
export function contactByOf(scheduledAt: Date, preferredDate: string): Date {
  const nextBusinessDay = nextBusinessDayEnd(scheduledAt);
  const preferred = new Date(preferredDate);
  return preferred.getTime() < nextBusinessDay.getTime() ? preferred : nextBusinessDay;
}
