import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ErasureReceipt } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import type { ReadModelProgress } from '@fairwrench/domain';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../../shared/domain/tokens';
import { EraseOwnerCommand } from './erase-owner.command';
import { DATA_KEYS, eraseOwner, type DataKeys } from './erase-owner';

@CommandHandler(EraseOwnerCommand)
export class EraseOwnerHandler implements ICommandHandler<EraseOwnerCommand> {
  constructor(
    @Inject(EVENT_STORE) readonly store: EventStore,
    @Inject(SQL_CLIENT) readonly sql: SqlClient,
    @Inject(DATA_KEYS) readonly dataKeys: DataKeys,
    @Inject(PHOTO_STORE) readonly photos: PhotoStore,
    @Inject(READ_MODEL_PROGRESS) readonly progress: ReadModelProgress,
    @Inject(CLOCK) readonly clock: Clock,
  ) {}

  execute({ userId, correlationId }: EraseOwnerCommand): Promise<ErasureReceipt> {
    const { store, sql, dataKeys, photos, progress, clock } = this;
    return eraseOwner(
      { store, sql, dataKeys, photos, progress, clock },
      { userId, source: 'owner-request', correlationId },
    );
  }
}
