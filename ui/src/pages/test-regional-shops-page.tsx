import { DEFAULT_TEST_ZIP_CODES } from '@fairwrench/contracts';
import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { SampleShopsPanel } from '../features/dev-tools/sample-shops/sample-shops-panel';

export function TestRegionalShopsPage() {
  return (
    <DevTestPage
      title="Regional Sample Shops"
      lead="Shows hard-coded sample shops for the region a ZIP code's first digits point to. No call is made: use it to check the shop cards and the region rules."
    >
      <SampleShopsPanel pick="all" defaultZip={DEFAULT_TEST_ZIP_CODES.shops} />
    </DevTestPage>
  );
}
