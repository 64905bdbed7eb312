import { useState } from 'react';
import { getDiagnostic } from '../../api/diagnostics';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useFlowSelector, useFlowSend } from '../../flow/flow-provider';
import type { ServiceChoice } from '../../flow/flow-types';
import { useQuery } from '../../lib/use-query';
import { ManagedRepairSteps } from './managed-repair-steps';
import { ServiceChoiceCards } from './service-choice-cards';
import './service-options.css';

/**
 * The service-level step. The choice stays here until confirmed; the flow machine decides
 * what a confirmation does (the 'Please select an option' toast, or either path).
 */
export function ServiceOptions() {
  const diagnosticId = useFlowSelector((snapshot) => snapshot.context.flow.diagnosticId);
  const busy = useFlowSelector((snapshot) => snapshot.hasTag('busy'));
  const error = useFlowSelector((snapshot) =>
    snapshot.matches({ serviceOptions: 'failed' }) ? snapshot.context.error : null,
  );
  const send = useFlowSend();
  const [choice, setChoice] = useState<ServiceChoice | null>(null);
  // Section 7: the record is read again here; its answer is not shown.
  useQuery(diagnosticId ? `diagnostic:${diagnosticId}` : null, (signal) =>
    getDiagnostic(diagnosticId!, signal),
  );

  return (
    <div className="service-options">
      <h1 className="page-title">Choose Your Service Level</h1>
      <p className="page-lead">
        Find a shop yourself with our recommendations, or let us manage the whole repair for you.
      </p>
      <ServiceChoiceCards value={choice} onChange={setChoice} />
      {error && (
        <Alert variant="destructive" title={error.title}>
          <p>{error.description}</p>
        </Alert>
      )}
      <ManagedRepairSteps />
      <div className="actions">
        <Button variant="outline" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          Back
        </Button>
        <Button disabled={busy} onClick={() => send({ type: 'SERVICE.CONFIRM', choice })}>
          {busy ? 'Processing...' : 'Confirm Selection'}
        </Button>
      </div>
    </div>
  );
}
