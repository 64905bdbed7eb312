import { Query } from '@nestjs/cqrs';
import type { DiagnosticRecord } from '@fairwrench/contracts';
import type { DiagnosticKey } from '@fairwrench/projections/diagnostics/diagnostics.query';

export type { DiagnosticKey };

/** Answers undefined when the diagnostic does not exist or belongs to someone else. */
export class GetDiagnosticQuery extends Query<DiagnosticRecord | undefined> {
  constructor(
    readonly key: DiagnosticKey,
    readonly ownerId: string,
  ) {
    super();
  }
}
