import { Module } from '@nestjs/common';

/** The feedback use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class FeedbackModule {}
