import { randomUUID } from 'node:crypto';
import {
  eraseOwner,
  requestContext,
  type Logger,
  type PhotoStore,
} from '@fairwrench/api/use-cases';
import type { LeaseKeeper } from '@fairwrench/event-store';
import { inactiveOwners } from '@fairwrench/projections/owner-activity/owner-activity.query';
import type { WorkerDatabase } from '../worker-database';

export interface RetentionOptions {
  readonly database: WorkerDatabase;
  readonly photos: PhotoStore;
  /** RETENTION_DAYS: owners who have not come back for this long are erased. */
  readonly days: number;
  readonly logger?: Logger | undefined;
  readonly clock?: () => Date;
  /** How often it looks; hourly by default. */
  readonly intervalMs?: number;
  /** Runs only while holding this lease (ADR 033), and once on taking it. */
  readonly lease?: LeaseKeeper | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Owners erased per run at most, so one run never holds the database for long. */
const PER_RUN = 100;

/**
 * The retention period, enforced (docs/privacy.md): owners whose last vehicle, issue or
 * booking is older than RETENTION_DAYS are erased exactly as their own request would erase
 * them (ADR 024), recorded with the source `retention`. It runs where the workers run.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private unlistenLease: (() => void) | undefined;

  constructor(private readonly options: RetentionOptions) {}

  /** Erases the owners whose retention period has run out (at most one run's worth). */
  async runOnce(): Promise<number> {
    const { database, photos, days, logger } = this.options;
    const clock = this.options.clock ?? (() => new Date());
    const cutoff = new Date(clock().getTime() - days * DAY_MS);
    const owners = await inactiveOwners(database.client, cutoff, PER_RUN);
    for (const userId of owners) {
      const correlationId = randomUUID();
      await eraseOwner(
        { store: database.store, sql: database.client, dataKeys: database.dataKeys, photos, clock },
        {
          userId,
          source: 'retention',
          correlationId,
          context: requestContext(correlationId, clock()),
        },
      );
    }
    if (owners.length > 0)
      logger?.info({ erased: owners.length, days }, 'retention: owners erased');
    return owners.length;
  }

  start(): void {
    if (this.options.days === 0) return;
    const { lease } = this.options;
    const tick = () => {
      if (lease && lease.heldToken === undefined) return;
      this.running ??= this.runOnce()
        .catch((error: unknown) => {
          this.options.logger?.error({ err: error }, 'retention run failed; next run retries');
          return 0;
        })
        .finally(() => (this.running = undefined));
    };
    this.unlistenLease = lease?.onChange((held) => held && tick());
    lease?.start();
    tick();
    this.timer = setInterval(tick, this.options.intervalMs ?? 60 * 60 * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.unlistenLease?.();
    await this.running;
    await this.options.lease?.stop();
  }
}
