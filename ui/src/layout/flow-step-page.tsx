import type { ReactNode } from 'react';
import { Spinner } from '../components/ui/spinner';
import type { FlowPage } from '../flow/flow-steps';
import { useFlowPage } from '../flow/use-flow-page';
import { SitePage } from './site-page';
import { type ProgressStep, StepProgress } from './step-progress';
import './flow-step-page.css';

type FlowStepPageProps = {
  /** The flow page this route is: reported to the flow machine once per mount. */
  page: FlowPage;
  progress: ProgressStep;
  /** The managed path shows six steps. */
  managed?: boolean;
  children: ReactNode;
};

/**
 * A step of the flow: the content shows only once the flow machine has loaded the saved state
 * and agrees the owner belongs on this step; until then (and while the redirect guard waits
 * to send them home) a loading state shows.
 */
export function FlowStepPage({ page, progress, managed = false, children }: FlowStepPageProps) {
  const ready = useFlowPage(page);
  return (
    <SitePage className="flow-page">
      <div className="container container--narrow">
        <StepProgress current={progress} managed={managed} />
        {ready ? (
          children
        ) : (
          <Spinner label="Loading your progress..." showLabel className="flow-step-page__pending" />
        )}
      </div>
    </SitePage>
  );
}
