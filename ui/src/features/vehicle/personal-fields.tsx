import { TextField } from './vehicle-form-fields';

/** The owner's half of the vehicle form; autocomplete hints let browsers fill it in. */
export function PersonalFields() {
  return (
    <fieldset className="vehicle-form__group">
      <legend className="vehicle-form__legend">Personal Information</legend>
      <TextField name="name" label="Full Name" autoComplete="name" />
      <TextField name="email" label="Email Address" type="email" autoComplete="email" />
      <TextField
        name="zipCode"
        label="ZIP Code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
      />
    </fieldset>
  );
}
