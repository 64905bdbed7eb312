import { Command } from '@nestjs/cqrs';
import type { LeadTrailFilters, LeadTrailResponse } from '@fairwrench/contracts';

/** A command, not a query: every read of the trail is recorded. */
export class ReadLeadTrailCommand extends Command<LeadTrailResponse> {
  constructor(
    /** This read's id, chosen once per request: a repeat of it is recorded once. */
    readonly accessId: string,
    readonly filters: LeadTrailFilters,
    /** The caller's token fingerprint. */
    readonly who: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
