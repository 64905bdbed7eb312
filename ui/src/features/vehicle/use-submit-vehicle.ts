import type { VehicleFormValues } from '@fairwrench/contracts';
import { toast } from '../../components/toast/toast-store';
import { FLOW_TOASTS } from '../../flow/flow-messages';
import { useFlowHandle } from '../../flow/flow-provider';

/**
 * Hands the vehicle form's values to the flow machine, which saves them and moves on; see
 * `submitVehicle` in flow-runtime.ts for the draft kept on success. If the machine's code
 * cannot be downloaded (offline), the owner hears the save failed and can try again.
 */
export function useSubmitVehicle(): (form: VehicleFormValues) => Promise<void> {
  const handle = useFlowHandle();
  return async (form) => {
    try {
      const [{ submitVehicle }, actor] = await Promise.all([handle.runtime(), handle.load()]);
      await submitVehicle(actor, form);
    } catch (error) {
      console.error('Could not load the repair flow', error);
      toast(FLOW_TOASTS.vehicleFailed);
    }
  };
}
