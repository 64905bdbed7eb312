import { Query } from '@nestjs/cqrs';
import type { ManagedRepairView } from '@fairwrench/contracts';

/** Undefined when the analysis has no managed repair yet or belongs to someone else. */
export class GetManagedRepairByDiagnosticQuery extends Query<ManagedRepairView | undefined> {
  constructor(
    readonly diagnosticId: string,
    readonly ownerId: string,
  ) {
    super();
  }
}
