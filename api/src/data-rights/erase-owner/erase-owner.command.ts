import { Command } from '@nestjs/cqrs';
import type { ErasureReceipt } from '@fairwrench/contracts';

/** The session owner asked, and confirmed, that everything about them be erased. */
export class EraseOwnerCommand extends Command<ErasureReceipt> {
  constructor(
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
