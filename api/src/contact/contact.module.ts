import { Module } from '@nestjs/common';

/** The contact use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class ContactModule {}
