import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { getDiagnostic } from '../../api/diagnostics';
import { getManagedRepairConfirmation } from '../../api/managed-repairs';
import { getShopRecommendations } from '../../api/shops';
import { Button } from '../../components/ui/button';
import { useFlowSelector, useFlowSend } from '../../flow/flow-provider';
import { useQuery } from '../../lib/use-query';
import type { ConfirmationType } from './confirmation-model';
import { FeedbackBox } from './feedback-box';
import { ManagedRecap } from './managed-recap';
import { NextSteps } from './next-steps';
import { RecommendedShops } from './recommended-shops';
import { RepairRecap } from './repair-recap';
import './confirmation.css';

/** The recommendations page has no lead: RecommendedShops introduces the shops it lists. */
const HEADINGS: Record<ConfirmationType, { title: string; lead?: string }> = {
  recommendations: { title: 'Your Recommended Shops' },
  managed: {
    title: 'Your Managed Repair Is Scheduled',
    lead: 'Thank you! Our team takes it from here, and nothing is repaired until you approve it.',
  },
};

/** The last step of either path, with feedback and the ways out. */
export function Confirmation({ type }: { type: ConfirmationType }) {
  const diagnosticId = useFlowSelector((snapshot) => snapshot.context.flow.diagnosticId);
  const managedRepairId = useFlowSelector((snapshot) => snapshot.context.flow.managedRepairId);
  const send = useFlowSend();
  // Section 7: the record is read again here; the shop page recaps the repair from it.
  const diagnostic = useQuery(diagnosticId ? `diagnostic:${diagnosticId}` : null, (signal) =>
    getDiagnostic(diagnosticId!, signal),
  );
  // Only the page that lists shops reads them: a list the owner never sees is never
  // recorded as shown (issue 32).
  const shops = useQuery(
    type === 'recommendations' && diagnosticId ? `shop-recommendations:${diagnosticId}` : null,
    (signal) => getShopRecommendations(diagnosticId!, signal),
  );
  const booking = useQuery(
    type === 'managed' && managedRepairId ? `managed-confirmation:${managedRepairId}` : null,
    (signal) => getManagedRepairConfirmation(managedRepairId!, signal),
  );
  const heading = HEADINGS[type];
  return (
    <div className="confirmation">
      <h1 className="page-title">{heading.title}</h1>
      {heading.lead && <p className="page-lead">{heading.lead}</p>}
      {type === 'recommendations' && <RepairRecap query={diagnostic} />}
      {type === 'recommendations' ? (
        <section className="confirmation__shops" aria-labelledby="shops-title">
          <h2 id="shops-title">Recommended Shops</h2>
          <RecommendedShops diagnosticId={diagnosticId} query={shops} />
        </section>
      ) : (
        <>
          <ManagedRecap query={booking} />
          <NextSteps />
        </>
      )}
      <FeedbackBox />
      <p className="confirmation__your-data">
        See everything we hold about you, and which shops received your details, on{' '}
        <Link to={paths.yourData}>Your Data</Link>. You can download or delete it there.
      </p>
      <div className="actions">
        {type === 'recommendations' && (
          <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
            Back
          </Button>
        )}
        <div className="confirmation__links">
          <Button asChild variant="outline">
            <Link to={paths.contact}>Contact Support</Link>
          </Button>
          <Button asChild>
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
