import type { Adapter } from '../testing';
import type { BenchOptions } from './options';
import { formatMs, formatRate, formatTable, ratePerSecond, summarize } from './stats';
import type { DeliveryLog } from './delivery';
import type { CatchUpResult, LiveLagResult } from './subscribers';
import type { WriterResult } from './writers';

export interface AdapterResults {
  readonly adapter: Adapter;
  /** Server version and the settings that bound commit speed. */
  readonly database: string;
  readonly single: WriterResult;
  readonly batches: WriterResult;
  readonly catchUp: CatchUpResult;
  readonly live: LiveLagResult;
}

const header = ['Phase', 'Events', 'Events/s', 'p50 ms', 'p99 ms', 'max ms', 'Latency of'];

function writerRow(phase: string, result: WriterResult, latencyOf: string): string[] {
  const latency = summarize(result.latencies);
  return [
    phase,
    formatRate(result.events),
    formatRate(ratePerSecond(result.events, result.elapsedMs)),
    formatMs(latency.p50),
    formatMs(latency.p99),
    formatMs(latency.max),
    latencyOf,
  ];
}

function catchUpRow(result: CatchUpResult): string[] {
  const rate = formatRate(ratePerSecond(result.stored, result.elapsedMs));
  const took = `${formatMs(result.elapsedMs)} ms to reach the head`;
  return ['Catch-up, no-op handler', formatRate(result.stored), rate, '', '', '', took];
}

/** Duplicates or reordering make the speed numbers suspect, so they are always shown. */
function deliveryLine(what: string, delivery: DeliveryLog, expected: number): string {
  return (
    `${what}: ${delivery.delivered} delivered, ${delivery.distinct} distinct of ${expected} ` +
    `expected, ${delivery.duplicates} duplicates, ${delivery.outOfOrder} out of order`
  );
}

function lagRow(result: LiveLagResult): string[] {
  const lag = summarize(result.lags);
  return [
    'Live subscriber lag',
    formatRate(lag.count),
    '',
    formatMs(lag.p50),
    formatMs(lag.p99),
    formatMs(lag.max),
    'append resolved -> handler saw event',
  ];
}

export function printResults(results: AdapterResults, options: BenchOptions): void {
  const { single, batches, catchUp, live } = results;
  const rows = [
    writerRow(`Single-event appends (${options.singleWriters} writers)`, single, 'append call'),
    writerRow(
      `${options.batchSize}-event batches (${options.batchWriters} writers)`,
      batches,
      'batch append call',
    ),
    catchUpRow(catchUp),
    writerRow(
      `Appends during live phase (${options.singleWriters} writers)`,
      live.writes,
      'append call',
    ),
    lagRow(live),
  ];
  console.log(`\n## ${results.adapter}\n${results.database}\n`);
  console.log(formatTable(header, rows));
  const seenEarly = live.lags.filter((lag) => lag < 0).length;
  console.log(deliveryLine('catch-up', catchUp.delivery, catchUp.stored));
  console.log(deliveryLine('live', live.delivery, live.written));
  console.log(
    `live: drain after writers stopped ${formatMs(live.drainMs)} ms, ` +
      `${live.missing} written events never seen, ${seenEarly} seen before their append resolved`,
  );
}
