import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { invalidEntriesNote, SHOP_TEST_MESSAGES } from './shop-search-result';
import { ShopList } from '../../../components/shop-card';
import type { ShopSearchState } from './use-shop-search';

/** What the last search gave: a spinner, an error, a no-shops note, or the shop cards. */
export function ShopSearchOutcomeView({ state }: { state: ShopSearchState }) {
  switch (state.status) {
    case 'idle':
      return <p className="muted">Enter a ZIP code and search to list shops.</p>;
    case 'loading':
      return <Spinner label={`Searching for shops near ${state.zipCode}...`} showLabel />;
    case 'failed':
      return (
        <Alert variant="destructive" title={SHOP_TEST_MESSAGES.failed}>
          <p>{state.message}</p>
        </Alert>
      );
  }
  const { outcome, zipCode } = state;
  if (outcome.kind === 'missing') {
    return <Alert variant="destructive" title={SHOP_TEST_MESSAGES.missing} />;
  }
  if (outcome.kind === 'empty') return <Alert variant="info" title={SHOP_TEST_MESSAGES.empty} />;
  const note = invalidEntriesNote(outcome.invalid);
  return (
    <>
      <p data-testid="shop-count">
        {outcome.shops.length} {outcome.shops.length === 1 ? 'shop' : 'shops'} for ZIP {zipCode}
      </p>
      <ShopList shops={outcome.shops} label={`${outcome.shops.length} shops`} />
      {note && <p className="muted">{note}</p>}
    </>
  );
}
