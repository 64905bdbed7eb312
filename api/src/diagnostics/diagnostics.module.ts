import { Module } from '@nestjs/common';

/** The diagnostics use cases: controllers and their command/query handlers. */
@Module({ controllers: [], providers: [] })
export class DiagnosticsModule {}
