import {
  type VehicleFormInput,
  type VehicleFormValues,
  vehicleFormSchema,
} from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../app/use-hydrated';
import { useFlowSelector } from '../../flow/flow-provider';
import { PersonalFields } from './personal-fields';
import { TermsField } from './terms-field';
import { useSubmitVehicle } from './use-submit-vehicle';
import { VehicleFields } from './vehicle-fields';
import { vehicleFormValues } from './vehicle-form-values';
import './vehicle-form.css';

type VehicleFormProps = {
  /** The standalone step page keeps the model select disabled until a make is chosen. */
  disableModelUntilMake?: boolean;
};

/**
 * The vehicle form, embedded on the home page and the Vehicle Information step. It validates
 * with the contract's schema and hands the machine the values; the machine calls the API,
 * toasts and moves on to the issue step, and the form then saves them as the owner's draft.
 */
export function VehicleForm({ disableModelUntilMake = false }: VehicleFormProps) {
  const submitVehicle = useSubmitVehicle();
  const savedVehicle = useFlowSelector((snapshot) => snapshot.context.savedVehicle);
  const saving = useFlowSelector((snapshot) => snapshot.hasTag('busy'));
  const error = useFlowSelector((snapshot) =>
    snapshot.matches({ vehicleInfo: 'failed' }) ? snapshot.context.error : null,
  );
  const form = usePrefilledForm(savedVehicle);
  const submit = form.handleSubmit(submitVehicle);

  return (
    <FormProvider {...form}>
      <form className="vehicle-form stack" noValidate onSubmit={(event) => void submit(event)}>
        {error && (
          <Alert variant="destructive" title={error.title}>
            <p>{error.description}</p>
          </Alert>
        )}
        <div className="grid-2">
          <PersonalFields />
          <VehicleFields disableModelUntilMake={disableModelUntilMake} />
        </div>
        <TermsField />
        <Button type="submit" size="lg" className="vehicle-form__submit" disabled={saving}>
          {saving ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </FormProvider>
  );
}

type SavedVehicle = Parameters<typeof vehicleFormValues>[0];

/**
 * The form, prefilled with the owner's saved vehicle. Read once: the prefill is where the
 * owner starts, later changes to storage are ours. A pre-rendered landing page hydrates with
 * the empty form the build rendered, and the saved vehicle is filled in right after.
 */
function usePrefilledForm(savedVehicle: SavedVehicle) {
  const hydrated = useHydrated();
  const [prefilled] = useState(hydrated);
  const form = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicleFormValues(prefilled ? savedVehicle : null),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset } = form;
  useEffect(() => {
    if (!prefilled && savedVehicle) reset(vehicleFormValues(savedVehicle));
    // Once, after hydration: the saved vehicle as it was when the page loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefilled, reset]);
  return form;
}
