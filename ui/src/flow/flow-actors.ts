import type {
  CreateManagedRepairResponse,
  IssueDetailsResponse,
  IssueFormValues,
  ManagedRepairFormValues,
  VehicleFormValues,
  VehicleInfoResponse,
} from '@fairwrench/contracts';
import { fromPromise } from 'xstate';
import type { RepairFlowState } from './repair-flow-state';

/**
 * The calls the flow makes (section 7), as promise actors. The machine ships with stand-ins
 * that fail loudly; the app provides the real fetchers with `flowMachine.provide({ actors })`
 * and tests provide fakes, so the machine never imports an HTTP client.
 *
 * The machine hands each call its form and the ids as the saved flow holds them (string or
 * null). Its guards check the ids before every call, but XState cannot carry a guard's proof
 * into `input`, so the call checks again with `need` instead of the machine asserting.
 */
type SavedIds<Id extends keyof RepairFlowState> = Pick<RepairFlowState, Id>;

/** The saved vehicle's ids, with the form they were saved from for the machine to keep. */
export type VehicleSaved = VehicleInfoResponse & { form: VehicleFormValues };
export type SubmitIssueInput = SavedIds<'userId' | 'vehicleId'> & {
  form: IssueFormValues;
  photos: readonly File[];
};
export type DiagnosticRef = SavedIds<'diagnosticId'>;
export type ManagedRepairRef = { managedRepairId: string };
export type UpdateManagedRepairInput = SavedIds<'managedRepairId'> & {
  form: ManagedRepairFormValues | null;
};

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The flow actor "${name}" was not provided`));

export const flowActors = {
  submitVehicle: fromPromise<VehicleSaved, VehicleFormValues>(notProvided('submitVehicle')),
  submitIssue: fromPromise<IssueDetailsResponse, SubmitIssueInput>(notProvided('submitIssue')),
  createManagedRepair: fromPromise<CreateManagedRepairResponse, DiagnosticRef>(
    notProvided('createManagedRepair'),
  ),
  /** Resolves null when the API answers 404: no managed repair for this analysis yet. */
  findManagedRepair: fromPromise<ManagedRepairRef | null, DiagnosticRef>(
    notProvided('findManagedRepair'),
  ),
  updateManagedRepair: fromPromise<unknown, UpdateManagedRepairInput>(
    notProvided('updateManagedRepair'),
  ),
};

/** A call's missing input fails the call (the owner sees its error toast), never the machine. */
export function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`Missing ${what}. Please start over.`);
  return value;
}
