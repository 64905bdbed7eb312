import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ComplianceModule } from './compliance/compliance.module';
import { ContactModule } from './contact/contact.module';
import { DataRightsModule } from './data-rights/data-rights.module';
import { DiagnosticsModule } from './diagnostics/diagnostics.module';
import { FeedbackModule } from './feedback/feedback.module';
import { IssuesModule } from './issues/issues.module';
import { ManagedRepairsModule } from './managed-repairs/managed-repairs.module';
import { OpenApiController } from './openapi/openapi.controller';
import { OperationsModule } from './operations/operations.module';
import { PaymentsModule } from './payments/payments.module';
import { CoreModule, type ApiDependencies } from './shared/nest/core.module';
import { ProblemDetailsFilter } from './shared/http/problem-details.filter';
import { ShopsModule } from './shops/shops.module';
import { VehiclesModule } from './vehicles/vehicles.module';

export type { ApiDependencies } from './shared/nest/core.module';

@Module({})
export class ApiModule {
  static register(dependencies: ApiDependencies): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.register(dependencies),
        VehiclesModule,
        DataRightsModule,
        IssuesModule,
        DiagnosticsModule,
        ManagedRepairsModule,
        ShopsModule,
        FeedbackModule,
        ContactModule,
        PaymentsModule,
        ComplianceModule,
        OperationsModule,
      ],
      controllers: [OpenApiController],
      providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }],
    };
  }
}
