import { Controller, Header, Inject, ServiceUnavailableException } from '@nestjs/common';
import {
  API_ROUTES,
  type HealthCheckResult,
  type LivenessResponse,
  type ReadinessResponse,
} from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { Endpoint } from '../../shared/http/endpoint';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { OPERATIONS_CONFIG, type OperationsConfig } from '../operations-config';
import { describeDown, runChecks, type ReadinessCheck } from './readiness';

/**
 * The orchestrator's probes. Live says only that the process answers (restarting it for a
 * database outage would not help); ready says whether it can serve: the database, which
 * holds the event store, and the broker where this process forwards leads.
 */
@Controller()
export class HealthController {
  private readonly checks: readonly ReadinessCheck[];

  constructor(
    @Inject(SQL_CLIENT) sql: SqlClient,
    @Inject(OPERATIONS_CONFIG) config: OperationsConfig,
  ) {
    const database: ReadinessCheck = {
      name: 'database',
      check: async () => void (await sql.query('select 1 from es_checkpoints limit 1')),
    };
    this.checks = [database, ...config.readiness];
  }

  @Endpoint(API_ROUTES.getLiveness)
  @Header('Cache-Control', 'no-store')
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  @Endpoint(API_ROUTES.getReadiness)
  @Header('Cache-Control', 'no-store')
  async ready(): Promise<ReadinessResponse> {
    const outcomes = await runChecks(this.checks);
    const down = describeDown(outcomes);
    if (down) {
      throw new ServiceUnavailableException({
        type: 'about:blank',
        title: 'Service unavailable',
        status: 503,
        detail: down,
      });
    }
    const checks = Object.fromEntries(outcomes) as Record<string, HealthCheckResult>;
    return { status: 'ok', checks };
  }
}
