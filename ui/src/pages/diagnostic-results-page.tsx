import { DiagnosticResults } from '../features/results/diagnostic-results';
import { FlowStepPage } from '../layout/flow-step-page';

/** /steps/diagnostic-results: the analysis of the owner's issue (spec section 2). */
export function DiagnosticResultsPage() {
  return (
    <FlowStepPage page="diagnostic-results" progress="diagnostic">
      <DiagnosticResults />
    </FlowStepPage>
  );
}
