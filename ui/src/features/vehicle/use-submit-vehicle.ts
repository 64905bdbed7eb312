import type { VehicleFormValues } from '@fairwrench/contracts';
import { waitFor } from 'xstate';
import { useFlowActor } from '../../flow/flow-provider';
import { saveVehicleDraft } from '../../flow/saved-drafts';

/**
 * Hands the vehicle form's values to the flow machine and, once it has saved them, keeps them
 * as the owner's draft (section 4: vehicle info, userId and vehicleId are saved locally on
 * success only). The wait outlives the form, so an owner who leaves the page while the call
 * runs still finds their vehicle next time.
 */
export function useSubmitVehicle(): (form: VehicleFormValues) => Promise<void> {
  const actor = useFlowActor();
  return async (form) => {
    actor.send({ type: 'VEHICLE.SUBMIT', form });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy')).catch(() => null);
    if (!settled?.matches('issueDetails')) return;
    const { local, flow } = settled.context;
    if (flow.userId && flow.vehicleId) {
      saveVehicleDraft(local, form, { userId: flow.userId, vehicleId: flow.vehicleId });
    }
  };
}
