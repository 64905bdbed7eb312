import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { apiTestToast, type ApiTestOutcome } from './api-test-outcome';
import { ApiTestResult } from './api-test-result';
import { runApiTest } from './run-api-test';
import { SAMPLE_VEHICLE } from './sample-vehicle';

/** /test-api: shows the sample, sends it on request, then shows what came back. */
export function ApiTestPanel() {
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ApiTestOutcome | null>(null);

  const run = async () => {
    setRunning(true);
    const result = await runApiTest();
    setOutcome(result);
    setRunning(false);
    toast(apiTestToast(result));
  };

  return (
    <>
      <section className="dev-test__section" aria-labelledby="api-test-sample">
        <h2 id="api-test-sample">Sample payload</h2>
        <p className="muted">
          Sent as JSON to <code>POST /api/vehicle-info</code>. Each run registers a new test owner.
        </p>
        <pre className="dev-test__code" data-testid="api-test-payload">
          {JSON.stringify(SAMPLE_VEHICLE, null, 2)}
        </pre>
        <div>
          <Button onClick={() => void run()} disabled={running} aria-busy={running}>
            {running ? 'Running API Test...' : 'Run API Test'}
          </Button>
        </div>
      </section>
      <section className="dev-test__section" aria-labelledby="api-test-response" aria-live="polite">
        <h2 id="api-test-response">Response</h2>
        {outcome ? (
          <ApiTestResult outcome={outcome} />
        ) : (
          <p className="muted">Run the test to see the server&apos;s answer here.</p>
        )}
      </section>
    </>
  );
}
