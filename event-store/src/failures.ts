import { sqlStateOf } from './sql-client';
import { ConcurrencyError, type RecordedEvent } from './types';

/**
 * A failure of something outside the event being handled (a broker that is down, facts a
 * read model has not caught up with yet): the work is retried, never parked. Handlers wrap
 * such failures in it; the subscription retries only these and the database's own failures
 * (`isInfrastructureFailure`), and parks the event behind anything else (ADR 042).
 */
export class TransientError extends Error {
  override readonly name: string = 'TransientError';
}

/**
 * SQLSTATE classes that mean the database, the connection or the deployment failed, whatever
 * the event: 08 connection, 25 transaction state, 28 authorisation, 3D/3F missing database or
 * schema, 39 external routine, 40 transaction rollback (serialisation, deadlock), 42 missing
 * table or column and privileges (a migration not run), 53 insufficient resources, 55 lock not
 * available, 57 operator intervention (shutdown, cancel), 58 system error, F0 configuration,
 * XX internal. Classes such as 22 (data exception: text PostgreSQL refuses) and 23
 * (integrity) are the data's.
 */
const INFRASTRUCTURE_SQL_CLASSES = new Set([
  '08',
  '25',
  '28',
  '3D',
  '3F',
  '39',
  '40',
  '42',
  '53',
  '55',
  '57',
  '58',
  'F0',
  'XX',
]);

/** Node's codes for a network or host that failed, as the pg and Kafka clients surface them. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What pg, its pool and PGlite say when the connection, not the statement, failed. */
const CONNECTION_MESSAGES =
  /connection terminated|not queryable|timeout exceeded when trying to connect|pglite is closed|pool after calling end|terminating connection/i;

/**
 * True when `error` (or an error it was caused by) is a failure of the infrastructure: the
 * database, the network, or a `TransientError`. Such a batch is retried with back-off; any
 * other failure is the data's, and the event behind it is parked.
 */
export function isInfrastructureFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof TransientError || current instanceof ConcurrencyError) return true;
    const code = sqlStateOf(current);
    if (code && code.length === 5 && INFRASTRUCTURE_SQL_CLASSES.has(code.slice(0, 2))) return true;
    if (code && NETWORK_CODES.has(code)) return true;
    if (current instanceof Error && CONNECTION_MESSAGES.test(current.message)) return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** A one-line reason for a log or a parked row; never throws, whatever was thrown. */
export function reasonOf(error: unknown): string {
  try {
    if (error instanceof Error) return error.message || error.name;
    return String(error);
  } catch {
    return 'unprintable error';
  }
}

/** `events`, unless one is unreadable: a command must not decide on a stream it cannot read. */
export function requireReadable(streamId: string, events: RecordedEvent[]): RecordedEvent[] {
  const unreadable = events.find((event) => event.unreadable !== undefined);
  if (unreadable)
    throw new Error(
      `${streamId}: ${unreadable.type} at ${unreadable.streamPosition} is unreadable: ${unreadable.unreadable}`,
    );
  return events;
}
