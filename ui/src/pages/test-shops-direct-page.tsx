import { DEFAULT_TEST_ZIP_CODES } from '@fairwrench/contracts';
import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { ShopSearchPanel } from '../features/dev-tools/shop-search/shop-search-panel';

export function TestShopsDirectPage() {
  return (
    <DevTestPage
      title="Regional Shops API Test"
      lead={
        <>
          Calls the regional search directly, <code>GET /api/regional-shops</code>: the best rated
          partner shops within 60 miles of a ZIP code.
        </>
      }
    >
      <ShopSearchPanel endpoint="regional-shops" defaultZip={DEFAULT_TEST_ZIP_CODES.shops} />
    </DevTestPage>
  );
}
