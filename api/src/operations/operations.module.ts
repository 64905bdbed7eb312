import { Module } from '@nestjs/common';
import { HealthController } from './health/health.controller';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsTokenGuard } from './metrics/metrics-token.guard';

/** Health probes and Prometheus metrics, for the platform rather than for owners (ADR 030). */
@Module({
  controllers: [HealthController, MetricsController],
  providers: [MetricsTokenGuard],
})
export class OperationsModule {}
