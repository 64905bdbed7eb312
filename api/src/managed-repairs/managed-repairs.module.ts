import { Module } from '@nestjs/common';

/** The managed-repairs use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class ManagedRepairsModule {}
