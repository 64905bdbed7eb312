import { Command } from '@nestjs/cqrs';
import type { ConsentPurpose, ConsentWithdrawal } from '@fairwrench/contracts';

export class WithdrawConsentCommand extends Command<ConsentWithdrawal> {
  constructor(
    readonly userId: string,
    readonly purpose: ConsentPurpose,
    readonly correlationId: string,
  ) {
    super();
  }
}
