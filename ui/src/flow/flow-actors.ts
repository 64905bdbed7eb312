import type {
  CreateManagedRepairResponse,
  IssueDetailsRequest,
  IssueDetailsResponse,
  UpdateManagedRepairRequest,
  VehicleInfoRequest,
  VehicleInfoResponse,
} from '@fairwrench/contracts';
import { fromPromise } from 'xstate';

/**
 * The calls the flow makes (section 7), as promise actors. The machine ships with stand-ins
 * that fail loudly; the app provides the real fetchers with `flowMachine.provide({ actors })`
 * and tests provide fakes, so the machine never imports an HTTP client.
 */
export type SubmitIssueInput = { request: IssueDetailsRequest; photos: readonly File[] };
export type ManagedRepairRef = { managedRepairId: string };
export type UpdateManagedRepairInput = {
  managedRepairId: string;
  request: UpdateManagedRepairRequest;
};

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The flow actor "${name}" was not provided`));

export const flowActors = {
  submitVehicle: fromPromise<VehicleInfoResponse, VehicleInfoRequest>(notProvided('submitVehicle')),
  submitIssue: fromPromise<IssueDetailsResponse, SubmitIssueInput>(notProvided('submitIssue')),
  createManagedRepair: fromPromise<CreateManagedRepairResponse, { diagnosticId: string }>(
    notProvided('createManagedRepair'),
  ),
  /** Resolves null when the API answers 404: no managed repair for this analysis yet. */
  findManagedRepair: fromPromise<ManagedRepairRef | null, { diagnosticId: string }>(
    notProvided('findManagedRepair'),
  ),
  updateManagedRepair: fromPromise<unknown, UpdateManagedRepairInput>(
    notProvided('updateManagedRepair'),
  ),
};
