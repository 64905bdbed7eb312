import { z } from 'zod';
import { withDiagnosticOutcome } from '../api/diagnostic-record';
import { defineEvent } from './envelope';

/** The analysis engine answered an issue; `engineVersion` says which engine, for audits. */
export const diagnosticProducedSchema = defineEvent(
  'DiagnosticProduced',
  1,
  withDiagnosticOutcome({
    diagnosticId: z.uuid(),
    issueId: z.uuid(),
    userId: z.uuid(),
    engineVersion: z.string().min(1),
  }),
);
export type DiagnosticProduced = z.infer<typeof diagnosticProducedSchema>;
