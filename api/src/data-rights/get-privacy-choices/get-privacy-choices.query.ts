import { Query } from '@nestjs/cqrs';
import type { PrivacyChoices } from '@fairwrench/contracts';

export class GetPrivacyChoicesQuery extends Query<PrivacyChoices> {
  constructor(readonly userId: string) {
    super();
  }
}
