import { migrateEventStore } from '@fairwrench/event-store';
import {
  createTestDatabase,
  useCaseAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createOperationsApp } from './create-operations-app';
import { ProductMetrics } from './metrics/product-metrics';

const adapter = useCaseAdapters()[0]!;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe(`the worker process's health and metrics (${adapter})`, () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let http: App;
  let brokerUp = true;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    await migrateEventStore(database.client);
    const metrics = new ProductMetrics();
    metrics.subscriptionFailures.inc({ subscription: 'lead-forwarder' });
    app = await createOperationsApp(database.client, {
      metrics,
      metricsToken: METRICS_TOKEN,
      readiness: [
        {
          name: 'kafka',
          check: async () => {
            if (!brokerUp) throw new Error('connection refused');
          },
        },
      ],
      subscriptionIds: ['lead-forwarder'],
      countParked: async () => new Map([['lead-forwarder', 2]]),
    });
    await app.init();
    http = app.getHttpServer() as App;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers live and ready', async () => {
    await request(http).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(http).get('/health/ready').expect(200);
    expect(Object.keys(ready.body.checks as object).sort()).toEqual(['database', 'kafka']);
  });

  it('answers ready 503 naming the broker when it is down', async () => {
    brokerUp = false;
    try {
      const ready = await request(http).get('/health/ready').expect(503);
      expect(ready.body.detail).toBe('Not ready: kafka (connection refused)');
    } finally {
      brokerUp = true;
    }
  });

  it("reports the forwarder's failures, lag and parked events", async () => {
    const scrape = await request(http)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(scrape.text).toContain(
      'fairwrench_subscription_batch_failures_total{subscription="lead-forwarder"} 1',
    );
    expect(scrape.text).toContain(
      'fairwrench_subscription_lag_events{subscription="lead-forwarder"} 0',
    );
    expect(scrape.text).toContain(
      'fairwrench_subscription_parked_events{subscription="lead-forwarder"} 2',
    );
  });
});
