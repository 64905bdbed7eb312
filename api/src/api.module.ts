import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { ReadModelProgress } from './shared/domain/read-model-progress';
import {
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from './shared/domain/tokens';
import { ProblemDetailsFilter } from './shared/http/problem-details.filter';
import { GetVehicleController } from './vehicles/get-vehicle/get-vehicle.controller';
import { GetVehicleHandler } from './vehicles/get-vehicle/get-vehicle.handler';
import { RegisterVehicleController } from './vehicles/register-vehicle/register-vehicle.controller';
import { RegisterVehicleHandler } from './vehicles/register-vehicle/register-vehicle.handler';

/** The ports the API needs; the composition root (server/) provides them. */
export interface ApiDependencies {
  readonly store: EventStore;
  /** The database holding the read models. */
  readonly sql: SqlClient;
  readonly progress: ReadModelProgress;
  readonly clock?: Clock;
}

@Module({})
export class ApiModule {
  static register(dependencies: ApiDependencies): DynamicModule {
    return {
      module: ApiModule,
      imports: [CqrsModule.forRoot()],
      controllers: [RegisterVehicleController, GetVehicleController],
      providers: [
        { provide: EVENT_STORE, useValue: dependencies.store },
        { provide: SQL_CLIENT, useValue: dependencies.sql },
        { provide: READ_MODEL_PROGRESS, useValue: dependencies.progress },
        { provide: CLOCK, useValue: dependencies.clock ?? (() => new Date()) },
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
        RegisterVehicleHandler,
        GetVehicleHandler,
      ],
    };
  }
}
