import {
  paymentCustomerFormDefaults,
  paymentCustomerFormSchema,
  type PaymentCustomerFormValues,
} from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

type FieldName = keyof PaymentCustomerFormValues;

const FIELDS: readonly { name: FieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];

interface CustomerFormProps {
  readonly settingUp: boolean;
  readonly onSubmit: (customer: PaymentCustomerFormValues) => void;
}

/** Stage 1: who the payment method belongs to. The contract's rules give the messages. */
export function CustomerForm({ settingUp, onSubmit }: CustomerFormProps) {
  const { register, handleSubmit, formState } = useForm<PaymentCustomerFormValues>({
    resolver: zodResolver(paymentCustomerFormSchema),
    defaultValues: paymentCustomerFormDefaults,
  });
  const { errors } = formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Details</CardTitle>
        <CardDescription>We need these to set up your payment method securely.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <Field key={name}>
              <FieldLabel htmlFor={name}>{label}</FieldLabel>
              <Input
                type={type}
                autoComplete={autoComplete}
                required
                {...register(name)}
                {...fieldControlProps(name, errors[name]?.message)}
              />
              <FieldError id={`${name}-error`} message={errors[name]?.message} />
            </Field>
          ))}
          <div>
            <Button type="submit" size="lg" disabled={settingUp}>
              {settingUp ? 'Setting up...' : 'Continue to Payment Method'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
