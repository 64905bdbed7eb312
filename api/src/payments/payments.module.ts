import { Module } from '@nestjs/common';

/** The payments use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class PaymentsModule {}
