import type { SqlClient } from '../sql-client';
import { LeaseLostError, type Lease } from './lease';
import type { WorkerRoster } from './worker-roster';

export interface LeaseKeeperOptions {
  /** How often to renew while held, and to try again while another holds it: ttl/3 by default. */
  readonly renewEveryMs?: number;
  /** A renewal or attempt that failed (the database unreachable); the next one retries. */
  readonly onError?: (error: unknown, lease: string) => void;
  /** The process's live-worker roster: with it, this keeper takes only its fair share (ADR 040). */
  readonly roster?: WorkerRoster;
}

/**
 * Keeps one lease for one process: takes it when free, renews it, stands by while another
 * process holds it and tries again, and lets it go on stop. It only knows what its last
 * attempt said; the fence (`fence`) is what a write must trust.
 */
export class LeaseKeeper {
  private token: bigint | undefined;
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> | undefined;
  private started = false;
  private stopped = false;
  private poked = false;
  private joined: Promise<void> | undefined;
  private readonly listeners = new Set<(held: boolean) => void>();

  constructor(
    readonly lease: Lease,
    private readonly options: LeaseKeeperOptions = {},
  ) {}

  get name(): string {
    return this.lease.name;
  }

  /** The fencing token this process holds the lease with; undefined while standing by. */
  get heldToken(): bigint | undefined {
    return this.token;
  }

  /** Tells `listener` each time this process takes or loses the lease; returns the unsubscribe. */
  onChange(listener: (held: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tries at once, then again every `renewEveryMs` until stopped. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.joined = this.options.roster?.join(this);
    this.tick();
  }

  /** Tries again now instead of at the next attempt (the roster's live count changed). */
  poke(): void {
    if (!this.started || this.stopped) return;
    if (this.attempt) {
      this.poked = true;
      return;
    }
    clearTimeout(this.timer);
    this.tick();
  }

  /** Fails the transaction `tx` unless the lease is still held with `token`. */
  async fence(tx: SqlClient, token: bigint | undefined): Promise<void> {
    try {
      await this.lease.fence(tx, token);
    } catch (error) {
      if (error instanceof LeaseLostError && token === this.token) this.set(undefined);
      throw error;
    }
  }

  /** Stops renewing and lets the lease go, so a standby takes it without waiting for it to expire. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.attempt;
    const token = this.token;
    if (token !== undefined) await this.letGo(token);
    await this.options.roster?.leave(this);
  }

  /** Stands by and lets the lease go, so another process takes it at its next attempt. */
  private async letGo(token: bigint): Promise<void> {
    this.set(undefined);
    await this.lease
      .release(token)
      .catch((error: unknown) => this.options.onError?.(error, this.name));
  }

  private tick(): void {
    this.attempt = this.renew().finally(() => {
      this.attempt = undefined;
      if (this.stopped) return;
      const every = this.options.renewEveryMs ?? Math.max(1, Math.floor(this.lease.ttlMs / 3));
      this.timer = setTimeout(() => this.tick(), this.poked ? 0 : every);
      this.poked = false;
      this.timer.unref();
    });
  }

  private async renew(): Promise<void> {
    const roster = this.options.roster;
    let claim: (() => void) | undefined;
    try {
      if (this.joined) await this.joined; // without a roster, try at once (no await)
      if (roster && this.token === undefined) {
        claim = roster.claim(this);
        // At this process's fair share: leave the lease to a worker below its own.
        if (!claim) return;
      }
      const token = await this.lease.acquire();
      this.set(token);
      // Over its share (a worker joined): let this one go for a worker below its share.
      if (token !== undefined && roster?.overShare()) await this.letGo(token);
    } catch (error) {
      // Unsure now: stand by until an attempt succeeds; the lease expires for the others.
      this.set(undefined);
      this.options.onError?.(error, this.name);
    } finally {
      claim?.();
    }
  }

  private set(token: bigint | undefined): void {
    const was = this.token;
    this.token = token;
    if (was === token) return;
    for (const listener of this.listeners) listener(token !== undefined);
  }
}
