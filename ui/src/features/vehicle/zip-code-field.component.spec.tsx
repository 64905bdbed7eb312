import { type VehicleFormInput, vehicleFormDefaults } from '@fairwrench/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonalFields } from './personal-fields';
import { vehicleFormResolver } from './vehicle-form-validation';

/** The owner's fields with the vehicle form's own validation, submitted as the form does. */
function Personal() {
  const form = useForm<VehicleFormInput>({
    resolver: vehicleFormResolver,
    defaultValues: vehicleFormDefaults,
    mode: 'onSubmit',
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <PersonalFields />
        <button type="submit">Continue</button>
      </form>
    </FormProvider>
  );
}

async function submitZip(zip: string) {
  render(<Personal />);
  fireEvent.change(screen.getByRole('textbox', { name: 'ZIP Code' }), { target: { value: zip } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
}

const zipMessage = () => document.getElementById('zipCode-error')?.textContent ?? null;

describe('the ZIP code on the vehicle form', () => {
  it('refuses a ZIP code no one lives at, in the words the API uses', async () => {
    await submitZip('00000');
    expect(zipMessage()).toBe('Please enter a ZIP code that is in use in the US');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it("keeps the spec's message for a ZIP code that is not five digits", async () => {
    await submitZip('8525');
    expect(zipMessage()).toBe('Please enter a valid ZIP code');
  });

  it('takes a ZIP code in use', async () => {
    await submitZip('85253');
    expect(zipMessage()).toBeNull();
  });
});
