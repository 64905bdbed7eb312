import { Module } from '@nestjs/common';

/** The shops use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class ShopsModule {}
