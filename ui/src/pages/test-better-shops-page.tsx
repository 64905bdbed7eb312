import { DEFAULT_TEST_ZIP_CODES } from '@fairwrench/contracts';
import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { SampleShopsPanel } from '../features/dev-tools/sample-shops/sample-shops-panel';
import { BETTER_SHOP_MIN_RATING } from '../features/dev-tools/sample-shops/sample-shops';

export function TestBetterShopsPage() {
  return (
    <DevTestPage
      title="Better Sample Shops"
      lead={`Shows only the well-rated sample shops (${BETTER_SHOP_MIN_RATING} stars and up, best first) for the region of a ZIP code. No call is made.`}
    >
      <SampleShopsPanel pick="better" defaultZip={DEFAULT_TEST_ZIP_CODES.shops} />
    </DevTestPage>
  );
}
