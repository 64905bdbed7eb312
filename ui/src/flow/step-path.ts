import type { FlowSnapshot } from './flow-machine';
import { pathOf } from './flow-steps';

/**
 * The route the machine's state belongs on, for pages that compare it with the address bar:
 * the `meta.path` of the active step, or null before a page has reported in (loading, idle).
 * Two states answer from context instead: the vehicle step shows on the page it was opened
 * from (home or its own), and while the redirect guard waits the owner is still on the page
 * they opened.
 */
export function stepPath(snapshot: FlowSnapshot): string | null {
  const { vehicleEntry, visiting } = snapshot.context;
  if (snapshot.matches('redirecting')) return visiting && pathOf(visiting);
  if (snapshot.matches('vehicleInfo')) return pathOf(vehicleEntry);
  const step = Object.values(snapshot.getMeta()).find((meta) => meta !== undefined);
  return step?.path ?? null;
}

/** Section 3: the flow state is ready only after its initial load. */
export function isFlowReady(snapshot: FlowSnapshot): boolean {
  return !snapshot.matches('loading');
}
