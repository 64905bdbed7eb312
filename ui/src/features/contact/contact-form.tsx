import { contactFormDefaults, type ContactFormValues } from '@fairwrench/contracts';
import type { ComponentProps } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, FieldError, FieldLabel, fieldControlProps } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { CONTACT_TOASTS } from './contact-messages';

type TextFieldProps = {
  name: keyof ContactFormValues;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & Omit<ComponentProps<'input'>, 'name'>;

function TextField({ name, label, error, registration, ...input }: TextFieldProps) {
  return (
    <Field>
      <FieldLabel htmlFor={name}>{label}</FieldLabel>
      <Input required {...input} {...registration} {...fieldControlProps(name, error)} />
      <FieldError id={`${name}-error`} message={error} />
    </Field>
  );
}

const loadActions = () => import('./contact-form-actions');
const validation = lazyResolver(async () => (await loadActions()).contactFormResolver);
const FIELDS = ['fullName', 'email', 'subject', 'message'] as const;

/**
 * The contact form: all four fields required (the contract's rules and words). The button is
 * busy while the message is sent; on success the fields are emptied so a second message
 * starts clean, on failure they are kept so nothing typed is lost, including what was typed
 * before the pre-rendered page hydrated.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({
    resolver: validation.resolver,
    defaultValues: contactFormDefaults,
  });
  const { errors, isSubmitting } = formState;
  useTypedBeforeHydration(FIELDS, (typed) => reset({ ...contactFormDefaults, ...typed }));

  const send = handleSubmit(async (values) => {
    try {
      const { postContact } = await loadActions();
      await postContact(values);
      toast(CONTACT_TOASTS.sent);
      reset(contactFormDefaults);
    } catch {
      toast(CONTACT_TOASTS.failed);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send us a message</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="stack"
          noValidate
          onFocus={validation.preload}
          onChange={validation.preload}
          onSubmit={send}
        >
          <div className="grid-2">
            <TextField
              name="fullName"
              label="Full Name"
              autoComplete="name"
              error={errors.fullName?.message}
              registration={register('fullName')}
            />
            <TextField
              name="email"
              label="Email Address"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              registration={register('email')}
            />
          </div>
          <TextField
            name="subject"
            label="Subject"
            error={errors.subject?.message}
            registration={register('subject')}
          />
          <Field>
            <FieldLabel htmlFor="message">Message</FieldLabel>
            <Textarea
              rows={6}
              required
              {...register('message')}
              {...fieldControlProps('message', errors.message?.message)}
            />
            <FieldError id="message-error" message={errors.message?.message} />
          </Field>
          <div>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
