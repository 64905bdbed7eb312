import { fromPromise } from 'xstate';
import { postIssueDetails } from '../api/issue-details';
import {
  createManagedRepair,
  findManagedRepair,
  updateManagedRepair,
} from '../api/managed-repairs';
import { postVehicleInfo } from '../api/vehicle-info';
import type { flowActors } from './flow-actors';

/** The flow's calls wired to the real API (the machine itself never imports an HTTP client). */
export const appFlowActors: typeof flowActors = {
  submitVehicle: fromPromise(({ input }) => postVehicleInfo(input)),
  submitIssue: fromPromise(({ input }) => postIssueDetails(input.request, input.photos)),
  createManagedRepair: fromPromise(({ input }) => createManagedRepair(input.diagnosticId)),
  findManagedRepair: fromPromise(async ({ input }) => {
    const found = await findManagedRepair(input.diagnosticId);
    return found ? { managedRepairId: found.managedRepairId } : null;
  }),
  updateManagedRepair: fromPromise(({ input }) =>
    updateManagedRepair(input.managedRepairId, input.request),
  ),
};
