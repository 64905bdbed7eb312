import type { App } from 'supertest/types';
import {
  createTestDatabase,
  type Adapter,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FilePhotoStore,
  seedDemoShops,
  type PaymentsConfig,
  type RateLimitBudgets,
} from '@fairwrench/api';
import {
  SqlEventStore,
  type EventCodec,
  type EventStoreDbEventStore,
} from '@fairwrench/event-store';
import type { KafkaSettings, LeadPublisher } from '@fairwrench/workers';
import { personalDataCodec, withLogIn, type Database } from '../database';
import { assembleProduct, type Product } from '../product';
import { LOAD_TEST_RATE_LIMITS } from './load-test-limits';

export interface ProductUnderTest {
  readonly product: Product;
  readonly database: Database;
  readonly testDatabase: TestDatabase;
  /** Where the product keeps photo files. */
  readonly photosDirectory: string;
  /** The DATA_KEYS_MASTER_KEY the product runs with, for command-line tools beside it. */
  readonly dataKeysMasterKey: string;
  /** Where owners' messages are written as .eml files when no `smtpUrl` was given. */
  readonly mailDirectory: string;
  close(): Promise<void>;
}

export interface ProductUnderTestOptions {
  /** The built web app to serve; API suites leave it out so no page is ever served. */
  readonly uiDirectory?: string;
  /** A broker to publish leads to; none by default (leads stay pending). */
  readonly kafka?: KafkaSettings;
  /** A publisher of the test's own, so the lead forwarder runs without a broker. */
  readonly leadPublisher?: LeadPublisher;
  /** The compliance trail's bearer token; none by default (the trail is off). */
  readonly complianceToken?: string;
  /** The bearer token of GET /metrics; none by default (it answers 404). */
  readonly metricsToken?: string;
  /**
   * Where the log lives: in the SQL test database by default; with this, in the EventStoreDB
   * store it makes with the product's personal-data codec (ADR 035).
   */
  readonly eventLog?: (codec: EventCodec) => Promise<EventStoreDbEventStore>;
  /** The costly calls' budgets; raised by default (LOAD_TEST_RATE_LIMITS), `{}` for the sized ones. */
  readonly rateLimits?: RateLimitBudgets;
  /** TRUST_PROXY: proxies in front whose X-Forwarded-For is believed; none by default. */
  readonly trustProxyHops?: number;
  /** PUBLIC_ORIGIN; http://localhost:3000 by default, so the session cookie is `fw_session`. */
  readonly publicOrigin?: string;
  /** SMTP_URL: the mail server owners' messages go to; .eml files in `mailDirectory` without. */
  readonly smtpUrl?: string;
}

/** The whole product on a fresh database of the given kind, projections in-process. */
export async function startProductUnderTest(
  adapter: Adapter,
  payments: PaymentsConfig = {
    secretKey: undefined,
    publishableKey: undefined,
    apiBase: undefined,
  },
  options: ProductUnderTestOptions = {},
): Promise<ProductUnderTest> {
  const testDatabase = await createTestDatabase(adapter);
  // Keys wrapped by a master key, as in production.
  const dataKeysMasterKey = randomBytes(32).toString('base64');
  const { codec, dataKeys } = personalDataCodec(testDatabase.client, dataKeysMasterKey);
  const store = new SqlEventStore(testDatabase.client, { codec });
  const sql: Database = {
    client: testDatabase.client,
    store,
    dataKeys,
    subscriptions: { client: testDatabase.client, store },
    readiness: [],
    workerId: `test-${randomBytes(4).toString('hex')}`,
    listenToOtherProcesses: async () => undefined,
    close: () => testDatabase.drop(),
  };
  const database = options.eventLog ? withLogIn(sql, await options.eventLog(codec)) : sql;
  const photosDirectory = join(mkdtempSync(join(tmpdir(), 'fw-photos-')), 'photos');
  const mailDirectory = join(mkdtempSync(join(tmpdir(), 'fw-mail-')), 'mail');
  const product = await assembleProduct({
    database,
    sessionSecret: 'test-secret-that-is-long-enough-for-hmac-keys',
    projections: 'in-process',
    readModelWaitMs: 5000,
    uiDirectory: options.uiDirectory ?? '/nonexistent',
    photos: new FilePhotoStore(photosDirectory),
    payments,
    kafka: options.kafka,
    leadPublisher: options.leadPublisher,
    complianceToken: options.complianceToken,
    metricsToken: options.metricsToken,
    rateLimits: options.rateLimits ?? LOAD_TEST_RATE_LIMITS,
    trustProxyHops: options.trustProxyHops ?? 0,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    mail: {
      smtpUrl: options.smtpUrl,
      from: 'FairWrench <no-reply@fairwrench.test>',
      directory: mailDirectory,
      publicOrigin: options.publicOrigin ?? 'http://localhost:3000',
    },
  });
  return {
    product,
    database,
    testDatabase,
    photosDirectory,
    dataKeysMasterKey,
    mailDirectory,
    close: async () => {
      await product.stop();
      await database.close();
    },
  };
}

export interface StartedProduct {
  readonly sut: ProductUnderTest;
  /** The API's HTTP server, for supertest. */
  readonly http: App;
}

/**
 * One product per describe block: started before its tests, closed after them. Read `sut`
 * and `http` inside tests and hooks only; they exist once beforeAll has run.
 */
export function useProductUnderTest(
  adapter: Adapter,
  start: (adapter: Adapter) => Promise<ProductUnderTest> = startProductUnderTest,
): StartedProduct {
  let sut: ProductUnderTest | undefined;
  beforeAll(async () => {
    sut = await start(adapter);
  });
  afterAll(() => sut?.close());
  const started = () => {
    if (!sut) throw new Error('useProductUnderTest: the product is not started');
    return sut;
  };
  return {
    get sut() {
      return started();
    },
    get http() {
      return started().product.app.getHttpServer() as App;
    },
  };
}

/** The product with the demo shop directory seeded and its read model caught up. */
export async function startProductWithShops(
  adapter: Adapter,
  options: ProductUnderTestOptions = {},
): Promise<ProductUnderTest> {
  const sut = await startProductUnderTest(adapter, undefined, options);
  const seeded = await seedDemoShops(sut.database.store);
  await sut.product.runner!.waitFor(seeded.position, ['shops'], 10_000);
  return sut;
}

/** The shape of every id the API hands out (random UUIDs, version 4). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Resolves once the lead policy has acted on everything in the log so far. */
export async function leadPolicyCaughtUp(sut: ProductUnderTest): Promise<void> {
  const policy = sut.product.workers?.subscriptions.get('lead-policy');
  if (!policy) throw new Error('The lead policy does not run in this product');
  await policy.reached(await sut.database.store.headPosition());
}
