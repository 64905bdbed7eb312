import type { ManagedRepairFormInput, ManagedRepairFormValues } from '@fairwrench/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldControlProps,
} from '../../components/ui/field';
import { Input } from '../../components/ui/input';

export type ManagedForm = UseFormReturn<ManagedRepairFormInput, unknown, ManagedRepairFormValues>;

/** Phone and SMS consent: how our team reaches the owner about the repair. */
export function ContactSection({ form }: { form: ManagedForm }) {
  const error = form.formState.errors.phone?.message;
  return (
    <Card aria-labelledby="contact-title">
      <CardHeader>
        <CardTitle id="contact-title">Contact Information</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <Field>
          <FieldLabel htmlFor="phone">Phone Number</FieldLabel>
          <Input
            type="tel"
            autoComplete="tel"
            {...form.register('phone')}
            {...fieldControlProps('phone', error, true)}
          />
          <FieldHint id="phone-hint">
            Our team calls or texts this number about your repair.
          </FieldHint>
          <FieldError id="phone-error" message={error} />
        </Field>
        <SmsConsentField form={form} />
      </CardContent>
    </Card>
  );
}

/** Radix's checkbox reports 'indeterminate' too; the form keeps a plain boolean. */
function SmsConsentField({ form }: { form: ManagedForm }) {
  return (
    <Controller
      control={form.control}
      name="acceptSms"
      render={({ field, fieldState }) => (
        <Field>
          <div className="check-row">
            <Checkbox
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              {...fieldControlProps('acceptSms', fieldState.error?.message)}
            />
            <FieldLabel htmlFor="acceptSms" className="check-row__label">
              I agree to receive text message updates about my managed repair, including scheduling
              and approval requests. Message and data rates may apply.
            </FieldLabel>
          </div>
          <FieldError id="acceptSms-error" message={fieldState.error?.message} />
        </Field>
      )}
    />
  );
}
