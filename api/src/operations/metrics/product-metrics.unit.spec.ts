import { ProductMetrics } from './product-metrics';

describe('product metrics', () => {
  it('report each subscription by id, and forget one no longer reported', async () => {
    const metrics = new ProductMetrics();
    metrics.setSubscriptions([
      { subscriptionId: 'vehicles', lagEvents: 3, lagSeconds: 1.5, parked: 0 },
      { subscriptionId: 'lead-forwarder', lagEvents: 0, lagSeconds: 0, parked: 2 },
    ]);
    let text = await metrics.text();
    expect(text).toContain('fairwrench_subscription_lag_events{subscription="vehicles"} 3');
    expect(text).toContain('fairwrench_subscription_lag_seconds{subscription="vehicles"} 1.5');
    expect(text).toContain(
      'fairwrench_subscription_parked_events{subscription="lead-forwarder"} 2',
    );

    metrics.setSubscriptions([
      { subscriptionId: 'vehicles', lagEvents: 0, lagSeconds: 0, parked: 0 },
    ]);
    text = await metrics.text();
    expect(text).toContain('fairwrench_subscription_lag_events{subscription="vehicles"} 0');
    expect(text).not.toContain('subscription="lead-forwarder"');
  });

  it('keep the lease gauges when the scraped subscription figures are replaced', async () => {
    const metrics = new ProductMetrics();
    metrics.leaseHeld.set({ subscription: 'vehicles' }, 1);
    metrics.leaseHeld.set({ subscription: 'lead-forwarder' }, 0);
    metrics.setSubscriptions([]);
    const text = await metrics.text();
    expect(text).toContain('fairwrench_worker_lease_held{subscription="vehicles"} 1');
    expect(text).toContain('fairwrench_worker_lease_held{subscription="lead-forwarder"} 0');
  });

  it('time a decision only when it ran the analysis (produced events)', async () => {
    const metrics = new ProductMetrics();
    expect(metrics.timeAnalysis(() => [])).toEqual([]);
    expect(metrics.timeAnalysis(() => ['IssueSubmitted', 'DiagnosticProduced'])).toHaveLength(2);
    expect(await metrics.text()).toContain('fairwrench_analysis_duration_seconds_count 1');
  });

  it('include the process metrics, in a registry of its own', async () => {
    const [one, two] = [new ProductMetrics(), new ProductMetrics()];
    one.subscriptionFailures.inc({ subscription: 'lead-forwarder' });
    expect(await one.text()).toContain('process_cpu_user_seconds_total');
    expect(await two.text()).not.toContain('subscription="lead-forwarder"');
  });
});
