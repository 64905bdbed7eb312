import { Command } from '@nestjs/cqrs';
import type { Confirmability } from '@fairwrench/domain';

/** Confirmed, or why the link cannot confirm: the controller picks the status. */
export type ConfirmationOutcome =
  | { readonly outcome: 'confirmed'; readonly confirmedAt: string }
  | { readonly outcome: Exclude<Confirmability, 'confirmable'> };

export class ConfirmOptOutByEmailCommand extends Command<ConfirmationOutcome> {
  constructor(
    readonly token: string,
    readonly correlationId: string,
  ) {
    super();
  }
}
