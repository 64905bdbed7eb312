import { FLOW_PAGE_PATHS } from './flow-steps';
import type { FlowSnapshot } from './flow-machine';

/**
 * The route the machine's state belongs on, for pages that compare it with the address bar;
 * null before a page has reported in (loading, idle). While the redirect guard waits, the
 * owner is still on the page they opened.
 */
export function stepPath(snapshot: FlowSnapshot): string | null {
  if (snapshot.matches('vehicleInfo')) return FLOW_PAGE_PATHS[snapshot.context.vehicleEntry];
  if (snapshot.matches('redirecting')) {
    return snapshot.context.visiting ? FLOW_PAGE_PATHS[snapshot.context.visiting] : null;
  }
  if (snapshot.matches('issueDetails')) return FLOW_PAGE_PATHS['issue-details'];
  if (snapshot.matches('diagnosticResults')) return FLOW_PAGE_PATHS['diagnostic-results'];
  if (snapshot.matches('serviceOptions')) return FLOW_PAGE_PATHS['service-options'];
  if (snapshot.matches('managedRepairInfo')) return FLOW_PAGE_PATHS['managed-repair-info'];
  if (snapshot.matches({ confirmation: 'recommendations' })) {
    return FLOW_PAGE_PATHS['confirmation-recommendations'];
  }
  if (snapshot.matches({ confirmation: 'managed' })) return FLOW_PAGE_PATHS['confirmation-managed'];
  return null;
}

/** Section 3: the flow state is ready only after its initial load. */
export function isFlowReady(snapshot: FlowSnapshot): boolean {
  return !snapshot.matches('loading');
}

/** Which button labels read 'Saving...' / 'Processing...': a call is in flight. */
export function isSubmitting(snapshot: FlowSnapshot): boolean {
  return (
    snapshot.matches({ vehicleInfo: 'submitting' }) ||
    snapshot.matches({ issueDetails: 'submitting' }) ||
    snapshot.matches({ serviceOptions: 'creatingManaged' }) ||
    snapshot.matches({ managedRepairInfo: 'lookingUp' }) ||
    snapshot.matches({ managedRepairInfo: 'creating' }) ||
    snapshot.matches({ managedRepairInfo: 'updating' })
  );
}
