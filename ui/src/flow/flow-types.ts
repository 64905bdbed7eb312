import type {
  IssueFormValues,
  ManagedRepairFormValues,
  VehicleFormInput,
  VehicleFormValues,
} from '@fairwrench/contracts';
import type { FlowToast } from './flow-messages';
import type { FlowStorage } from './flow-storage';
import type { FlowPage, FlowStep } from './flow-steps';
import type { RepairFlowState } from './repair-flow-state';

/**
 * The two stores the flow is kept in; the app passes browser storage. The machine reads the
 * saved flow from both when it starts; `persistFlow` writes it back (see flow-persistence.ts).
 */
export type FlowInput = { session: FlowStorage; local: FlowStorage };

export type ServiceChoice = 'recommendations' | 'managed';

export type FlowContext = {
  /** Drafts and flags the machine reads, and clears on a fresh start (section 4). */
  local: FlowStorage;
  /** The repair flow state (sessionStorage `repairFlowState`), saved by `persistFlow`. */
  flow: RepairFlowState;
  /** Prefill for the vehicle form; null after a fresh start or when nothing was saved. */
  savedVehicle: Partial<VehicleFormInput> | null;
  /** The vehicle form is embedded on the home page and also a standalone step page. */
  vehicleEntry: 'home' | 'vehicle-info';
  /** The step page waiting out the redirect guard. */
  visiting: FlowStep | null;
  /** The managed form, kept while its three calls (look up, create, update) run. */
  managedForm: ManagedRepairFormValues | null;
  /** The last failure, shown beside the form as well as in a toast; cleared on retry. */
  error: FlowToast | null;
};

export type FlowEvent =
  /** A page mounted (link, typed URL, reload, history). `referrer` feeds the fresh-start rules. */
  | { type: 'VISIT'; page: FlowPage; referrer?: string | null }
  | { type: 'VEHICLE.SUBMIT'; form: VehicleFormValues }
  | { type: 'ISSUE.SUBMIT'; form: IssueFormValues; photos: readonly File[] }
  | { type: 'BACK' }
  | { type: 'CONTINUE' }
  | { type: 'SERVICE.CONFIRM'; choice: ServiceChoice | null }
  | { type: 'MANAGED.SUBMIT'; form: ManagedRepairFormValues }
  | { type: 'FLOW.UPDATE'; patch: Partial<RepairFlowState> }
  | { type: 'FLOW.CLEAR' }
  /** The header's brand link: the next standalone vehicle page starts fresh. */
  | { type: 'BRAND.CLICK' };

/** Side effects for the React layer: route changes and toasts, subscribed with `actor.on`. */
export type FlowEmitted = { type: 'navigate'; to: string } | ({ type: 'toast' } & FlowToast);
