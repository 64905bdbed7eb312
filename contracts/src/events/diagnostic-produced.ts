import { z } from 'zod';
import { withDiagnosticOutcome } from '../api/diagnostic-record';
import { issueTypeSchema } from '../api/issue-details';
import { defineEvent } from './envelope';

/** How the analysed vehicle is driven, as the analysis engine resolved it from make and model. */
export const POWERTRAINS = ['gas', 'diesel', 'hybrid', 'phev', 'ev'] as const;
export const powertrainSchema = z.enum(POWERTRAINS);
export type Powertrain = z.infer<typeof powertrainSchema>;

/**
 * The analysis engine answered an issue; `engineVersion` says which engine, for audits.
 *
 * `vehicleId`, `issueType`, `zipCode` (the vehicle's ZIP when the issue was submitted) and
 * `powertrain` let readers such as shop recommendations work from this event alone. They were added after
 * the first version of this schema; being optional keeps `schemaVersion` 1 and every event
 * recorded before them readable. The API always writes them.
 */
export const diagnosticProducedSchema = defineEvent(
  'DiagnosticProduced',
  1,
  withDiagnosticOutcome({
    diagnosticId: z.uuid(),
    issueId: z.uuid(),
    userId: z.uuid(),
    vehicleId: z.uuid().optional(),
    issueType: issueTypeSchema.optional(),
    zipCode: z.string().min(1).optional(),
    powertrain: powertrainSchema.optional(),
    engineVersion: z.string().min(1),
  }),
);
export type DiagnosticProduced = z.infer<typeof diagnosticProducedSchema>;
