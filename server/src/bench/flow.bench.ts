/**
 * `npm run bench:flow`: simulated owners run the whole flow (vehicle → issue with analysis →
 * diagnostic → managed repair → shops) concurrently against the product on PostgreSQL, the
 * server in its own process. Prints complete flows/s and p50/p99 per call.
 * Options (env): BENCH_OWNERS (concurrent owners, 50), BENCH_SECONDS (20), TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase } from '@fairwrench/event-store/testing';
import { LOAD_TEST_RATE_LIMITS_ENV } from '../testing/load-test-limits';
import { runFlow, type Timings } from './flow-steps';

const OWNERS = Number(process.env.BENCH_OWNERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const SERVER_DIR = join(__dirname, '..');

function start(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, join(SERVER_DIR, script)], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilUp(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/docs`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function owners(
  base: string,
  timings: Timings,
): Promise<{ flows: number; errors: string[] }> {
  const deadline = Date.now() + SECONDS * 1000;
  let flows = 0;
  let next = 0;
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: OWNERS }, async () => {
      while (Date.now() < deadline && errors.length < 20) {
        try {
          await runFlow(base, timings, next++);
          flows++;
        } catch (error) {
          errors.push(String(error));
        }
      }
    }),
  );
  return { flows, errors };
}

async function main(): Promise<void> {
  const database = await createTestDatabase('postgres');
  const env = {
    DATABASE_URL: database.url!,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/fw-bench-flow',
    ...LOAD_TEST_RATE_LIMITS_ENV,
  };
  const seed = start('seed-shops-main.js', env);
  await new Promise((resolve) => seed.on('exit', resolve));
  const server = start('main.js', env);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitUntilUp(base);
    await runFlow(base, new Map(), -1); // warm-up
    const timings: Timings = new Map();
    const started = performance.now();
    const { flows, errors } = await owners(base, timings);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Flow benchmark: ${OWNERS} concurrent owners for ${seconds.toFixed(1)} s against PostgreSQL`,
    );
    console.log(
      `complete flows: ${flows} (${(flows / seconds).toFixed(1)} flows/s), errors: ${errors.length}`,
    );
    for (const error of errors.slice(0, 3)) console.log(`  ${error}`);
    console.log('\n| call | count | p50 ms | p99 ms |');
    console.log('| ---- | ----- | ------ | ------ |');
    for (const [name, values] of timings) {
      console.log(
        `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 99).toFixed(1)} |`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
