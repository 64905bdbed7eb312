import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LeadTrailResponse } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { requestContext } from '@fairwrench/domain';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../shared/domain/tokens';
import { ReadLeadTrailCommand } from './read-lead-trail.command';
import { readLeadTrail } from './read-lead-trail';

@CommandHandler(ReadLeadTrailCommand)
export class ReadLeadTrailHandler implements ICommandHandler<ReadLeadTrailCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({
    accessId,
    filters,
    who,
    correlationId,
  }: ReadLeadTrailCommand): Promise<LeadTrailResponse> {
    return readLeadTrail(
      { store: this.store, sql: this.sql },
      filters,
      { accessId, via: 'api', who },
      requestContext(correlationId, this.clock()),
    );
  }
}
