import {
  managedRepairFormDefaults,
  managedRepairFormSchema,
  type ManagedRepairFormInput,
  type ManagedRepairFormValues,
} from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useFlowSelector, useFlowSend } from '../../flow/flow-provider';
import { ContactSection } from './contact-section';
import { ScheduleSection } from './schedule-section';
import './managed-repair.css';

/**
 * The managed-repair form. react-hook-form holds the fields while the owner types; the flow
 * machine gets the validated values and does the calls, the 'Success!' toast and navigation.
 */
export function ManagedRepairForm() {
  const savedZipCode = useFlowSelector((snapshot) => snapshot.context.flow.zipCode);
  // Here: any of the three calls the machine makes on submit (look up, create, update).
  const busy = useFlowSelector((snapshot) => snapshot.hasTag('busy'));
  const error = useFlowSelector((snapshot) =>
    snapshot.matches({ managedRepairInfo: 'failed' }) ? snapshot.context.error : null,
  );
  const send = useFlowSend();
  const form = useForm<ManagedRepairFormInput, unknown, ManagedRepairFormValues>({
    resolver: zodResolver(managedRepairFormSchema),
    defaultValues: managedRepairFormDefaults(savedZipCode),
  });

  return (
    <form
      className="managed-form"
      noValidate
      onSubmit={form.handleSubmit((values) => send({ type: 'MANAGED.SUBMIT', form: values }))}
    >
      <h1 className="page-title">Schedule Your Managed Repair</h1>
      <p className="page-lead">
        Tell us how to reach you and when you would like the repair. We will book a highly rated
        shop and confirm everything with you first.
      </p>
      <ContactSection form={form} />
      <ScheduleSection form={form} />
      {error && (
        <Alert variant="destructive" title={error.title}>
          <p>{error.description}</p>
        </Alert>
      )}
      <FormActions busy={busy} onBack={() => send({ type: 'BACK' })} />
    </form>
  );
}

function FormActions({ busy, onBack }: { busy: boolean; onBack: () => void }) {
  return (
    <div className="actions">
      <Button variant="outline" disabled={busy} onClick={onBack}>
        Back
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Processing...' : 'Schedule Managed Repair'}
      </Button>
    </div>
  );
}
