import { LIMITS } from '@fairwrench/contracts';
import { Controller } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { ManagedForm } from './contact-section';
import { PreferredDatePicker } from './preferred-date-picker';

/** When and where: the preferred date from the calendar, and the vehicle's ZIP code. */
export function ScheduleSection({ form }: { form: ManagedForm }) {
  const zipError = form.formState.errors.zipCode?.message;
  return (
    <Card aria-labelledby="schedule-title">
      <CardHeader>
        <CardTitle id="schedule-title">Vehicle Information</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <PreferredDateField form={form} />
        <Field>
          <FieldLabel htmlFor="zipCode">ZIP Code</FieldLabel>
          <Input
            autoComplete="postal-code"
            maxLength={LIMITS.managedZipMax}
            {...form.register('zipCode')}
            {...fieldControlProps('zipCode', zipError)}
          />
          <FieldError id="zipCode-error" message={zipError} />
        </Field>
      </CardContent>
    </Card>
  );
}

function PreferredDateField({ form }: { form: ManagedForm }) {
  return (
    <Controller
      control={form.control}
      name="preferredDate"
      render={({ field, fieldState }) => {
        const control = fieldControlProps('preferredDate', fieldState.error?.message);
        return (
          <Field>
            <FieldLabel id="preferredDate-label" htmlFor={control.id}>
              Preferred Repair Date
            </FieldLabel>
            <PreferredDatePicker
              ref={field.ref}
              id={control.id}
              labelId="preferredDate-label"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(fieldState.error)}
              describedBy={control['aria-describedby']}
            />
            <FieldError id="preferredDate-error" message={fieldState.error?.message} />
          </Field>
        );
      }}
    />
  );
}
