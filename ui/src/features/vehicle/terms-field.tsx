import type { VehicleFormInput } from '@fairwrench/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { paths } from '../../config/paths';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';

/** Consent to the terms; the terms open in a new tab so the half-filled form stays put. */
export function TermsField() {
  const { control } = useFormContext<VehicleFormInput>();
  return (
    <Controller
      control={control}
      name="termsAccepted"
      render={({ field, fieldState }) => (
        <div className="vehicle-form__terms">
          <div className="check-row">
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              {...fieldControlProps(field.name, fieldState.error?.message)}
            />
            <FieldLabel htmlFor={field.name}>
              I agree to the{' '}
              <a href={paths.termsConditions} target="_blank" rel="noopener">
                Terms &amp; Conditions
              </a>
            </FieldLabel>
          </div>
          <FieldError id={`${field.name}-error`} message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
