import { Module } from '@nestjs/common';
import { ComplianceTokenGuard } from './compliance-token.guard';
import { ReadLeadTrailController } from './read-lead-trail/read-lead-trail.controller';

/** Staff reads of what was shared with whom; every read is itself recorded. */
@Module({
  controllers: [ReadLeadTrailController],
  providers: [ComplianceTokenGuard],
})
export class ComplianceModule {}
