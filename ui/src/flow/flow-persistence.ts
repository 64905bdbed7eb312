import type { ActorRefFrom, Subscription } from 'xstate';
import type { flowMachine } from './flow-machine';
import type { FlowInput } from './flow-types';
import {
  type RepairFlowState,
  isEmptyRepairFlowState,
  removeRepairFlowState,
  saveRepairFlowState,
} from './repair-flow-state';
import { saveCurrentStep } from './saved-drafts';

/**
 * Section 3: the repair flow state is loaded at start and saved on every change after
 * loading; clearing resets it and removes the key. The machine only holds it in context;
 * whoever runs the actor (FlowProvider, the headless tests) subscribes this before starting
 * it, so storage is written outside the machine's transitions. `currentStep` is also kept in
 * localStorage so a new tab still knows a flow is under way.
 */
export function persistFlow(
  actor: ActorRefFrom<typeof flowMachine>,
  stores: FlowInput,
): Subscription {
  let saved = actor.getSnapshot().context.flow;
  return actor.subscribe((snapshot) => {
    const { flow } = snapshot.context;
    if (flow === saved) return;
    saved = flow;
    writeFlow(stores, flow);
  });
}

/** An empty state reads back the same as none: it is what a clear or a fresh start leaves. */
function writeFlow(stores: FlowInput, flow: RepairFlowState): void {
  if (isEmptyRepairFlowState(flow)) {
    removeRepairFlowState(stores.session);
    return;
  }
  saveRepairFlowState(stores.session, flow);
  if (flow.currentStep) saveCurrentStep(stores.local, flow.currentStep);
}
