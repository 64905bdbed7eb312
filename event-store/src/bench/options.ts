import type { Adapter } from '../testing';

/** What one benchmark run does; every field has a default sized for a ~1-minute run. */
export interface BenchOptions {
  readonly adapters: readonly Adapter[];
  /** Length of each timed write phase, after the warm-up. */
  readonly durationMs: number;
  /** Appends started during the warm-up are not measured (connection set-up, JIT). */
  readonly warmupMs: number;
  readonly singleWriters: number;
  readonly batchWriters: number;
  readonly batchSize: number;
  /** Events in the store before the catch-up phase, per adapter. */
  readonly catchUpEvents: Readonly<Record<Adapter, number>>;
  /** The subscription's fallback poll; the product uses the default, 250 ms. */
  readonly pollIntervalMs: number;
}

const usage = `Usage: npm run bench:events -- [--adapters=pglite,postgres] [--duration-ms=5000]
  [--warmup-ms=500] [--writers=50] [--batch-writers=4] [--batch-size=100]
  [--catchup-events=N] [--poll-interval-ms=250]
Each option may also be given as an environment variable, e.g. BENCH_ADAPTERS=postgres.`;

/** Reads `--name=value` from argv, then BENCH_NAME from the environment. */
function setting(argv: readonly string[], name: string): string | undefined {
  const flag = argv.find((arg) => arg.startsWith(`--${name}=`));
  if (flag) return flag.slice(name.length + 3);
  return process.env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`];
}

function wholeNumber(argv: readonly string[], name: string, fallback: number): number {
  const text = setting(argv, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number\n${usage}`);
  return value;
}

function adapters(argv: readonly string[]): Adapter[] {
  const names = (setting(argv, 'adapters') ?? 'pglite,postgres').split(',').map((a) => a.trim());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`Unknown adapter ${unknown.join(', ')}\n${usage}`);
  return names as Adapter[];
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  if (argv.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  // PGlite is single-connection WASM: a smaller backlog keeps its catch-up phase short.
  const catchUp = setting(argv, 'catchup-events');
  return {
    adapters: adapters(argv),
    durationMs: wholeNumber(argv, 'duration-ms', 5000),
    warmupMs: wholeNumber(argv, 'warmup-ms', 500),
    singleWriters: wholeNumber(argv, 'writers', 50),
    batchWriters: wholeNumber(argv, 'batch-writers', 4),
    batchSize: wholeNumber(argv, 'batch-size', 100),
    catchUpEvents: {
      postgres: catchUp === undefined ? 100_000 : wholeNumber(argv, 'catchup-events', 0),
      pglite: catchUp === undefined ? 20_000 : wholeNumber(argv, 'catchup-events', 0),
    },
    pollIntervalMs: wholeNumber(argv, 'poll-interval-ms', 250),
  };
}
