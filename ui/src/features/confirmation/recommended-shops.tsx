import type { ShopsResponse } from '@fairwrench/contracts';
import { sendShopRequest } from '../../api/shops';
import { ShopList } from '../../components/shop-card';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import type { QueryState } from '../../lib/use-query';
import { ShopRequest } from './shop-request';

type Props = { diagnosticId: string | null; query: QueryState<ShopsResponse> };

/**
 * The partner shops fitted to the owner's analysis. Showing them shares nothing: a shop gets
 * the owner's details only when the owner sends it a request (ADR 059).
 */
export function RecommendedShops({ diagnosticId, query }: Props) {
  if (!diagnosticId) {
    return (
      <Alert variant="destructive" title="Error">
        <p>Diagnostic information not found. Please start over.</p>
      </Alert>
    );
  }
  if (query.status === 'error') {
    return (
      <Alert variant="destructive" title="Could not load shops">
        <p>There was an error loading your recommended shops. Please try again.</p>
      </Alert>
    );
  }
  if (query.status !== 'success') return <Spinner label="Finding shops near you..." showLabel />;
  const shops = query.data?.shops ?? [];
  if (shops.length === 0) {
    return (
      <p className="confirmation__empty">
        No shops found in your area. Please try searching with a different ZIP code.
      </p>
    );
  }
  const send = (shopId: string) => sendShopRequest(diagnosticId, shopId);
  return (
    <>
      <p className="confirmation__shops-intro">
        These highly rated shops near you are a good fit for your repair. Call ahead to book a time.
      </p>
      <p className="confirmation__sharing-note">
        None of these shops has your details. Call one yourself, or press{' '}
        <strong>Send my request</strong>: we show you what that shop will get, and send it only once
        you confirm.
      </p>
      <ShopList shops={shops} actionFor={(shop) => <ShopRequest shop={shop} send={send} />} />
    </>
  );
}
