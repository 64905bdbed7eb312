import {
  livenessResponseSchema,
  PROBLEM_JSON_CONTENT_TYPE,
  readinessResponseSchema,
} from '@fairwrench/contracts';
import { UnprocessableEventError } from '@fairwrench/event-store';
import { eventually, testAdapters, testEvent } from '@fairwrench/event-store/testing';
import { parkEvent } from '@fairwrench/projections';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { gauge } from './testing/metrics-scrape';
import { ownerWithIssue } from './testing/owner-flow';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

const adapter = testAdapters()[0]!;
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe(`health and metrics (${adapter})`, () => {
  let sut: ProductUnderTest;
  let http: App;
  beforeAll(async () => {
    sut = await startProductUnderTest(adapter, undefined, { metricsToken: METRICS_TOKEN });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut.close());

  const scrape = async (): Promise<string> => {
    const response = await request(http)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    return response.text;
  };

  it('answers live with ok, never cached, without a session', async () => {
    const response = await request(http).get('/health/live').expect(200);
    expect(livenessResponseSchema.parse(response.body)).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers ready with the database check when the database answers', async () => {
    const response = await request(http).get('/health/ready').expect(200);
    const body = readinessResponseSchema.parse(response.body);
    expect(body.checks.database).toMatchObject({ status: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const none = await request(http).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await request(http)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}x`)
      .expect(401);
    expect(wrong.headers['content-type']).toContain(PROBLEM_JSON_CONTENT_TYPE);
    expect(wrong.text).not.toContain('fairwrench_');
  });

  it('times requests by route template, never by URL, and times the analysis', async () => {
    const owner = await ownerWithIssue(http);
    await request(http).get(`/api/issues/${owner.issueId}`).set('Cookie', owner.cookie).expect(200);
    const response = await request(http)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    // Prometheus' text format, version 0.0.4 (Express adds the charset before the version).
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*\bversion=0\.0\.4\b/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toMatch(
      /^fairwrench_http_request_duration_seconds_count\{method="GET",route="\/api\/issues\/:issueId",status_class="2xx"\} 1$/m,
    );
    expect(response.text).not.toContain(owner.issueId);
    expect(response.text).toMatch(/^fairwrench_analysis_duration_seconds_count 1$/m);
    expect(response.text).toContain('process_cpu_user_seconds_total');
  });

  it('reports lag while a projection is stopped, and 0 once it has caught up', async () => {
    const runner = sut.product.runner!;
    await runner.stop();
    const { position } = await sut.database.store.appendToStream(
      `ops-probe-${Date.now()}`,
      [testEvent('OperationsProbe')],
      'no_stream',
    );
    const behind = await scrape();
    expect(gauge(behind, 'fairwrench_subscription_lag_events', 'vehicles')).toBeGreaterThan(0);
    expect(gauge(behind, 'fairwrench_subscription_lag_seconds', 'vehicles')).toBeGreaterThanOrEqual(
      0,
    );

    runner.start();
    expect(await runner.waitFor(position, ['vehicles'], 10_000)).toBe(true);
    await eventually(
      async () => gauge(await scrape(), 'fairwrench_subscription_lag_events', 'vehicles') === 0,
    );
    expect(gauge(await scrape(), 'fairwrench_subscription_lag_seconds', 'vehicles')).toBe(0);
  });

  it('reports the leases this process holds: every subscription runs here (ADR 033)', async () => {
    for (const subscription of ['vehicles', 'lead-policy']) {
      await eventually(
        async () => gauge(await scrape(), 'fairwrench_worker_lease_held', subscription) === 1,
      );
    }
  });

  it('reports the events each subscription parked', async () => {
    const [first] = await sut.database.store.readAll({ limit: 1 });
    await parkEvent(sut.database.client, 'vehicles', new UnprocessableEventError(first!, 'test'));
    expect(gauge(await scrape(), 'fairwrench_subscription_parked_events', 'vehicles')).toBe(1);
  });
});

describe(`health and metrics without METRICS_TOKEN, the database gone (${adapter})`, () => {
  let sut: ProductUnderTest;
  let http: App;
  beforeAll(async () => {
    sut = await startProductUnderTest(adapter);
    http = sut.product.app.getHttpServer() as App;
  });
  // The database is closed on purpose below: closing it again may fail.
  afterAll(() => sut.close().catch(() => undefined));

  it('answers /metrics 404, like a path that does not exist', async () => {
    await request(http).get('/metrics').expect(404);
    await request(http).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
  });

  it('answers ready 503 naming the database once it is gone, and live still 200', async () => {
    await sut.testDatabase.client.end();
    const ready = await request(http).get('/health/ready').expect(503);
    expect(ready.headers['content-type']).toContain(PROBLEM_JSON_CONTENT_TYPE);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.body).toMatchObject({
      status: 503,
      detail: expect.stringMatching(/^Not ready: database \(/),
    });
    await request(http).get('/health/live').expect(200, { status: 'ok' });
  });
});
