import { ServiceOptions } from '../features/service-options/service-options';
import { FlowStepPage } from '../layout/flow-step-page';

/** /steps/service-options: recommendations or a managed repair (spec section 2). */
export function ServiceOptionsPage() {
  return (
    <FlowStepPage page="service-options" progress="service-options">
      <ServiceOptions />
    </FlowStepPage>
  );
}
