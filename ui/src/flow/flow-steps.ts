import { paths } from '../config/paths';

export type FlowId = 'userId' | 'vehicleId' | 'issueId' | 'diagnosticId' | 'managedRepairId';

/**
 * The steps of the repair flow (section 4), in order: the one table the flow machine is built
 * from. A step's id is saved as `currentStep`, names its state node (`#issue-details`) and the
 * page that reports itself with VISIT; `path` is that page, which the state node carries as
 * `meta`; `requires` are the ids the page cannot work without (missing ones send the owner
 * home, section 4).
 */
export const FLOW_STEPS = {
  'vehicle-info': { path: paths.vehicleInfo, requires: [] },
  'issue-details': { path: paths.issueDetails, requires: ['userId', 'vehicleId'] },
  'diagnostic-results': { path: paths.diagnosticResults, requires: ['issueId', 'diagnosticId'] },
  'service-options': { path: paths.serviceOptions, requires: ['diagnosticId'] },
  'managed-repair-info': { path: paths.managedRepairInfo, requires: ['managedRepairId'] },
  'confirmation-recommendations': {
    path: paths.confirmationRecommendations,
    requires: ['diagnosticId'],
  },
  'confirmation-managed': { path: paths.confirmationManaged, requires: ['managedRepairId'] },
} as const satisfies Record<string, { path: string; requires: readonly FlowId[] }>;

export type FlowStep = keyof typeof FLOW_STEPS;

/** A page the owner can be on while the flow machine runs: the landing page or a step. */
export type FlowPage = 'home' | FlowStep;

/** What a step's state node carries as `meta`, read back with `snapshot.getMeta()`. */
export type StepMeta = { path: string };

export function isFlowStep(value: unknown): value is FlowStep {
  return typeof value === 'string' && Object.hasOwn(FLOW_STEPS, value);
}

export function pathOf(page: FlowPage): string {
  return page === 'home' ? paths.home : FLOW_STEPS[page].path;
}

/** The flow page at a path, or null when the path is not a flow page. */
export function pageOfPath(path: string): FlowPage | null {
  if (path === paths.home) return 'home';
  const step = Object.keys(FLOW_STEPS).find((key) => isFlowStep(key) && pathOf(key) === path);
  return isFlowStep(step) ? step : null;
}

export function hasRequiredIds(
  ids: Readonly<Record<FlowId, string | null>>,
  step: FlowStep,
): boolean {
  const required: readonly FlowId[] = FLOW_STEPS[step].requires;
  return required.every((id) => ids[id] !== null && ids[id] !== '');
}
