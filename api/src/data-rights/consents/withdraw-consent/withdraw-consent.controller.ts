import { Controller, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  consentPurposeSchema,
  type ConsentPurpose,
  type ConsentWithdrawal,
} from '@fairwrench/contracts';
import { Session, type OwnerSession } from '../../../sessions/owner-session';
import { Endpoint } from '../../../shared/http/endpoint';
import { RateLimit, RateLimitGuard } from '../../../shared/http/rate-limit.guard';
import { ZodValidationPipe } from '../../../shared/http/zod-validation.pipe';
import { WithdrawConsentCommand } from './withdraw-consent.command';
import { CorrelationId } from '../../../shared/http/correlation';

@Controller()
export class WithdrawConsentController {
  constructor(private readonly commands: CommandBus) {}

  /** The owner's own request; asking again answers the same withdrawal. */
  @Endpoint(API_ROUTES.withdrawConsent)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'withdraw-consent', limit: 10, windowMs: 60_000, key: 'session' })
  async withdraw(
    @Param('purpose', new ZodValidationPipe(consentPurposeSchema)) purpose: ConsentPurpose,
    @Session() session: OwnerSession,
    @CorrelationId() correlationId: string,
  ): Promise<ConsentWithdrawal> {
    if (!session.userId) {
      throw new NotFoundException('No owner session: start with your vehicle details');
    }
    return this.commands.execute(
      new WithdrawConsentCommand(session.userId, purpose, correlationId),
    );
  }
}
