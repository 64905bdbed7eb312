import { Module } from '@nestjs/common';
import { GetDiagnosticController } from './get-diagnostic/get-diagnostic.controller';

/**
 * Reading an analysis back. Diagnostics are produced with their issue, in one append, by
 * the issues module's SubmitIssue handler.
 */
@Module({ controllers: [GetDiagnosticController] })
export class DiagnosticsModule {}
