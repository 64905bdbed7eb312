import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { SqlClient } from './sql-client';

class PgTransaction implements SqlClient {
  readonly dialect = 'postgres' as const;
  constructor(private readonly connection: PoolClient) {}

  async query<Row>(text: string, params?: readonly unknown[], name?: string): Promise<Row[]> {
    const result = await this.connection.query({ text, values: params as unknown[], name });
    return result.rows as Row[];
  }

  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    return work(this);
  }

  async exec(script: string): Promise<void> {
    await this.connection.query(script);
  }

  end(): Promise<void> {
    throw new Error('A transaction handle cannot end the pool');
  }
}

/** `SqlClient` over a `pg` connection pool: the production adapter. */
export class PgSqlClient implements SqlClient {
  readonly dialect = 'postgres' as const;
  readonly pool: Pool;

  constructor(config: PoolConfig) {
    this.pool = new Pool({ max: 20, ...config });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
  }

  async query<Row>(text: string, params?: readonly unknown[], name?: string): Promise<Row[]> {
    const result = await this.pool.query({ text, values: params as unknown[], name });
    return result.rows as Row[];
  }

  async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    // The pool stops listening while a connection is lent out: without this, the server ending
    // it between two statements (idle_in_transaction_session_timeout) would crash the process.
    const ignore = () => undefined;
    connection.on('error', ignore);
    try {
      await connection.query('BEGIN');
      const result = await work(new PgTransaction(connection));
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.off('error', ignore);
      connection.release();
    }
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async end(): Promise<void> {
    await this.pool.end();
  }
}
