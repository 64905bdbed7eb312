import { OPT_OUT_BY_EMAIL_LINK_DAYS } from '@fairwrench/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { lazyResolver } from '../../lib/lazy-resolver';
import type { OptOutByEmailFormValues as FormValues } from './opt-out-by-email-actions';

const loadActions = () => import('./opt-out-by-email-actions');
const validation = lazyResolver(async () => (await loadActions()).optOutByEmailResolver);

/** Why the request was not taken, in the owner's words. */
function failureMessage(rateLimited: boolean): string {
  return rateLimited
    ? 'Too many requests. Please wait a while, then try again.'
    : 'Something went wrong on our side. Please try again.';
}

/**
 * For an owner without a session here: the address they gave us. The answer is the same
 * whether or not we hold anything for it, so the form cannot tell anyone who uses FairWrench.
 */
export function OptOutByEmailForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const send = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { requestOptOutByEmail } = await loadActions();
      await requestOptOutByEmail(email);
      setSentTo(email.trim());
    } catch (error) {
      // A failed download of the code is "something went wrong" too.
      const actions = await loadActions().catch(() => null);
      setFailure(failureMessage(actions?.isRateLimited(error) ?? false));
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
          <form
            className="stack"
            noValidate
            onFocus={validation.preload}
            onChange={validation.preload}
            onSubmit={send}
          >
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
