import type { UpdateManagedRepairRequest } from '@fairwrench/contracts';
import type { Decider } from '../../shared/domain/decider';
import { DomainError } from '../../shared/domain/domain-error';
import {
  managedRepairStream,
  type ManagedRepairEvent,
  type ManagedRepairState,
} from '../managed-repair-stream';

/** The owner's contact details, already validated, and the time they gave them. */
export interface ScheduleManagedRepair {
  readonly type: 'ScheduleManagedRepair';
  readonly managedRepairId: string;
  readonly userId: string;
  readonly details: UpdateManagedRepairRequest;
  readonly now: Date;
}

/**
 * Scheduling again replaces the details (the owner corrected a phone number or picked another
 * day); each time records a fresh SMS consent with its own time, since consent is given anew
 * with every submit of the form. Another owner's repair answers as a missing one.
 */
function decide(command: ScheduleManagedRepair, state: ManagedRepairState): ManagedRepairEvent[] {
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
  ];
}

export const scheduleManagedRepairDecider: Decider<
  ScheduleManagedRepair,
  ManagedRepairState,
  ManagedRepairEvent
> = { ...managedRepairStream, decide };
