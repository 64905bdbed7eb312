import { Module } from '@nestjs/common';
import { GetDiagnosticController } from './get-diagnostic/get-diagnostic.controller';
import { GetDiagnosticHandler } from './get-diagnostic/get-diagnostic.handler';

/**
 * Reading an analysis back. Diagnostics are produced with their issue, in one append, by
 * the issues module's SubmitIssue handler.
 */
@Module({ controllers: [GetDiagnosticController], providers: [GetDiagnosticHandler] })
export class DiagnosticsModule {}
