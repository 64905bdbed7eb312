import { Command } from '@nestjs/cqrs';

/** Records which shops an owner was shown for an analysis. */
export class RecordShopsRecommendedCommand extends Command<void> {
  constructor(
    readonly diagnosticId: string,
    readonly userId: string,
    readonly zipCode: string,
    readonly shopIds: readonly string[],
    readonly correlationId: string,
  ) {
    super();
  }
}
