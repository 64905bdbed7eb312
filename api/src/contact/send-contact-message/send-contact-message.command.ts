import { Command } from '@nestjs/cqrs';
import type { ContactRequest, ContactResponse } from '@fairwrench/contracts';

export class SendContactMessageCommand extends Command<ContactResponse> {
  constructor(
    readonly details: ContactRequest,
    readonly correlationId: string,
  ) {
    super();
  }
}
