import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { SqlClient } from '@fairwrench/event-store';
import { SQL_CLIENT } from '../shared/domain/tokens';
import { ProblemDetailsFilter } from '../shared/http/problem-details.filter';
import { assignRequestId } from '../shared/http/correlation';
import { requestLogger } from '../shared/http/request-logger';
import type { Logger } from '../shared/logger';
import { httpMetrics } from './metrics/http-metrics';
import { OPERATIONS_CONFIG, type OperationsConfig } from './operations-config';
import { OperationsModule } from './operations.module';

/** The two ports the health and metrics calls inject, and nothing of the owner API. */
@Global()
@Module({})
class OperationsPortsModule {
  static register(sql: SqlClient, operations: OperationsConfig): DynamicModule {
    const providers = [
      { provide: SQL_CLIENT, useValue: sql },
      { provide: OPERATIONS_CONFIG, useValue: operations },
    ];
    return { module: OperationsPortsModule, providers, exports: providers.map((p) => p.provide) };
  }
}

@Module({})
class OperationsAppModule {
  static register(sql: SqlClient, operations: OperationsConfig): DynamicModule {
    return {
      module: OperationsAppModule,
      imports: [OperationsPortsModule.register(sql, operations), OperationsModule],
      providers: [{ provide: APP_FILTER, useClass: ProblemDetailsFilter }],
    };
  }
}

/**
 * The health probes and metrics alone (the same module the API serves them with), for a
 * process that serves no owners: the worker process of `npm run projections`.
 */
export async function createOperationsApp(
  sql: SqlClient,
  operations: OperationsConfig,
  logger?: Logger,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    OperationsAppModule.register(sql, operations),
    { bodyParser: false, logger: false },
  );
  app.disable('x-powered-by');
  app.use(assignRequestId());
  if (logger) app.use(requestLogger(logger));
  app.use(httpMetrics(operations.metrics));
  return app;
}
