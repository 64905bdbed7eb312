import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { dataRightsStreamId, type PrivacyChoices } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { loadStream } from '@fairwrench/domain';
import { EVENT_STORE } from '../../shared/domain/tokens';
import { optOutDecider } from '@fairwrench/domain';
import { GetPrivacyChoicesQuery } from './get-privacy-choices.query';

/** Read from the owner's data-rights stream itself: a few events at most, never stale. */
@QueryHandler(GetPrivacyChoicesQuery)
export class GetPrivacyChoicesHandler implements IQueryHandler<GetPrivacyChoicesQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId }: GetPrivacyChoicesQuery): Promise<PrivacyChoices> {
    return (await loadStream(this.store, dataRightsStreamId(userId), optOutDecider)).state;
  }
}
