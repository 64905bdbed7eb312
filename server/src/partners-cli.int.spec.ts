import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The built command, as `npm run partners` runs it (npm test builds first). */
const cli = join(__dirname, '..', 'dist', 'partners-main.js');

/** A port on 127.0.0.1 nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Issue 28, item 7: `npm run partners` without a broker says so in one line, not a stack trace. */
describe('npm run partners without a reachable broker', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fw-partners-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('explains the unreachable broker in one line and exits non-zero', async () => {
    const broker = `127.0.0.1:${await closedPort()}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      KAFKA_BROKERS: broker,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL;
    const outcome = await run(process.execPath, [cli, 'list'], { env, timeout: 50_000 }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split('\n')).toEqual([
      `Kafka broker ${broker} is unreachable (nothing answers there). ` +
        'Start one with `npm run kafka:start`, or set KAFKA_BROKERS to a running broker.',
    ]);
  });
});
