import { Query } from '@nestjs/cqrs';
import type { DiagnosticRecord } from '@fairwrench/contracts';

/** A diagnostic is found by its own id or by the issue it answers (one per issue). */
export type DiagnosticKey = { readonly diagnosticId: string } | { readonly issueId: string };

/** Answers undefined when the diagnostic does not exist or belongs to someone else. */
export class GetDiagnosticQuery extends Query<DiagnosticRecord | undefined> {
  constructor(
    readonly key: DiagnosticKey,
    readonly ownerId: string,
  ) {
    super();
  }
}
