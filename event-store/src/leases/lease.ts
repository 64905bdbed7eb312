import type { SqlClient } from '../sql-client';

/**
 * One row per lease (ADR 033). `token` moves on every change of holder and never goes back
 * (a row is never deleted), so a write fenced by a token proves nobody took the lease since.
 */
export const leasesDdl = `
create table if not exists worker_leases (
  name text primary key,
  holder text not null,
  token bigint not null,
  expires_at timestamptz not null,
  acquired_at timestamptz not null default now()
);
`;

/** A lease as its row stands, `expired` judged by the database's clock. */
export interface LeaseRow {
  readonly holder: string;
  readonly token: bigint;
  readonly expired: boolean;
}

export type LeaseDecision =
  | { readonly kind: 'take'; readonly token: bigint }
  | { readonly kind: 'renew'; readonly token: bigint }
  | { readonly kind: 'wait'; readonly holder: string };

/**
 * What `holder` may do with the lease: take it when nobody has it or its holder let it
 * expire (a new holder, so the token moves), renew it while it is its own (even expired:
 * nobody took it meanwhile, so nothing was written under another token), or wait.
 */
export function decideLease(row: LeaseRow | undefined, holder: string): LeaseDecision {
  if (!row) return { kind: 'take', token: 1n };
  if (row.holder === holder) return { kind: 'renew', token: row.token };
  if (row.expired) return { kind: 'take', token: row.token + 1n };
  return { kind: 'wait', holder: row.holder };
}

/** Thrown inside a fenced transaction when another holder has taken the lease since. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(
    readonly lease: string,
    readonly token: bigint | undefined,
  ) {
    super(`Lease ${lease} is no longer held with token ${token ?? 'none'}`);
  }
}

/** One named lease on the database, as one holder sees it. Time is the database's. */
export class Lease {
  constructor(
    private readonly client: SqlClient,
    readonly name: string,
    readonly holder: string,
    readonly ttlMs: number,
  ) {}

  /** Takes or renews the lease for `ttlMs`; its fencing token, or undefined while another holds it. */
  acquire(): Promise<bigint | undefined> {
    return this.client.transaction(async (tx) => {
      const rows = await tx.query<{ holder: string; token: string; expired: boolean }>(
        `select holder, token::text, expires_at <= now() as expired
         from worker_leases where name = $1 for update`,
        [this.name],
      );
      const row = rows[0] && { ...rows[0], token: BigInt(rows[0].token) };
      const decision = decideLease(row, this.holder);
      if (decision.kind === 'wait') return undefined;
      const written = await tx.query(
        row
          ? `update worker_leases set holder = $2, token = $3,
               expires_at = now() + $4 * interval '1 millisecond',
               acquired_at = case when token = $3 then acquired_at else now() end
             where name = $1 returning 1`
          : // Two first holders racing: the one whose insert lands first has it.
            `insert into worker_leases (name, holder, token, expires_at)
             values ($1, $2, $3, now() + $4 * interval '1 millisecond')
             on conflict (name) do nothing returning 1`,
        [this.name, this.holder, decision.token.toString(), this.ttlMs],
      );
      return written.length === 1 ? decision.token : undefined;
    });
  }

  /**
   * Inside the transaction that writes a batch: fails unless `token` is still this holder's.
   * The shared row lock makes a takeover wait until that transaction has committed.
   */
  async fence(tx: SqlClient, token: bigint | undefined): Promise<void> {
    if (token !== undefined) {
      const rows = await tx.query(
        `select 1 from worker_leases where name = $1 and holder = $2 and token = $3 for share`,
        [this.name, this.holder, token.toString()],
        'es_lease_fence',
      );
      if (rows.length === 1) return;
    }
    throw new LeaseLostError(this.name, token);
  }

  /** Lets the lease go at once (a graceful stop), keeping its token for the next holder. */
  async release(token: bigint): Promise<void> {
    await this.client.query(
      `update worker_leases set expires_at = now()
       where name = $1 and holder = $2 and token = $3 and expires_at > now()`,
      [this.name, this.holder, token.toString()],
    );
  }
}
