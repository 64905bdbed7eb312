/**
 * The steps of the repair flow (section 4) and the ids each needs before its page may show.
 * `currentStep` in the saved flow state holds one of these ids.
 */
export const FLOW_STEPS = [
  'vehicle-info',
  'issue-details',
  'diagnostic-results',
  'service-options',
  'managed-repair-info',
  'confirmation-recommendations',
  'confirmation-managed',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** A page the owner can be on while the flow machine runs: the landing page or a step. */
export type FlowPage = 'home' | FlowStep;

export const FLOW_PAGE_PATHS = {
  home: '/',
  'vehicle-info': '/steps/vehicle-info',
  'issue-details': '/steps/issue-details',
  'diagnostic-results': '/steps/diagnostic-results',
  'service-options': '/steps/service-options',
  'managed-repair-info': '/steps/managed-repair-info',
  'confirmation-recommendations': '/steps/confirmation/recommendations',
  'confirmation-managed': '/steps/confirmation/managed',
} as const satisfies Record<FlowPage, string>;

export type FlowId = 'userId' | 'vehicleId' | 'issueId' | 'diagnosticId' | 'managedRepairId';

/** Ids a step's page cannot work without; missing ones send the owner home (section 4). */
export const REQUIRED_IDS = {
  'vehicle-info': [],
  'issue-details': ['userId', 'vehicleId'],
  'diagnostic-results': ['issueId', 'diagnosticId'],
  'service-options': ['diagnosticId'],
  'managed-repair-info': ['managedRepairId'],
  'confirmation-recommendations': ['diagnosticId'],
  'confirmation-managed': ['managedRepairId'],
} as const satisfies Record<FlowStep, readonly FlowId[]>;

export function hasRequiredIds(
  ids: Readonly<Record<FlowId, string | null>>,
  step: FlowStep,
): boolean {
  return REQUIRED_IDS[step].every((id: FlowId) => ids[id] !== null && ids[id] !== '');
}

/** The route of a path, or null when the path is not a flow page. */
export function pageOfPath(path: string): FlowPage | null {
  const entry = Object.entries(FLOW_PAGE_PATHS).find(([, p]) => p === path);
  return entry ? (entry[0] as FlowPage) : null;
}
