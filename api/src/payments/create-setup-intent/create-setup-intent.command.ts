import { Command } from '@nestjs/cqrs';
import type { PaymentCustomerRequest, PaymentCustomerResponse } from '@fairwrench/contracts';

export class CreateSetupIntentCommand extends Command<PaymentCustomerResponse> {
  constructor(readonly customer: PaymentCustomerRequest) {
    super();
  }
}
