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
 * A string token, unlike the ports' symbols, so a test holding only the application can
 * reach the limiter (`app.get(RATE_LIMITER).reset()`) without importing this package's
 * internals.
 */
export const RATE_LIMITER = 'RateLimiter';

export type RateLimitDecision =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Window {
  count: number;
  readonly resetsAt: number;
}

/** Past this many counters, expired ones are swept so memory stays bounded... */
const SWEEP_ABOVE = 10_000;
/** ...but at most once a second, so a flood of new clients does not sweep on every call. */
const SWEEP_EVERY_MS = 1000;

/**
 * A fixed-window counter per client key, in memory. Each API process counts for itself, so
 * several replicas would each allow the limit: acceptable for a brake on spam, not a quota.
 * Time comes in as an argument so the rules are tested without waiting.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  take(policy: RateLimitPolicy, client: string, nowMs: number): RateLimitDecision {
    const key = `${policy.name}:${client}`;
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= nowMs) {
      if (this.windows.size >= SWEEP_ABOVE && nowMs >= this.nextSweepAt) this.sweep(nowMs);
      window = { count: 0, resetsAt: nowMs + policy.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= policy.limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - nowMs) / 1000)),
      };
    }
    window.count += 1;
    return { allowed: true, remaining: policy.limit - window.count };
  }

  /** Forgets every client; tests use it so one case's calls do not spend the next one's budget. */
  reset(): void {
    this.windows.clear();
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(nowMs: number): void {
    this.nextSweepAt = nowMs + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows)
      if (window.resetsAt <= nowMs) this.windows.delete(key);
  }
}
