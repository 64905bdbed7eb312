import type { UpdateManagedRepairRequest } from '@fairwrench/contracts';
import { consentGiven, type ConsentCapture } from '../consents/consent-given';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import type { Unstamped } from '../event-envelope';
import {
  managedRepairStream,
  type ManagedRepairEvent,
  type ManagedRepairState,
} from './managed-repair-stream';

/** The owner's contact details, already validated, and the time they gave them. */
export interface ScheduleManagedRepair {
  readonly type: 'ScheduleManagedRepair';
  readonly managedRepairId: string;
  readonly userId: string;
  readonly details: UpdateManagedRepairRequest;
  /** Calls and texts about the repair, as agreed to on the form (ADR 025). */
  readonly smsConsent: ConsentCapture & { readonly purpose: 'sms-and-calls' };
  readonly now: Date;
}

type ScheduleEvent = ManagedRepairEvent | Unstamped<'ConsentGiven'>;

/** The consent is evidence, not state: the stream's fold passes over it. */
function evolve(state: ManagedRepairState, event: ScheduleEvent): ManagedRepairState {
  return event.type === 'ConsentGiven' ? state : managedRepairStream.evolve(state, event);
}

/**
 * Scheduling again replaces the details (the owner corrected a phone number or picked another
 * day); each time records a fresh SMS consent with its own time, since consent is given anew
 * with every submit of the form, and a ConsentGiven naming the text, page and client. Another owner's repair answers as a missing one.
 */
function decide(command: ScheduleManagedRepair, state: ManagedRepairState): ScheduleEvent[] {
  const { repair } = state;
  if (
    repair.status === 'none' ||
    repair.managedRepairId !== command.managedRepairId ||
    repair.userId !== command.userId
  ) {
    throw new DomainError('not_found', 'Managed repair not found');
  }
  const { details, now } = command;
  return [
    {
      type: 'ManagedRepairScheduled',
      schemaVersion: 1,
      data: {
        managedRepairId: command.managedRepairId,
        userId: command.userId,
        phoneNumber: details.phoneNumber,
        smsConsent: { given: details.smsOptIn, givenAt: now.toISOString() },
        preferredDate: details.preferredDate,
        vehicleZipCode: details.vehicleZipCode,
      },
    },
    // In the same append as the booking: the consent and the fact it came with stand together.
    consentGiven(command.smsConsent, command.userId, now),
  ];
}

export const scheduleManagedRepairDecider: Decider<
  ScheduleManagedRepair,
  ManagedRepairState,
  ScheduleEvent
> = { ...managedRepairStream, evolve, decide };
