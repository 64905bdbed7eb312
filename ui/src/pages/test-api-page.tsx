import { DevTestPage } from '../features/dev-tools/dev-test-page';
import { ApiTestPanel } from '../features/dev-tools/api-test/api-test-panel';

export function TestApiPage() {
  return (
    <DevTestPage
      title="API Test"
      lead="Sends a hard-coded sample vehicle to the vehicle-info call and shows the answer, raw and parsed."
    >
      <ApiTestPanel />
    </DevTestPage>
  );
}
