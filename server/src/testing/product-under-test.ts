import {
  createTestDatabase,
  type Adapter,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilePhotoStore, type PaymentsConfig } from '@fairwrench/api';
import { SqlEventStore } from '@fairwrench/event-store';
import type { Database } from '../database';
import { assembleProduct, type Product } from '../product';

export interface ProductUnderTest {
  readonly product: Product;
  readonly database: Database;
  readonly testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** The whole product on a fresh database of the given kind, projections in-process. */
export async function startProductUnderTest(
  adapter: Adapter,
  payments: PaymentsConfig = {
    secretKey: undefined,
    publishableKey: undefined,
    apiBase: undefined,
  },
): Promise<ProductUnderTest> {
  const testDatabase = await createTestDatabase(adapter);
  const store = new SqlEventStore(testDatabase.client);
  const database: Database = {
    client: testDatabase.client,
    store,
    subscriptions: { client: testDatabase.client, store },
    listenToOtherProcesses: async () => undefined,
    close: () => testDatabase.drop(),
  };
  const product = await assembleProduct({
    database,
    sessionSecret: 'test-secret-that-is-long-enough-for-hmac-keys',
    projections: 'in-process',
    readModelWaitMs: 5000,
    uiDirectory: '/nonexistent',
    photos: new FilePhotoStore(join(mkdtempSync(join(tmpdir(), 'fw-photos-')), 'photos')),
    payments,
  });
  return {
    product,
    database,
    testDatabase,
    close: async () => {
      await product.stop();
      await database.close();
    },
  };
}
