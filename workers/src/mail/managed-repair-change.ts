import { calendarDayIn, type ManagedRepairScheduled } from '@fairwrench/contracts';

/** What an owner reads in the managed-repair message: the details they gave us. */
export type ScheduledDetails = Pick<
  ManagedRepairScheduled['data'],
  'preferredDate' | 'phoneNumber' | 'vehicleZipCode'
>;

/**
 * Which message a scheduling calls for. The owner is told once that the repair is scheduled;
 * each later PATCH is told as "updated" only when something they would read in it changed
 * (the preferred day, the phone number or the ZIP code), and not at all when it only
 * repeated the same details: a resubmitted form is no news, and a mail saying so would be
 * noise. The day is compared as the mail shows it (its UTC date, see messages.ts).
 */
export function managedRepairChange(
  previous: ScheduledDetails | undefined,
  current: ScheduledDetails,
): 'scheduled' | 'updated' | undefined {
  if (!previous) return 'scheduled';
  const day = (iso: string) => calendarDayIn(new Date(iso), 'UTC');
  const digits = (phone: string) => phone.replace(/\D/g, '');
  const same =
    day(previous.preferredDate) === day(current.preferredDate) &&
    digits(previous.phoneNumber) === digits(current.phoneNumber) &&
    previous.vehicleZipCode === current.vehicleZipCode;
  return same ? undefined : 'updated';
}
