import type { VehicleFormInput } from '@fairwrench/contracts';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useToday } from '../../app/use-today';
import { MAKES, modelsFor, vehicleYears } from '../../catalogue/vehicle-catalogue';
import { SelectField, TextField } from './vehicle-form-fields';

/**
 * The vehicle half of the form. The model list follows the make (section 4): empty until a
 * make is chosen, and reset whenever the make changes, so a Civic never stays on a Ford.
 */
export function VehicleFields({ disableModelUntilMake }: { disableModelUntilMake: boolean }) {
  const { control, setValue, getValues, formState } = useFormContext<VehicleFormInput>();
  const make = useWatch({ control, name: 'vehicleMake' });
  // A reset (the saved vehicle, filled in after a pre-rendered page hydrates) sets the model
  // while the select still lists the old make's models: set it again once it lists the new.
  useEffect(() => {
    const model = getValues('vehicleModel');
    if (model) setValue('vehicleModel', model);
  }, [make, getValues, setValue]);
  // The list is fixed for the life of the page; a page left open over New Year keeps it.
  const years = vehicleYears(useToday());
  const models = modelsFor(make);

  return (
    <fieldset className="vehicle-form__group">
      <legend className="vehicle-form__legend">Vehicle Information</legend>
      <SelectField
        name="vehicleYear"
        label="Vehicle Year"
        placeholder="Select year"
        options={years}
      />
      <SelectField
        name="vehicleMake"
        label="Vehicle Make"
        placeholder="Select make"
        options={MAKES}
        registerOptions={{
          // After a failed submit the cleared model shows its message again at once.
          onChange: () => setValue('vehicleModel', '', { shouldValidate: formState.isSubmitted }),
        }}
      />
      <SelectField
        name="vehicleModel"
        label="Vehicle Model"
        placeholder={make ? 'Select model' : 'Select make first'}
        options={models}
        disabled={disableModelUntilMake && !make}
      />
      <TextField name="mileage" label="Vehicle Mileage (Optional)" inputMode="numeric" />
      <TextField
        name="vin"
        label="VIN (Optional)"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
      />
    </fieldset>
  );
}
