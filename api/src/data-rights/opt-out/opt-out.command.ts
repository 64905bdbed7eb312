import { Command } from '@nestjs/cqrs';
import type { PrivacyChoices } from '@fairwrench/contracts';

export class OptOutCommand extends Command<PrivacyChoices> {
  constructor(
    readonly userId: string,
    readonly source: NonNullable<PrivacyChoices['source']>,
    readonly correlationId: string,
  ) {
    super();
  }
}
