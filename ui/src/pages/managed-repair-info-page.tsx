import { ManagedRepairForm } from '../features/managed-repair/managed-repair-form';
import { FlowStepPage } from '../layout/flow-step-page';

/** /steps/managed-repair-info: contact details and a date for the managed repair. */
export function ManagedRepairInfoPage() {
  return (
    <FlowStepPage page="managed-repair-info" progress="repair-info" managed>
      <ManagedRepairForm />
    </FlowStepPage>
  );
}
