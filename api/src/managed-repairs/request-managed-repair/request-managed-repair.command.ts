import { Command } from '@nestjs/cqrs';

export interface RequestManagedRepairResult {
  readonly managedRepairId: string;
  /** False when the analysis already had a managed repair and this is it. */
  readonly created: boolean;
}

export class RequestManagedRepairCommand extends Command<RequestManagedRepairResult> {
  constructor(
    readonly diagnosticId: string,
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
