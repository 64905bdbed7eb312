import type { DiagnosticRecord } from '@fairwrench/contracts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useFlowSelector, useFlowSend } from '../../flow/flow-provider';
import { CarFacts } from './car-facts';
import { CollisionRepair } from './collision-repair';
import { CoverageLine, CoverageNotice } from './coverage-notice';
import { EstimateReview } from './estimate-review';
import { PartsReplacement } from './parts-replacement';
import { PotentialCauses } from './potential-causes';
import {
  carFactsOf,
  coverageOf,
  coveragePlacement,
  displayTypeOf,
  pricesNoteOf,
  RESULT_HEADINGS,
  resultViewOf,
} from './result-view';
import { useDiagnosticRecord } from './use-diagnostic-record';
import './results.css';

/** The analysis step: loads the owner's record once and shows it by its result type. */
export function DiagnosticResults() {
  const issueId = useFlowSelector((snapshot) => snapshot.context.flow.issueId);
  const query = useDiagnosticRecord(issueId);
  const heading = query.status === 'success' ? RESULT_HEADINGS[displayTypeOf(query.data)] : null;
  // The saved step can reach this page after a failed submit, with no issue to load.
  const failed = query.status === 'error' || !issueId;
  return (
    <div className="results">
      <h1 className="page-title">{heading?.title ?? 'Your Analysis'}</h1>
      {heading && <p className="page-lead">{heading.lead}</p>}
      {query.status === 'success' ? (
        <ResultBody record={query.data} />
      ) : failed ? (
        <Alert variant="destructive" title="Analysis Error">
          <p>There was an error loading your diagnostic results. Please try again.</p>
        </Alert>
      ) : (
        <Spinner
          label="Loading your diagnostic results..."
          showLabel
          className="results__pending"
        />
      )}
      <Alert title="Important Notice" className="results__notice">
        <p>
          This analysis is for informational purposes only and is not a substitute for an in-person
          inspection. Always consult a qualified mechanic before making any repairs.
        </p>
      </Alert>
      <ResultActions />
    </div>
  );
}

function ResultBody({ record }: { record: DiagnosticRecord }) {
  const coverage = coverageOf(record);
  const placement = coveragePlacement(record);
  const pricesNote = pricesNoteOf(record);
  return (
    <>
      {coverage && placement === 'lead' && <CoverageNotice coverage={coverage} />}
      <ResultBlock record={record} />
      {pricesNote && <p className="muted results__prices-note">{pricesNote}</p>}
      {coverage && placement === 'line' && <CoverageLine coverage={coverage} />}
      <CarFacts facts={carFactsOf(record)} kind={displayTypeOf(record)} />
    </>
  );
}

function ResultBlock({ record }: { record: DiagnosticRecord }) {
  const view = resultViewOf(record);
  switch (view.kind) {
    case 'parts':
      return <PartsReplacement parts={view.parts} />;
    case 'collision':
      return <CollisionRepair collision={view.collision} />;
    case 'estimate':
      return <EstimateReview review={view.review} />;
    default:
      return <PotentialCauses causes={view.causes} advice={view.advice} />;
  }
}

function ResultActions() {
  const send = useFlowSend();
  return (
    <div className="actions">
      <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
        Back
      </Button>
      <Button onClick={() => send({ type: 'CONTINUE' })}>Continue to Service Options</Button>
    </div>
  );
}
