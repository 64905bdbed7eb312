import { DEFAULT_TEST_ZIP_CODES } from '@fairwrench/contracts';
import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { ShopSearchPanel } from '../features/dev-tools/shop-search/shop-search-panel';

export function TestLocalShopsPage() {
  return (
    <DevTestPage
      title="Local Shop Finder Test"
      lead={
        <>
          Lists the nearest listed shops, partners or not, with <code>GET /api/places-shops</code>,
          as a map search would.
        </>
      }
    >
      <ShopSearchPanel endpoint="places-shops" defaultZip={DEFAULT_TEST_ZIP_CODES.localShops} />
    </DevTestPage>
  );
}
