import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { savePaymentMethod } from './save-payment-method';

interface PaymentMethodFormProps {
  readonly onSaved: () => void;
  readonly onLoadError: () => void;
}

function submitLabel(ready: boolean, processing: boolean): string {
  if (!ready) return 'Loading...';
  return processing ? 'Processing...' : 'Save Payment Method';
}

/** The provider's element in tabs layout; submit stays disabled until the element is ready. */
export function PaymentMethodForm({ onSaved, onLoadError }: PaymentMethodFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProcessing(true);
    const outcome = await savePaymentMethod(stripe, elements, window.location.origin);
    setProcessing(false);
    toast(outcome.toast);
    if (outcome.saved) onSaved();
  };

  return (
    <form className="stack" onSubmit={save} aria-busy={!ready || processing}>
      {!ready && <Spinner label="Loading the payment form..." />}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={onLoadError}
      />
      <div>
        <Button type="submit" size="lg" disabled={!ready || processing}>
          {submitLabel(ready, processing)}
        </Button>
      </div>
    </form>
  );
}
