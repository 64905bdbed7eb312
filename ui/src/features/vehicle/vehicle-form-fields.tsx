import type { VehicleFormInput } from '@fairwrench/contracts';
import type { ComponentProps } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';

type TextName = 'name' | 'email' | 'zipCode' | 'mileage' | 'vin';
type SelectName = 'vehicleYear' | 'vehicleMake' | 'vehicleModel';

/** The schema's message for a field, read from the form state (errors of nested paths aside). */
function useFieldError(name: keyof VehicleFormInput): string | undefined {
  return useFormContext<VehicleFormInput>().formState.errors[name]?.message;
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'name'> & { name: TextName; label: string };

/** A labelled text box registered with the vehicle form, with the schema's message below. */
export function TextField({ name, label, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext<VehicleFormInput>();
  const error = useFieldError(name);
  return (
    <Field>
      <FieldLabel htmlFor={name}>{label}</FieldLabel>
      <Input {...inputProps} {...register(name)} {...fieldControlProps(name, error)} />
      <FieldError id={`${name}-error`} message={error} />
    </Field>
  );
}

type SelectFieldProps = {
  name: SelectName;
  label: string;
  /** The first, empty option: what to do before a value is chosen. */
  placeholder: string;
  options: readonly (string | number)[];
  disabled?: boolean;
  registerOptions?: RegisterOptions<VehicleFormInput, SelectName>;
};

/** A labelled native select registered with the vehicle form. */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  disabled,
  registerOptions,
}: SelectFieldProps) {
  const { register } = useFormContext<VehicleFormInput>();
  const error = useFieldError(name);
  return (
    <Field>
      <FieldLabel htmlFor={name}>{label}</FieldLabel>
      <Select
        {...register(name, registerOptions)}
        {...fieldControlProps(name, error)}
        disabled={disabled}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </Select>
      <FieldError id={`${name}-error`} message={error} />
    </Field>
  );
}
