import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { ShopEstimatePanel } from '../features/dev-tools/shop-estimate/shop-estimate-panel';

export function TestShopEstimatePage() {
  return (
    <DevTestPage
      title="Shop Estimate Analysis Test"
      lead="Ask about a shop's estimate, optionally with a photo of it. The analysis is simulated in your browser with random figures; no call is made."
    >
      <ShopEstimatePanel />
    </DevTestPage>
  );
}
