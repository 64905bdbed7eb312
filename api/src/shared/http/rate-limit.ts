import { applySchema, type SqlClient } from '@fairwrench/event-store';

/** One endpoint's budget. */
export interface RateLimitPolicy {
  /** Names the counter, so each endpoint has its own budget per client. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** 'session' counts per owner when the call has a session, else per IP address. */
  readonly key: 'ip' | 'session';
}

/**
 * Limits the operator set (settings), by policy name; a policy without one keeps its own.
 * Load tests and most specs raise the per-address ones: all their owners share 127.0.0.1.
 */
export type RateLimitBudgets = Readonly<Record<string, number>>;
export const RATE_LIMIT_BUDGETS = Symbol('RateLimitBudgets');

/**
 * A string token, unlike the ports' symbols, so a test holding only the application can
 * reach the limiter (`app.get(RATE_LIMITER).reset()`) without importing this package's
 * internals.
 */
export const RATE_LIMITER = 'RateLimiter';

export type RateLimitDecision =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Expired counters are deleted at most this often, by whichever instance takes one then. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A fixed-window counter per client key, kept in the database every API instance shares
 * (ADR 031), so N instances behind a proxy allow a client the limit once, not N times. One
 * statement per call: the upsert opens a new window or counts in the current one and returns
 * the count, atomically, so instances racing on one key never lose a count. Time comes in
 * as an argument so the rules are tested without waiting.
 */
export class RateLimiter {
  private ready: Promise<void> | undefined;
  private nextSweepAt = 0;

  constructor(private readonly sql: SqlClient) {}

  async take(policy: RateLimitPolicy, client: string, nowMs: number): Promise<RateLimitDecision> {
    await this.prepare();
    if (nowMs >= this.nextSweepAt) await this.sweep(nowMs);
    const [row] = await this.sql.query<{ count: number; window_ends_at: string }>(
      `insert into api_rate_limits as w (key, count, window_ends_at) values ($1, 1, $2)
       on conflict (key) do update set
         count = case when w.window_ends_at <= $3 then 1 else w.count + 1 end,
         window_ends_at = case when w.window_ends_at <= $3 then $2 else w.window_ends_at end
       returning count, window_ends_at::text`,
      [`${policy.name}:${client}`, nowMs + policy.windowMs, nowMs],
      'api_rate_limit_take',
    );
    const count = Number(row!.count);
    if (count <= policy.limit) return { allowed: true, remaining: policy.limit - count };
    const endsAt = Number(row!.window_ends_at);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - nowMs) / 1000)) };
  }

  /** Forgets every client; tests use it so one case's calls do not spend the next one's budget. */
  async reset(): Promise<void> {
    await this.prepare();
    await this.sql.query(`delete from api_rate_limits`);
  }

  private prepare(): Promise<void> {
    // Window ends are epoch milliseconds: the clock is the API's (a test's fixed clock too).
    this.ready ??= applySchema(
      this.sql,
      `create table if not exists api_rate_limits (
         key text primary key,
         count integer not null,
         window_ends_at bigint not null
       )`,
    ).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async sweep(nowMs: number): Promise<void> {
    this.nextSweepAt = nowMs + SWEEP_EVERY_MS;
    await this.sql.query(`delete from api_rate_limits where window_ends_at <= $1`, [nowMs]);
  }
}
