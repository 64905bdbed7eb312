import { Module } from '@nestjs/common';

/** Consent records and their withdrawal (issue 13, item 1). */
@Module({})
export class ConsentsModule {}
