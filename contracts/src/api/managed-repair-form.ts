import { z } from 'zod';
import { phoneNumber } from './common-fields';
import {
  managedRepairMessages,
  managedZipCode,
  preferredDate,
  preferredDateNotInPast,
} from './managed-repair-update';
import type { UpdateManagedRepairRequest } from './managed-repair-update';

/**
 * The managed repair form. The checkbox starts unticked, so its input is any boolean and
 * only its output is the wire's literal `true`. The calendar's pick is kept as an ISO string
 * ('' until chosen) so the form never holds a Date.
 */
export const managedRepairFormSchema = z
  .strictObject({
    phone: phoneNumber,
    acceptSms: z.boolean().pipe(z.literal(true, { error: managedRepairMessages.smsOptIn })),
    preferredDate,
    zipCode: managedZipCode,
  })
  .check(preferredDateNotInPast('zipCode'));
export type ManagedRepairFormInput = z.input<typeof managedRepairFormSchema>;
export type ManagedRepairFormValues = z.output<typeof managedRepairFormSchema>;

export const managedRepairFormDefaults = (savedZipCode: string | null): ManagedRepairFormInput => ({
  phone: '',
  acceptSms: false,
  preferredDate: '',
  zipCode: savedZipCode ?? '',
});

export function toUpdateManagedRepairRequest(
  form: ManagedRepairFormValues,
): UpdateManagedRepairRequest {
  return {
    phoneNumber: form.phone,
    smsOptIn: form.acceptSms,
    preferredDate: form.preferredDate,
    vehicleZipCode: form.zipCode,
  };
}
