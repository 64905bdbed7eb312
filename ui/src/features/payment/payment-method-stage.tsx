import { Elements } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useQuery } from '../../lib/use-query';
import { loadConfiguredStripe } from './load-stripe';
import { PAYMENT_TOASTS } from './payment-messages';
import { PaymentMethodForm } from './payment-method-form';

interface PaymentMethodStageProps {
  readonly clientSecret: string;
  readonly onSaved: () => void;
}

function NotReady({ onRetry }: { onRetry: () => void }) {
  const { title, description } = PAYMENT_TOASTS.systemNotReady;
  return (
    <div className="stack">
      <Alert variant="destructive" title={title}>
        <p>{description}</p>
      </Alert>
      <div>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

/**
 * Stage 2, loaded lazily: this module and its imports are the only ones that reach the card
 * provider's SDK, so the rest of the site never downloads it. Card details go straight from
 * the provider's element to the provider; our server only ever sees the client secret.
 */
export function PaymentMethodStage({ clientSecret, onSaved }: PaymentMethodStageProps) {
  const [attempt, setAttempt] = useState(0);
  const [elementFailed, setElementFailed] = useState(false);
  const stripe = useQuery(`stripe-${attempt}`, loadConfiguredStripe);
  const notReady = stripe.status === 'error' || (stripe.status === 'success' && !stripe.data);
  const retry = () => {
    setElementFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Method</CardTitle>
        <CardDescription>
          Nothing is charged without your explicit review and approval: we save your payment method
          only so approved repairs can be paid quickly.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {notReady || elementFailed ? (
          <NotReady onRetry={retry} />
        ) : (
          <Elements key={attempt} stripe={stripe.data ?? null} options={{ clientSecret }}>
            <PaymentMethodForm onSaved={onSaved} onLoadError={() => setElementFailed(true)} />
          </Elements>
        )}
      </CardContent>
    </Card>
  );
}
