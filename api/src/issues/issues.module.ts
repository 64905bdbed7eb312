import { Module } from '@nestjs/common';

/** The issues use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class IssuesModule {}
