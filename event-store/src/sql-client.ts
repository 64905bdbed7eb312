/**
 * The narrow slice of a PostgreSQL connection that the event store and the
 * projections need. Two adapters implement it: `pg` (a pool of real server
 * connections) and PGlite (embedded, one connection). Everything above this
 * interface is the same SQL for both.
 */
export interface SqlClient {
  /**
   * `statementName` marks a hot statement: the PostgreSQL adapter prepares it once per
   * connection instead of parsing and planning it on every call. The same name must always
   * carry the same text.
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    statementName?: string,
  ): Promise<Row[]>;
  /** Runs `work` in one transaction; a call on the `tx` handle joins it. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Executes several `;`-separated statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  readonly dialect: 'postgres' | 'pglite';
  end(): Promise<void>;
}

/** SQLSTATE codes we react to. */
export const SqlState = {
  uniqueViolation: '23505',
  undefinedTable: '42P01',
} as const;

export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function constraintOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'constraint' in error) {
    const constraint = (error as { constraint: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : undefined;
  }
  return undefined;
}
