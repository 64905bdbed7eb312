import type { VehicleFormValues } from '@fairwrench/contracts';
import { type ActorRefFrom, createActor, waitFor } from 'xstate';
import { appFlowActors } from './flow-app-actors';
import { flowMachine } from './flow-machine';
import type { FlowToast } from './flow-messages';
import { persistFlow } from './flow-persistence';
import type { FlowEvent, FlowInput } from './flow-types';
import { saveVehicleDraft } from './saved-drafts';

/**
 * The flow machine's code, loaded on demand by the flow handle (flow-handle.ts): XState, the
 * machine, its API calls and the contract schemas they need stay out of the landing page's
 * first download (ADR 029).
 */
export type FlowActor = ActorRefFrom<typeof flowMachine>;

/** What the app does with the machine's side effects: route changes and toasts. */
export type FlowEffects = {
  navigate(to: string): void;
  toast(toast: FlowToast): void;
};

const appMachine = flowMachine.provide({ actors: appFlowActors });

/**
 * Starts the one flow actor. Persistence and the effect listeners are attached before it
 * starts, so the first change (a queued VISIT clearing the flow, say) is saved and its
 * navigation heard; then the events sent while the code loaded are delivered in order.
 */
export function startFlow(
  input: FlowInput,
  effects: FlowEffects,
  queued: readonly FlowEvent[],
): FlowActor {
  const actor = createActor(appMachine, { input });
  persistFlow(actor, input);
  actor.on('navigate', ({ to }) => effects.navigate(to));
  actor.on('toast', ({ title, description, variant }) =>
    effects.toast({ title, description, variant }),
  );
  actor.start();
  for (const event of queued) actor.send(event);
  return actor;
}

/**
 * Hands the vehicle form's values to the machine and, once it has saved them, keeps them as
 * the owner's draft (section 4: vehicle info, userId and vehicleId are saved locally on
 * success only). The wait outlives the form, so an owner who leaves the page while the call
 * runs still finds their vehicle next time.
 */
export async function submitVehicle(actor: FlowActor, form: VehicleFormValues): Promise<void> {
  actor.send({ type: 'VEHICLE.SUBMIT', form });
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy')).catch(() => null);
  if (!settled?.matches('issueDetails')) return;
  const { local, flow } = settled.context;
  if (flow.userId && flow.vehicleId) {
    saveVehicleDraft(local, form, { userId: flow.userId, vehicleId: flow.vehicleId });
  }
}
