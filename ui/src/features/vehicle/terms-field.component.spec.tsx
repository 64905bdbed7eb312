import { type VehicleFormInput, vehicleFormDefaults } from '@fairwrench/contracts';
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { TermsField } from './terms-field';

function Terms() {
  const form = useForm<VehicleFormInput>({ defaultValues: vehicleFormDefaults });
  return (
    <FormProvider {...form}>
      <TermsField />
    </FormProvider>
  );
}

describe('the consent to the terms on the vehicle form', () => {
  it('opens the terms in a new tab from the consent label', () => {
    render(<Terms />);
    const link = screen.getByRole('link', { name: 'Terms & Conditions' });
    expect([
      link.getAttribute('href'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]).toEqual(['/terms-conditions', '_blank', 'noopener']);
  });
});
