import {
  evolve,
  initialManagedRepairState,
  type ManagedRepairState,
} from '../managed-repair-stream';
import { decide, type RequestManagedRepair } from './request-managed-repair.decider';

const command: RequestManagedRepair = {
  type: 'RequestManagedRepair',
  managedRepairId: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  diagnosticId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  issueId: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
  userId: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
};

describe('request managed repair', () => {
  it('given no repair for the analysis, when requested, then records ManagedRepairRequested', () => {
    const decision = decide(command, initialManagedRepairState);

    expect(decision).toEqual({
      kind: 'new',
      events: [
        {
          type: 'ManagedRepairRequested',
          schemaVersion: 1,
          data: {
            managedRepairId: command.managedRepairId,
            diagnosticId: command.diagnosticId,
            issueId: command.issueId,
            userId: command.userId,
          },
        },
      ],
    });
  });

  it('given a requested repair, when requested again, then answers the existing one', () => {
    const first = decide(command, initialManagedRepairState);
    if (first.kind !== 'new') throw new Error('expected a new repair');
    const state: ManagedRepairState = first.events.reduce(evolve, initialManagedRepairState);

    const again = decide({ ...command, managedRepairId: 'another-fresh-id' }, state);

    expect(again).toEqual({ kind: 'existing', managedRepairId: command.managedRepairId });
  });
});
