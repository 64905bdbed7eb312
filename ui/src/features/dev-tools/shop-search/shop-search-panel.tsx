import type { ShopSearchEndpoint } from '../../../api/shops';
import { ShopSearchOutcomeView } from './shop-search-outcome';
import { useShopSearch } from './use-shop-search';
import { ZipSearchForm } from './zip-search-form';

/** A ZIP code form over one shop endpoint, with what it answered below. */
export function ShopSearchPanel({
  endpoint,
  defaultZip,
}: {
  endpoint: ShopSearchEndpoint;
  defaultZip: string;
}) {
  const { state, search } = useShopSearch(endpoint);
  return (
    <>
      <ZipSearchForm
        defaultZip={defaultZip}
        busy={state.status === 'loading'}
        onSearch={(zip) => void search(zip)}
      />
      <section
        className="dev-test__section"
        aria-labelledby="shop-search-results"
        aria-busy={state.status === 'loading'}
      >
        <h2 id="shop-search-results">Results</h2>
        <ShopSearchOutcomeView state={state} />
      </section>
    </>
  );
}
