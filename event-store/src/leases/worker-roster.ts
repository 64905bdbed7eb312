import type { SqlClient } from '../sql-client';

/**
 * The live workers (ADR 040): each process that holds leases writes its row here every third
 * of the lease's time to live, valid for that time; a graceful stop deletes it, a crash lets
 * it expire. Time is the database's, as for the leases.
 */
export const workerRosterDdl = `
create table if not exists worker_roster (
  holder text primary key,
  expires_at timestamptz not null
);
`;

/** Each of `live` workers' fair share of `leases`: ceil(leases / live). */
export function fairShare(leases: number, live: number): number {
  return Math.ceil(leases / Math.max(1, live));
}

/** What the roster needs of a lease keeper (`LeaseKeeper`). */
export interface RosterMember {
  readonly name: string;
  /** Defined while this process holds the lease. */
  readonly heldToken: bigint | undefined;
  /** Try for the lease now rather than at the next attempt. */
  poke(): void;
}

export interface WorkerRosterOptions {
  /** How often to announce this worker and count the live ones: ttl/3 by default. */
  readonly heartbeatEveryMs?: number;
  /** A heartbeat that failed (the database unreachable); the next one retries. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Spreads one process's leases over the live workers (ADR 040). Every `LeaseKeeper` of the
 * process shares it: a keeper takes a free lease only while the process holds fewer than its
 * fair share (ceil(leases / live workers)), and lets one go after a renewal while it holds
 * more, so another worker below its share takes it. The leases' own guarantees (one holder,
 * fencing tokens, takeover after expiry) are untouched: the roster only says when to try.
 * When the live count changes the keepers try at once rather than at their next attempt.
 */
export class WorkerRoster {
  private readonly names = new Set<string>();
  private readonly keepers = new Set<RosterMember>();
  private live = 1;
  private taking = 0;
  private readonly refused = new Set<RosterMember>();
  private timer: NodeJS.Timeout | undefined;
  private beat: Promise<void> | undefined;

  constructor(
    private readonly client: SqlClient,
    readonly holder: string,
    readonly ttlMs: number,
    private readonly options: WorkerRosterOptions = {},
  ) {}

  /** The fair share of this process: ceil(leases it runs / live workers). */
  get target(): number {
    return fairShare(this.names.size, this.live);
  }

  /** The live workers at the last heartbeat, this one included. */
  get liveWorkers(): number {
    return this.live;
  }

  /** Counts a starting keeper; the first one starts the heartbeat (announcing this worker). */
  async join(keeper: RosterMember): Promise<void> {
    this.names.add(keeper.name);
    this.keepers.add(keeper);
    await (this.keepers.size === 1 ? this.tick() : this.beat);
  }

  /** A stopped keeper; after the last one, this worker leaves the roster at once. */
  async leave(keeper: RosterMember): Promise<void> {
    this.keepers.delete(keeper);
    this.refused.delete(keeper);
    if (this.keepers.size > 0) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.beat;
    await this.client
      .query(`delete from worker_roster where holder = $1`, [this.holder])
      .catch((error: unknown) => this.options.onError?.(error));
  }

  /**
   * A claim for `member` to try for one more lease, while this process holds (or is trying
   * for) fewer than its share; undefined otherwise. The caller ends it once its attempt has
   * settled. A claim that ended without the lease (another worker holds it) leaves room: the
   * members refused meanwhile try at once, so a free lease does not wait for its next attempt.
   */
  claim(member: RosterMember): (() => void) | undefined {
    if (this.held() + this.taking >= this.target) {
      this.refused.add(member);
      return undefined;
    }
    this.taking++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.taking--;
      if (this.refused.size === 0 || this.held() + this.taking >= this.target) return;
      const refused = [...this.refused];
      this.refused.clear();
      for (const each of refused) each.poke();
    };
  }

  /** Whether this process holds more than its share, so a renewed lease should be let go. */
  overShare(): boolean {
    return this.held() > this.target;
  }

  private held(): number {
    let held = 0;
    for (const keeper of this.keepers) if (keeper.heldToken !== undefined) held++;
    return held;
  }

  private tick(): Promise<void> {
    this.beat = this.heartbeat().finally(() => {
      this.beat = undefined;
      if (this.keepers.size === 0) return;
      const every = this.options.heartbeatEveryMs ?? Math.max(1, Math.floor(this.ttlMs / 3));
      this.timer = setTimeout(() => void this.tick(), every);
      this.timer.unref();
    });
    return this.beat;
  }

  private async heartbeat(): Promise<void> {
    try {
      const rows = await this.client.transaction(async (tx) => {
        await tx.query(
          `insert into worker_roster (holder, expires_at)
           values ($1, now() + $2 * interval '1 millisecond')
           on conflict (holder) do update set expires_at = excluded.expires_at`,
          [this.holder, this.ttlMs],
        );
        return tx.query<{ live: string }>(
          `select count(*)::text as live from worker_roster where expires_at > now()`,
        );
      });
      const live = Math.max(1, Number(rows[0]!.live));
      if (live === this.live) return;
      this.live = live;
      // A worker joined (let surplus go now) or left (take its share now).
      for (const keeper of this.keepers) keeper.poke();
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
