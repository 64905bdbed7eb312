import type { VehicleFormInput, VehicleFormValues } from '@fairwrench/contracts';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useFlowHandle, useFlowSelectorWhileLoading } from '../../flow/flow-provider';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
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

const validation = lazyResolver(
  async () => (await import('./vehicle-form-validation')).vehicleFormResolver,
);

/**
 * The vehicle form, embedded on the home page and the Vehicle Information step. It validates
 * with the contract's schema and hands the machine the values; the machine calls the API,
 * toasts and moves on to the issue step, and the form then saves them as the owner's draft.
 *
 * On the landing page it renders and takes input before the validation and the machine have
 * been downloaded: both start loading when the owner first focuses or changes a field (ADR
 * 029), long before they can finish filling it in.
 */
export function VehicleForm({ disableModelUntilMake = false }: VehicleFormProps) {
  const handle = useFlowHandle();
  const submitVehicle = useSubmitVehicle();
  const savedVehicle = useFlowSelectorWhileLoading(
    (snapshot) => snapshot.context.savedVehicle,
    undefined,
  );
  const saving = useFlowSelectorWhileLoading((snapshot) => snapshot.hasTag('busy'), false);
  const error = useFlowSelectorWhileLoading(
    (snapshot) => (snapshot.matches({ vehicleInfo: 'failed' }) ? snapshot.context.error : null),
    null,
  );
  const form = usePrefilledForm(savedVehicle);
  const submit = form.handleSubmit(submitVehicle);
  const prepare = () => {
    validation.preload();
    handle.load().catch(() => undefined);
  };

  return (
    <FormProvider {...form}>
      <form
        className="vehicle-form stack"
        noValidate
        onFocus={prepare}
        onChange={prepare}
        onSubmit={(event) => void submit(event)}
      >
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
 * The form, prefilled with the owner's saved vehicle. `saved` is undefined until the machine
 * runs, which on the landing page is after the pre-rendered form has hydrated. The prefill is
 * applied once, when first known, and only to a form the owner has not started on: what
 * they typed wins, and later changes to storage are ours.
 */
function usePrefilledForm(saved: SavedVehicle | undefined) {
  const form = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: validation.resolver,
    defaultValues: vehicleFormValues(saved ?? null),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset, getValues } = form;
  // Hydration renders the empty form the build rendered (a make would change the model list
  // and break it); what the owner typed before then is put back right after.
  useTypedBeforeHydration(TYPED_FIELDS, (typed) => reset(vehicleFormValues(typed)));
  const prefilled = useRef(saved !== undefined);
  useEffect(() => {
    if (prefilled.current || saved === undefined) return;
    prefilled.current = true;
    if (saved && isBlank(getValues())) reset(vehicleFormValues(saved));
  }, [saved, reset, getValues]);
  return form;
}

/** The fields an owner can fill in before the page hydrates (the model list needs a make). */
const TYPED_FIELDS = ['name', 'email', 'zipCode', 'vehicleYear', 'vehicleMake', 'mileage'] as const;

function isBlank(values: VehicleFormInput): boolean {
  return TYPED_FIELDS.every((name) => !values[name]) && !values.vehicleModel;
}
