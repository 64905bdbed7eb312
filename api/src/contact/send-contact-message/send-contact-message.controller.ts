import { Body, Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  contactRequestSchema,
  type ContactRequest,
  type ContactResponse,
} from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { SendContactMessageCommand } from './send-contact-message.command';
import { CorrelationId } from '../../shared/http/correlation';

/**
 * Five a minute per address: the form needs no session, so the address is the only handle
 * on a script filling support's inbox.
 */
export const CONTACT_RATE_LIMIT = {
  name: 'contact',
  limit: 5,
  windowMs: 60_000,
  key: 'ip',
} as const;

@Controller()
export class SendContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(API_ROUTES.sendContactMessage)
  @UseGuards(RateLimitGuard)
  @RateLimit(CONTACT_RATE_LIMIT)
  send(
    @Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest,
    @CorrelationId() correlationId: string,
  ): Promise<ContactResponse> {
    return this.commands.execute(new SendContactMessageCommand(body, correlationId));
  }
}
