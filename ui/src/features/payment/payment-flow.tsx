import type { PaymentCustomerFormValues } from '@fairwrench/contracts';
import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createSetupIntent } from '../../api/payments';
import { toast } from '../../components/toast/toast-store';
import { Spinner } from '../../components/ui/spinner';
import { CustomerForm } from './customer-form';
import { PAYMENT_TOASTS } from './payment-messages';
import { initialPaymentStage, paymentStageReducer } from './payment-stage';
import { PaymentSuccess } from './payment-success';
import './payment.css';

// Its own chunk: the card provider's SDK downloads only when an owner reaches stage 2.
const PaymentMethodStage = lazy(async () => ({
  default: (await import('./payment-method-stage')).PaymentMethodStage,
}));

/** The three stages of /payment-info; the reducer decides, this wires in the calls. */
export function PaymentFlow() {
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(paymentStageReducer, params, initialPaymentStage);
  const stageRef = useRef<HTMLDivElement>(null);
  const firstStage = useRef(state.stage);

  // A new stage replaces the old one under the owner's focus: move focus to it so keyboard and
  // screen-reader users continue from there. Not on arrival: the page starts at the top.
  useEffect(() => {
    if (state.stage !== firstStage.current) stageRef.current?.focus();
  }, [state.stage]);

  const startSetup = async (customer: PaymentCustomerFormValues) => {
    dispatch({ type: 'SETUP_STARTED' });
    try {
      dispatch({ type: 'SETUP_SUCCEEDED', clientSecret: await createSetupIntent(customer) });
    } catch (error) {
      console.error('Payment setup failed', error);
      toast(PAYMENT_TOASTS.setupFailed);
      dispatch({ type: 'SETUP_FAILED' });
    }
  };

  return (
    <div ref={stageRef} tabIndex={-1} className="payment-stage">
      {state.stage === 'customer' && (
        <CustomerForm settingUp={state.settingUp} onSubmit={startSetup} />
      )}
      {state.stage === 'method' && (
        <Suspense fallback={<Spinner label="Loading the payment form..." showLabel />}>
          <PaymentMethodStage
            clientSecret={state.clientSecret}
            onSaved={() => dispatch({ type: 'METHOD_SAVED' })}
          />
        </Suspense>
      )}
      {state.stage === 'complete' && <PaymentSuccess />}
    </div>
  );
}
