import { DEFAULT_TEST_ZIP_CODES } from '@fairwrench/contracts';
import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { ShopSearchPanel } from '../features/dev-tools/shop-search/shop-search-panel';

export function TestShopsPage() {
  return (
    <DevTestPage
      title="Shops API Test"
      lead={
        <>
          Searches our partner shops within 25 miles of a ZIP code with <code>GET /api/shops</code>.
        </>
      }
    >
      <ShopSearchPanel endpoint="shops" defaultZip={DEFAULT_TEST_ZIP_CODES.shops} />
    </DevTestPage>
  );
}
