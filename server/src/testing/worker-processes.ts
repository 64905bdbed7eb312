import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';

/** The worker process as deployed: `npm run projections` without the build. */
const WORKER_MAIN = join(__dirname, '..', '..', 'dist', 'projections-main.js');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves once `condition` holds, polling every 25 ms; fails naming `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  condition: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One `projections-main.js` child with its health and metrics port, and its log kept. */
export class WorkerProcess {
  readonly log: string[] = [];
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => this.log.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static async start(env: Record<string, string>): Promise<WorkerProcess> {
    const port = await freePort();
    const { KAFKA_BROKERS: _none, ...inherited } = process.env;
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...inherited, ...env, WORKER_PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new WorkerProcess(child, port);
  }

  get pid(): number {
    return this.child.pid!;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** GET on its operations port; undefined while it does not answer. */
  async get(path: string, token?: string): Promise<string | undefined> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`http://127.0.0.1:${this.port}${path}`, { headers }).catch(
      () => undefined,
    );
    return response?.ok ? response.text() : undefined;
  }

  async stop(signal: NodeJS.Signals): Promise<number | null> {
    if (!this.alive) return this.child.exitCode;
    const exited = once(this.child, 'exit');
    this.child.kill(signal);
    const [code] = (await exited) as [number | null];
    return code;
  }
}

/** Starts `count` workers with `env`, adds them to `into`, and waits until each answers. */
export async function startLiveWorkers(
  count: number,
  env: Record<string, string>,
  into: WorkerProcess[],
): Promise<WorkerProcess[]> {
  const started = await Promise.all(Array.from({ length: count }, () => WorkerProcess.start(env)));
  into.push(...started);
  await until(`${count} more workers live`, async () =>
    (await Promise.all(started.map((w) => w.get('/health/live')))).every(Boolean),
  ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${explainWorkers(into)}`)));
  return started;
}

/** The tail of each worker's log, for a failure message. */
export function explainWorkers(workers: readonly WorkerProcess[]): string {
  return workers.map((w) => `--- worker ${w.pid}\n${w.log.join('').slice(-3000)}`).join('\n');
}

/** The worker whose pid a lease holder (`host:pid:random`) names. */
export function workerHolding(
  workers: readonly WorkerProcess[],
  holder: string,
): WorkerProcess | undefined {
  return workers.find((worker) => worker.pid === Number(holder.split(':').at(-2)));
}
