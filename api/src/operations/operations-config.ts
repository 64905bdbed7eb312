import type { SqlClient, SubscriptionLag } from '@fairwrench/event-store';
import type { ReadinessCheck } from './health/readiness';
import { ProductMetrics } from './metrics/product-metrics';

/** What the health and metrics calls need from the composition root (ADR 030). */
export interface OperationsConfig {
  /** One per process, shared with the workers that count into it. */
  readonly metrics: ProductMetrics;
  /** METRICS_TOKEN, the bearer token of GET /metrics; unset, it answers 404. */
  readonly metricsToken: string | undefined;
  /** Checks besides the database's own: the broker where this process forwards leads. */
  readonly readiness: readonly ReadinessCheck[];
  /** Subscriptions reported even before their first checkpoint. */
  readonly subscriptionIds: readonly string[];
  /**
   * Each subscription's lag, where the log is not the SQL database's own (EventStoreDB,
   * ADR 035); left out, it is counted in SQL (`subscriptionLag`).
   */
  readonly measureLag?: (subscriptionIds: readonly string[]) => Promise<SubscriptionLag[]>;
  /** How many events each subscription has parked (the projections' parked_events). */
  readonly countParked: (sql: SqlClient) => Promise<ReadonlyMap<string, number>>;
}

export const OPERATIONS_CONFIG = Symbol('OperationsConfig');

/** An API started without them (tests of the API alone): metrics off, the database checked. */
export const defaultOperations = (): OperationsConfig => ({
  metrics: new ProductMetrics(),
  metricsToken: undefined,
  readiness: [],
  subscriptionIds: [],
  countParked: async () => new Map(),
});
