import { Alert } from '../../../components/ui/alert';
import type { ApiTestOutcome } from './api-test-outcome';

function Block({ title, testId, text }: { title: string; testId: string; text: string }) {
  return (
    <div className="dev-test__section">
      <h3>{title}</h3>
      <pre className="dev-test__code" data-testid={testId}>
        {text || '(empty body)'}
      </pre>
    </div>
  );
}

/** The last run: status, any error, the body exactly as received, then as parsed. */
export function ApiTestResult({ outcome }: { outcome: ApiTestOutcome }) {
  const response = outcome.kind === 'network-error' ? null : outcome.response;
  return (
    <>
      {response && (
        <p data-testid="api-test-status">
          HTTP <strong>{response.status}</strong> {response.statusText}
        </p>
      )}
      {outcome.kind !== 'success' && (
        <Alert variant="destructive" title="API Test Failed">
          <p>{outcome.message}</p>
        </Alert>
      )}
      {response && <Block title="Raw response" testId="api-test-raw" text={response.text} />}
      {outcome.kind === 'success' && (
        <Block
          title="Parsed JSON"
          testId="api-test-parsed"
          text={JSON.stringify(outcome.parsed, null, 2)}
        />
      )}
    </>
  );
}
