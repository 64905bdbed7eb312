import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where a subscription stands at a scrape: its lag behind the log head and its parked events. */
export interface SubscriptionStatus {
  readonly subscriptionId: string;
  /** Events in the log after its checkpoint. */
  readonly lagEvents: number;
  /** How long the oldest of those has waited; 0 when there is none. */
  readonly lagSeconds: number;
  readonly parked: number;
}

/** Request latencies run from a cache hit to a slow analysis with photos. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The analysis is pure and in memory: milliseconds, rarely more (docs/benchmarks.md). */
const ANALYSIS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * Every metric the product exposes at GET /metrics, in a registry of its own (so several
 * products in one test process do not collide). The composition root makes one per process
 * and hands it to the API and the workers; the subscription gauges are set at each scrape.
 */
export class ProductMetrics {
  readonly registry = new Registry();
  readonly httpRequestDuration = new Histogram({
    name: 'fairwrench_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly analysisDuration = new Histogram({
    name: 'fairwrench_analysis_duration_seconds',
    help: 'Deciding an issue submission, which runs the analysis engine',
    buckets: ANALYSIS_BUCKETS,
    registers: [this.registry],
  });
  readonly subscriptionFailures = new Counter({
    name: 'fairwrench_subscription_batch_failures_total',
    help: 'Batches a worker subscription failed and retried (a broker outage, for the lead forwarder)',
    labelNames: ['subscription'] as const,
    registers: [this.registry],
  });
  readonly scrapeFailures = new Counter({
    name: 'fairwrench_metrics_scrape_failures_total',
    help: 'Scrapes whose subscription figures could not be read from the database',
    registers: [this.registry],
  });
  /** Set by the workers' leases as they are taken and lost (ADR 033); the rest are set at scrapes. */
  readonly leaseHeld = this.subscriptionGauge(
    'fairwrench_worker_lease_held',
    'Whether this process holds the subscription lease and runs it (1) or stands by (0)',
  );
  private readonly lagEvents = this.subscriptionGauge(
    'fairwrench_subscription_lag_events',
    'Events in the log after the subscription checkpoint',
  );
  private readonly lagSeconds = this.subscriptionGauge(
    'fairwrench_subscription_lag_seconds',
    'Age of the oldest event the subscription has not processed yet (0 when caught up)',
  );
  private readonly parked = this.subscriptionGauge(
    'fairwrench_subscription_parked_events',
    'Events the subscription parked because they fail their schema (ADR 019)',
  );

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Replaces the subscription gauges: a subscription no longer reported disappears. */
  setSubscriptions(statuses: readonly SubscriptionStatus[]): void {
    for (const gauge of [this.lagEvents, this.lagSeconds, this.parked]) gauge.reset();
    for (const status of statuses) {
      const labels = { subscription: status.subscriptionId };
      this.lagEvents.set(labels, status.lagEvents);
      this.lagSeconds.set(labels, status.lagSeconds);
      this.parked.set(labels, status.parked);
    }
  }

  /** Times `work`, a decision that ran the analysis when it produced events. */
  timeAnalysis<T extends readonly unknown[]>(work: () => T): T {
    const stop = this.analysisDuration.startTimer();
    const events = work();
    if (events.length > 0) stop();
    return events;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private subscriptionGauge(name: string, help: string): Gauge<'subscription'> {
    return new Gauge<'subscription'>({
      name,
      help,
      labelNames: ['subscription'],
      registers: [this.registry],
    });
  }
}
