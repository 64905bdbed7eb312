import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { COMPLIANCE_CONFIG, type ComplianceConfig } from '../../compliance/compliance-token';
import type { PaymentsConfig } from '../../payments/payments-config';
import { PAYMENTS_CONFIG } from '../../payments/payments-config';
import { CONSENT_FINGERPRINT_KEY } from '../../data-rights/consents/consent-fingerprint';
import { DATA_KEYS, type DataKeys } from '../../data-rights/erase-owner/erase-owner';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import { RATE_LIMIT_BUDGETS, type RateLimitBudgets } from '../http/rate-limit';
import type { ReadModelProgress } from '@fairwrench/domain';
import {
  defaultOperations,
  OPERATIONS_CONFIG,
  type OperationsConfig,
} from '../../operations/operations-config';
import { loadAnalysisKnowledge, type AnalysisKnowledge } from '../../analysis/knowledge';
import {
  ANALYSIS_KNOWLEDGE,
  CLOCK,
  EVENT_STORE,
  READ_MODEL_PROGRESS,
  SQL_CLIENT,
  type Clock,
} from '../domain/tokens';

/** The ports the API needs; the composition root (server/) provides them. */
export interface ApiDependencies {
  readonly store: EventStore;
  /** The database holding the read models. */
  readonly sql: SqlClient;
  readonly progress: ReadModelProgress;
  readonly clock?: Clock;
  readonly photos: PhotoStore;
  /** The owners' data keys: erasure destroys one (ADR 024). */
  readonly dataKeys: DataKeys;
  readonly payments: PaymentsConfig;
  /** Loaded by the composition root at start-up; loaded here when it passes none (tests). */
  readonly analysis?: AnalysisKnowledge;
  /** Keys the consent records' client fingerprints (ADR 025); derived from the session secret. */
  readonly consentFingerprintKey?: Buffer;
  /** The compliance calls' token, passed by the composition root; without one they answer 404. */
  readonly compliance?: ComplianceConfig;
  /** Health checks and metrics (ADR 030); without them /metrics is off and only the database is checked. */
  readonly operations?: OperationsConfig;
  /** Rate-limit budgets the operator set, by policy name (ADR 041); others keep their own. */
  readonly rateLimits?: RateLimitBudgets;
}

/** Makes the ports injectable in every feature module. */
@Global()
@Module({})
export class CoreModule {
  static register(dependencies: ApiDependencies): DynamicModule {
    const providers = [
      { provide: EVENT_STORE, useValue: dependencies.store },
      { provide: SQL_CLIENT, useValue: dependencies.sql },
      { provide: READ_MODEL_PROGRESS, useValue: dependencies.progress },
      { provide: CLOCK, useValue: dependencies.clock ?? (() => new Date()) },
      { provide: PHOTO_STORE, useValue: dependencies.photos },
      { provide: DATA_KEYS, useValue: dependencies.dataKeys },
      ...(dependencies.consentFingerprintKey
        ? [{ provide: CONSENT_FINGERPRINT_KEY, useValue: dependencies.consentFingerprintKey }]
        : []),
      { provide: PAYMENTS_CONFIG, useValue: dependencies.payments },
      { provide: ANALYSIS_KNOWLEDGE, useValue: dependencies.analysis ?? loadAnalysisKnowledge() },
      {
        provide: COMPLIANCE_CONFIG,
        useValue: dependencies.compliance ?? { token: undefined },
      },
      { provide: OPERATIONS_CONFIG, useValue: dependencies.operations ?? defaultOperations() },
      { provide: RATE_LIMIT_BUDGETS, useValue: dependencies.rateLimits ?? {} },
    ];
    return { module: CoreModule, providers, exports: providers.map((p) => p.provide) };
  }
}
