import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fairwrench/event-store/testing';
import request from './testing/same-origin-request';
import { sampleVehicleInfo, sessionCookie } from './testing/owner-flow';
import { ProductProcess } from './testing/product-process';
import { freePort, until } from './testing/worker-processes';

/**
 * Issue 15: API instances hold nothing of their own. Two `main.js` processes and a worker on
 * one PostgreSQL database, as behind the compose proxy: an owner's session, a repeated submit
 * and a rate limit hold whichever instance each request reaches.
 */
describe('two API instances on one database', () => {
  let database: TestDatabase;
  let dataDir: string;
  const processes: ProductProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'fw-instances-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DATA_KEYS_MASTER_KEY: randomBytes(32).toString('base64'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PROJECTIONS: 'external',
      KAFKA_BROKERS: '',
    };
    const workerPort = await freePort();
    const worker = ProductProcess.onPort(
      'worker',
      'projections-main.js',
      { ...env, WORKER_PORT: String(workerPort) },
      workerPort,
    );
    processes.push(worker);
    await worker.start();
    for (const name of ['api-a', 'api-b']) {
      const port = await freePort();
      const api = ProductProcess.onPort(name, 'main.js', { ...env, PORT: String(port) }, port);
      processes.push(api);
      await api.start();
      bases.push(`http://127.0.0.1:${port}`);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const [a, b] = [() => request(bases[0]!), () => request(bases[1]!)];

  async function registerOnA() {
    const response = await a().post('/api/vehicle-info').send(sampleVehicleInfo).expect(201);
    const body = response.body as { userId: string; vehicleId: string };
    return { cookie: sessionCookie(response), ...body };
  }

  it("reads on one instance the vehicle registered on the other, in the owner's session", async () => {
    const owner = await registerOnA();
    const vehicle = await until('the vehicle read on instance B', async () => {
      const response = await b()
        .get(`/api/vehicles/${owner.vehicleId}`)
        .set('Cookie', owner.cookie);
      return response.status === 200 ? (response.body as Record<string, unknown>) : undefined;
    });
    expect(vehicle).toMatchObject({
      userId: owner.userId,
      vehicle: { year: 2016, make: 'Honda', model: 'Civic' },
    });
    // Without the session, instance B knows nothing of it.
    const stranger = await b().get(`/api/vehicles/${owner.vehicleId}`);
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    expect(stranger.status).toBeLessThan(500);
  });

  it('answers a submit repeated on the other instance with the first one’s ids', async () => {
    const owner = await registerOnA();
    const key = randomUUID();
    const issue = {
      userId: owner.userId,
      vehicleId: owner.vehicleId,
      issueType: 'symptoms',
      description: 'Grinding noise from the front wheels when I brake',
    };
    const first = await a()
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .set('Idempotency-Key', key)
      .send(issue)
      .expect(201);
    const again = await b()
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .set('Idempotency-Key', key)
      .send(issue);
    expect(again.status).toBeLessThan(300);
    expect(again.body).toMatchObject({
      issueId: (first.body as { issueId: string }).issueId,
      diagnosticId: (first.body as { diagnosticId: string }).diagnosticId,
    });
    const submitted = await database.client.query<{ n: string }>(
      `select count(*)::text as n from es_events where type = 'IssueSubmitted' and stream_id like $1`,
      [`%${(first.body as { issueId: string }).issueId}`],
    );
    expect(submitted[0]?.n).toBe('1');
  });

  it('counts one rate limit across both instances', async () => {
    const owner = await registerOnA();
    const statuses: number[] = [];
    // POST /api/me/opt-out allows an owner 10 a minute; the calls alternate between instances.
    for (let call = 0; call < 11; call++) {
      const instance = call % 2 === 0 ? a : b;
      statuses.push((await instance().post('/api/me/opt-out').set('Cookie', owner.cookie)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
