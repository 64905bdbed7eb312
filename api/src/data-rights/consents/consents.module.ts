import { Global, Module } from '@nestjs/common';
import { RateLimitModule } from '../../shared/http/rate-limit.module';
import { ConsentFingerprinter } from './consent-fingerprint';
import { WithdrawConsentController } from './withdraw-consent/withdraw-consent.controller';

/**
 * Consent records and their withdrawal (issue 13, item 1; ADR 025). Global, because consents
 * are recorded by the use cases they come with (registering a vehicle, booking a repair),
 * which fingerprint the client with the one key held here.
 */
@Global()
@Module({
  imports: [RateLimitModule],
  controllers: [WithdrawConsentController],
  providers: [ConsentFingerprinter],
  exports: [ConsentFingerprinter],
})
export class ConsentsModule {}
