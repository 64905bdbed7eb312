import { Controller, Header, Inject, Res, UseGuards } from '@nestjs/common';
import { API_ROUTES } from '@fairwrench/contracts';
import { subscriptionLag, type SqlClient } from '@fairwrench/event-store';
import type { Response } from 'express';
import { Endpoint } from '../../shared/http/endpoint';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { OPERATIONS_CONFIG, type OperationsConfig } from '../operations-config';
import { MetricsTokenGuard } from './metrics-token.guard';
import type { SubscriptionStatus } from './product-metrics';

/**
 * Prometheus' scrape. The subscriptions' lag and parked events are read from the database at
 * each scrape, so any API instance reports them for every worker. If that read fails, the
 * scrape still answers with the rest, counted in fairwrench_metrics_scrape_failures_total.
 */
@Controller()
export class MetricsController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(OPERATIONS_CONFIG) private readonly config: OperationsConfig,
  ) {}

  @Endpoint(API_ROUTES.getMetrics)
  @UseGuards(MetricsTokenGuard)
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) response: Response): Promise<string> {
    const { metrics } = this.config;
    try {
      metrics.setSubscriptions(await this.subscriptions());
    } catch {
      metrics.setSubscriptions([]);
      metrics.scrapeFailures.inc();
    }
    response.type(metrics.contentType);
    return metrics.text();
  }

  private async subscriptions(): Promise<SubscriptionStatus[]> {
    const [lags, parked] = await Promise.all([
      this.config.measureLag
        ? this.config.measureLag(this.config.subscriptionIds)
        : subscriptionLag(this.sql, this.config.subscriptionIds),
      this.config.countParked(this.sql),
    ]);
    return lags.map((lag) => ({
      subscriptionId: lag.subscriptionId,
      lagEvents: lag.events,
      lagSeconds: lag.seconds,
      parked: parked.get(lag.subscriptionId) ?? 0,
    }));
  }
}
