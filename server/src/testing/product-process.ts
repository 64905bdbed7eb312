import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** server/dist, from this module compiled there or run from source by the specs. */
const SERVER_DIST = join(__dirname, '..', '..', 'dist');

/** One of the product's processes, started from its built entry point and restartable. */
export class ProductProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
    /** An HTTP address that answers 200 once the process serves (its /health/ready). */
    readonly readyUrl: string,
  ) {}

  /** A process that serves its health checks on 127.0.0.1:`port`. */
  static onPort(name: string, script: string, env: NodeJS.ProcessEnv, port: number) {
    return new ProductProcess(name, script, env, `http://127.0.0.1:${port}/health/ready`);
  }

  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, [join(SERVER_DIST, this.script)], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode}`);
      if (await answers(this.readyUrl)) return;
      await pause(200);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
  }

  /** kill -9: no shutdown hook runs, nothing is drained or flushed. */
  async crash(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the graceful shutdown an orchestrator asks for. */
  async stop(): Promise<void> {
    this.child?.kill('SIGTERM');
    await this.exited;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
