import { STORAGE_KEYS } from '@fairwrench/contracts';
import { z } from 'zod';
import { type FlowStep, isFlowStep } from './flow-steps';
import { type FlowStorage, readJson, removeKeys, writeJson } from './flow-storage';

/**
 * The repair flow state kept in sessionStorage under `repairFlowState` (section 3): ids the
 * later steps need, the owner's ZIP code and the step they reached. Everything starts null.
 */
const nullableText = z.string().min(1).nullable().catch(null);

const repairFlowStateSchema = z.object({
  userId: nullableText.default(null),
  vehicleId: nullableText.default(null),
  issueId: nullableText.default(null),
  diagnosticId: nullableText.default(null),
  managedRepairId: nullableText.default(null),
  zipCode: nullableText.default(null),
  currentStep: z.custom<FlowStep>(isFlowStep).nullable().catch(null).default(null),
});
export type RepairFlowState = z.output<typeof repairFlowStateSchema>;

export const EMPTY_REPAIR_FLOW_STATE: RepairFlowState = Object.freeze({
  userId: null,
  vehicleId: null,
  issueId: null,
  diagnosticId: null,
  managedRepairId: null,
  zipCode: null,
  currentStep: null,
});

/**
 * A saved state written by an older build or edited by hand must not break the page: unknown
 * or malformed fields fall back to null field by field instead of discarding everything.
 */
export function loadRepairFlowState(storage: FlowStorage): RepairFlowState {
  const saved = readJson(storage, STORAGE_KEYS.repairFlowState);
  const parsed = repairFlowStateSchema.safeParse(saved ?? {});
  return parsed.success ? parsed.data : { ...EMPTY_REPAIR_FLOW_STATE };
}

export function saveRepairFlowState(storage: FlowStorage, state: RepairFlowState): void {
  writeJson(storage, STORAGE_KEYS.repairFlowState, state);
}

/** Section 3: clearing resets the state and removes the key. */
export function removeRepairFlowState(storage: FlowStorage): void {
  removeKeys(storage, [STORAGE_KEYS.repairFlowState]);
}

export function isEmptyRepairFlowState(state: RepairFlowState): boolean {
  return Object.values(state).every((value) => value === null);
}

/** Partial updates merge: a field left out keeps its value, an explicit null clears it. */
export function mergeRepairFlowState(
  state: RepairFlowState,
  patch: Partial<RepairFlowState>,
): RepairFlowState {
  const defined = Object.entries(patch).filter(([, value]) => value !== undefined);
  return { ...state, ...Object.fromEntries(defined) };
}
