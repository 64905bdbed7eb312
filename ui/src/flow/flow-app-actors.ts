import {
  toIssueDetailsRequest,
  toUpdateManagedRepairRequest,
  toVehicleInfoRequest,
} from '@fairwrench/contracts';
import { fromPromise } from 'xstate';
import { postIssueDetails } from '../api/issue-details';
import {
  createManagedRepair,
  findManagedRepair,
  updateManagedRepair,
} from '../api/managed-repairs';
import { postVehicleInfo } from '../api/vehicle-info';
import { type flowActors, need } from './flow-actors';

/**
 * The flow's calls wired to the real API (the machine itself never imports an HTTP client).
 * Each turns the machine's forms and ids into its wire request; `need` runs inside the
 * promise, so a missing id rejects the call like any other failure.
 */
export const appFlowActors: typeof flowActors = {
  submitVehicle: fromPromise(async ({ input }) => ({
    ...(await postVehicleInfo(toVehicleInfoRequest(input))),
    form: input,
  })),
  submitIssue: fromPromise(async ({ input }) => {
    const ids = { userId: need(input.userId, 'user'), vehicleId: need(input.vehicleId, 'vehicle') };
    return postIssueDetails(toIssueDetailsRequest(ids, input.form), input.photos);
  }),
  createManagedRepair: fromPromise(async ({ input }) =>
    createManagedRepair(need(input.diagnosticId, 'diagnostic information')),
  ),
  findManagedRepair: fromPromise(async ({ input }) => {
    const found = await findManagedRepair(need(input.diagnosticId, 'diagnostic information'));
    return found ? { managedRepairId: found.managedRepairId } : null;
  }),
  updateManagedRepair: fromPromise(async ({ input }) =>
    updateManagedRepair(
      need(input.managedRepairId, 'managed repair'),
      toUpdateManagedRepairRequest(need(input.form, 'contact details')),
    ),
  ),
};
