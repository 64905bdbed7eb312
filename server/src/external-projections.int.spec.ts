import { openDatabase, type Database } from './database';
import { assembleProduct, type Product } from './product';
import { allProjections, ProjectionRunner } from '@fairwrench/projections';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import request from 'supertest';
import { FilePhotoStore } from '@fairwrench/api';

/**
 * PostgreSQL deployment shape: the API and the projections in separate processes, each
 * with its own pool. Read-your-writes then rests on NOTIFY waking the projections and
 * the API polling their checkpoints. (PGlite has one process, so this is PostgreSQL only.)
 */
const onPostgres = testAdapters().includes('postgres') ? describe : describe.skip;

onPostgres('projections in their own process (PostgreSQL)', () => {
  let testDatabase: TestDatabase;
  let apiDatabase: Database;
  let projectionsDatabase: Database;
  let product: Product;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    apiDatabase = await openDatabase({ databaseUrl: testDatabase.url!, dataDir: '/nonexistent' });
    projectionsDatabase = await openDatabase({
      databaseUrl: testDatabase.url!,
      dataDir: '/nonexistent',
    });
    runner = new ProjectionRunner(
      projectionsDatabase.subscriptions.store,
      projectionsDatabase.subscriptions.client,
      allProjections,
      {
        pollIntervalMs: 60_000, // only a notification can wake it in time
      },
    );
    await runner.migrate();
    await projectionsDatabase.listenToOtherProcesses();
    runner.start();
    product = await assembleProduct({
      database: apiDatabase,
      sessionSecret: 'test-secret-that-is-long-enough-for-hmac-keys',
      projections: 'external',
      readModelWaitMs: 5000,
      uiDirectory: '/nonexistent',
      photos: new FilePhotoStore('/tmp/fw-external-photos'),
      payments: { secretKey: undefined, publishableKey: undefined, apiBase: undefined },
    });
  });

  afterAll(async () => {
    await product.stop();
    await runner.stop();
    await apiDatabase.close();
    await projectionsDatabase.close();
    await testDatabase.drop();
  });

  it('serves a registered vehicle on the very next read', async () => {
    // As the web app calls: from its own page (ADR 037).
    const agent = request.agent(product.app.getHttpServer()).set('Sec-Fetch-Site', 'same-origin');
    for (let i = 0; i < 10; i++) {
      const created = await agent
        .post('/api/vehicle-info')
        .send({
          name: 'Lee Park',
          email: 'lee@example.com',
          zipCode: '30301',
          vehicleYear: 2012,
          vehicleMake: 'Ford',
          vehicleModel: 'Focus',
          termsAccepted: true,
        })
        .expect(201);
      await agent.get(`/api/vehicles/${created.body.vehicleId}`).expect(200);
    }
  });
});
