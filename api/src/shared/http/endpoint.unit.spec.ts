import 'reflect-metadata';
import { Controller, Module, Query, Res, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { API_ROUTES } from '@fairwrench/contracts';
import type { Response } from 'express';
import request from 'supertest';
import type { App } from 'supertest/types';
import { Endpoint } from './endpoint';

const managedRepairId = '6f1c3b7e-1111-4111-8111-111111111111';

@Controller()
class ExampleController {
  @Endpoint(API_ROUTES.getPaymentsConfig)
  config() {
    return { publishableKey: null };
  }

  /** Like the managed-repair request: 201 by the descriptor, 200 when the handler says so. */
  @Endpoint(API_ROUTES.requestManagedRepair)
  create(@Query('again') again: string, @Res({ passthrough: true }) response: Response) {
    if (again) response.status(200);
    return { managedRepairId };
  }
}

@Module({ controllers: [ExampleController] })
class ExampleModule {}

describe('@Endpoint', () => {
  let app: INestApplication;
  let http: App;
  beforeAll(async () => {
    app = await NestFactory.create(ExampleModule, { logger: false });
    await app.init();
    http = app.getHttpServer() as App;
  });
  afterAll(() => app.close());

  it("routes a GET at the descriptor's path, and HEAD with it", async () => {
    await request(http).get('/api/payments/config').expect(200, { publishableKey: null });
    await request(http).head('/api/payments/config').expect(200);
  });

  it("answers the descriptor's success status, which a handler may still change", async () => {
    await request(http).post('/api/managed-repairs').expect(201, { managedRepairId });
    await request(http).post('/api/managed-repairs?again=1').expect(200, { managedRepairId });
  });
});
