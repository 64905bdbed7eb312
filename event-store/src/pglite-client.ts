import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlClient } from './sql-client';

class PgliteTransaction implements SqlClient {
  readonly dialect = 'pglite' as const;
  constructor(private readonly tx: Transaction) {}

  async query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
    const result = await this.tx.query<Row>(text, params as unknown[] | undefined);
    return result.rows;
  }

  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return work(this);
  }

  async exec(script: string): Promise<void> {
    await this.tx.exec(script);
  }

  end(): Promise<void> {
    throw new Error('A transaction handle cannot close the database');
  }
}

/**
 * `SqlClient` over PGlite, Postgres compiled to WebAssembly and run in-process.
 * PGlite has a single connection: it queues queries and runs one transaction at a time,
 * so concurrency here is interleaving, never parallelism.
 */
export class PgliteSqlClient implements SqlClient {
  readonly dialect = 'pglite' as const;
  private constructor(readonly db: PGlite) {}

  /** `dataDir` undefined keeps the database in memory (tests). */
  static async open(dataDir?: string): Promise<PgliteSqlClient> {
    const db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
    return new PgliteSqlClient(db);
  }

  async query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
    const result = await this.db.query<Row>(text, params as unknown[] | undefined);
    return result.rows;
  }

  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PgliteTransaction(tx)));
  }

  async exec(script: string): Promise<void> {
    await this.db.exec(script);
  }

  async end(): Promise<void> {
    await this.db.close();
  }
}
