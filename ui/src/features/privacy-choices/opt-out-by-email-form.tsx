import { emailAddress, OPT_OUT_BY_EMAIL_LINK_DAYS } from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requestOptOutByEmail } from '../../api/opt-out-by-email';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldControlProps,
} from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';

/** The address as typed, spaces around it forgiven; the API gets it trimmed. */
const formSchema = z.strictObject({ email: z.string().trim().pipe(emailAddress) });
type FormValues = z.input<typeof formSchema>;

/** Why the request was not taken, in the owner's words. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many requests. Please wait a while, then try again.';
  }
  return 'Something went wrong on our side. Please try again.';
}

/**
 * For an owner without a session here: the address they gave us. The answer is the same
 * whether or not we hold anything for it, so the form cannot tell anyone who uses FairWrench.
 */
export function OptOutByEmailForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const send = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestOptOutByEmail(email);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <Card aria-labelledby="opt-out-by-email-title" id="opt-out-by-email">
      <CardHeader>
        <CardTitle id="opt-out-by-email-title">Opt out by e-mail</CardTitle>
      </CardHeader>
      <CardContent className="stack" aria-live="polite">
        {sentTo ? (
          <Alert variant="success" title="Check your inbox">
            <p>
              If we hold details given with {sentTo}, a confirmation link is on its way there. Open
              it within {OPT_OUT_BY_EMAIL_LINK_DAYS} days to confirm your opt-out; the link works
              once.
            </p>
          </Alert>
        ) : (
          <form className="stack" onSubmit={send} noValidate>
            <p>
              Gave us your details on another device, or in a browser you no longer use? Enter the
              e-mail address you gave us and we will send a link that confirms your opt-out.
            </p>
            {failure && (
              <Alert variant="destructive" title="Your request was not sent">
                <p>{failure}</p>
              </Alert>
            )}
            <Field>
              <FieldLabel htmlFor="email">Email Address</FieldLabel>
              <Input
                type="email"
                autoComplete="email"
                required
                {...register('email')}
                {...fieldControlProps('email', errors.email?.message, true)}
              />
              <FieldHint id="email-hint">
                The address you entered with your vehicle details.
              </FieldHint>
              <FieldError id="email-error" message={errors.email?.message} />
            </Field>
            <div>
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send confirmation link'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
