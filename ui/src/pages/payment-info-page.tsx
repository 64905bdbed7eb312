import { PaymentFlow } from '../features/payment/payment-flow';
import { SitePage } from '../layout/site-page';

/**
 * /payment-info. The page shell imports nothing of the card provider: its SDK sits behind
 * the lazily loaded stage 2 (features/payment/payment-method-stage.tsx).
 */
export function PaymentInfoPage() {
  return (
    <SitePage>
      <div className="container container--narrow">
        <h1 className="page-title">Payment Information</h1>
        <p className="page-lead">
          Add a payment method for repairs you approve. Your card details go directly to our secure
          payment processor.
        </p>
        <PaymentFlow />
      </div>
    </SitePage>
  );
}
