/// <reference types="jest" />
import {
  IDS,
  MANAGED_FORM,
  VEHICLE_FORM,
  failing,
  savedFlow,
  startFlow,
} from './flow-machine.test-kit';
import { fromPromise, waitFor } from 'xstate';
import type { DiagnosticRef, ManagedRepairRef } from './flow-actors';

/** Section 8: failed calls leave the owner on the form with the spec's toast, ready to retry. */
describe('flow machine: submissions that fail', () => {
  it('vehicle: shows the call message, then succeeds on retry', async () => {
    const { actor, toasts } = startFlow({ actors: { submitVehicle: failing('500: boom') } });
    actor.send({ type: 'VISIT', page: 'home' });
    actor.send({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ vehicleInfo: 'failed' }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(toasts()).toEqual(['Error', '500: boom']);
    expect(actor.getSnapshot().context.error?.variant).toBe('destructive');
    expect(actor.getSnapshot().can({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM })).toBe(true);
  });

  it('vehicle: falls back to the spec text when the error has no message', async () => {
    const { actor, toasts } = startFlow({ actors: { submitVehicle: failing('') } });
    actor.send({ type: 'VISIT', page: 'vehicle-info' });
    actor.send({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM });
    await waitFor(actor, (s) => s.matches({ vehicleInfo: 'failed' }));
    expect(toasts()).toContain('Failed to save vehicle information. Please try again.');
  });

  it('issue: a failed call returns to the form (overlay off) with the spec toast', async () => {
    const ids = { userId: IDS.userId, vehicleId: IDS.vehicleId };
    const { actor, toasts } = startFlow({
      session: savedFlow(ids),
      actors: { submitIssue: failing('') },
    });
    actor.send({ type: 'VISIT', page: 'issue-details' });
    const form = { issueType: 'parts' as const, issueDescription: 'Need new brake pads' };
    actor.send({ type: 'ISSUE.SUBMIT', form, photos: [] });
    await waitFor(actor, (s) => s.matches({ issueDetails: 'failed' }));
    expect(toasts()).toEqual(['Error', 'Failed to save issue details. Please try again.']);
  });

  it('issue: without user and vehicle ids it fails before any call', () => {
    const { actor, toasts } = startFlow({ session: savedFlow({ currentStep: 'issue-details' }) });
    actor.send({ type: 'VISIT', page: 'issue-details' });
    const form = { issueType: 'parts' as const, issueDescription: 'Need new brake pads' };
    actor.send({ type: 'ISSUE.SUBMIT', form, photos: [] });
    expect(actor.getSnapshot().matches({ issueDetails: 'failed' })).toBe(true);
    expect(toasts()).toContain('Failed to save issue details. Please try again.');
  });

  it('service options: managed without a diagnosticId stays with its error', () => {
    const { actor, toasts } = startFlow({ session: savedFlow({ currentStep: 'service-options' }) });
    actor.send({ type: 'VISIT', page: 'service-options' });
    actor.send({ type: 'SERVICE.CONFIRM', choice: 'managed' });
    expect(actor.getSnapshot().matches({ serviceOptions: 'choosing' })).toBe(true);
    expect(toasts()).toContain('Diagnostic information not found. Please start over.');
  });

  it('service options: a failed creation re-enables Confirm', async () => {
    const { actor, toasts } = startFlow({
      session: savedFlow({ diagnosticId: IDS.diagnosticId }),
      actors: { createManagedRepair: failing('409: conflict') },
    });
    actor.send({ type: 'VISIT', page: 'service-options' });
    actor.send({ type: 'SERVICE.CONFIRM', choice: 'managed' });
    await waitFor(actor, (s) => s.matches({ serviceOptions: 'failed' }));
    expect(toasts()).toContain('Failed to create managed repair. Please try again.');
    expect(actor.getSnapshot().can({ type: 'SERVICE.CONFIRM', choice: 'managed' })).toBe(true);
  });

  it('managed info: missing diagnosticId fails before any call', () => {
    const { actor, toasts } = startFlow({
      session: savedFlow({ managedRepairId: IDS.managedRepairId }),
    });
    actor.send({ type: 'VISIT', page: 'managed-repair-info' });
    actor.send({ type: 'MANAGED.SUBMIT', form: MANAGED_FORM });
    expect(actor.getSnapshot().matches({ managedRepairInfo: 'failed' })).toBe(true);
    expect(toasts()).toContain('Missing diagnostic information. Please start over.');
  });

  it('managed info: an existing repair is updated without creating another', async () => {
    const session = savedFlow({
      diagnosticId: IDS.diagnosticId,
      managedRepairId: IDS.managedRepairId,
    });
    const { actor } = startFlow({
      session,
      actors: { findManagedRepair: fromFound(), createManagedRepair: failing('must not create') },
    });
    actor.send({ type: 'VISIT', page: 'managed-repair-info' });
    actor.send({ type: 'MANAGED.SUBMIT', form: MANAGED_FORM });
    await waitFor(actor, (s) => s.matches({ confirmation: 'managed' }));
  });

  it('managed info: a failed update shows the call message and allows a retry', async () => {
    const { actor, toasts } = startFlow({
      session: savedFlow({ diagnosticId: IDS.diagnosticId, managedRepairId: IDS.managedRepairId }),
      actors: { updateManagedRepair: failing('') },
    });
    actor.send({ type: 'VISIT', page: 'managed-repair-info' });
    actor.send({ type: 'MANAGED.SUBMIT', form: MANAGED_FORM });
    await waitFor(actor, (s) => s.matches({ managedRepairInfo: 'failed' }));
    expect(toasts()).toContain('Failed to schedule managed repair. Please try again.');
    expect(actor.getSnapshot().can({ type: 'MANAGED.SUBMIT', form: MANAGED_FORM })).toBe(true);
  });
});

function fromFound() {
  return fromPromise<ManagedRepairRef | null, DiagnosticRef>(async () => ({
    managedRepairId: IDS.managedRepairId,
  }));
}
