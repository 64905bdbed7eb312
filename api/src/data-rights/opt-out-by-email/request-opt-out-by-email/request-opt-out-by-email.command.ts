import { Command } from '@nestjs/cqrs';
import type { OptOutByEmailRequested } from '@fairwrench/contracts';

export class RequestOptOutByEmailCommand extends Command<OptOutByEmailRequested> {
  constructor(
    readonly email: string,
    /** Where the web app is served, for the link: `http://localhost:3000`. */
    readonly origin: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
