import os from 'node:os';
import type { SqlClient } from '../sql-client';

/** Facts that decide how the numbers should be read, printed before the results. */
export function machineFacts(): string[] {
  const cpus = os.cpus();
  return [
    `node ${process.version} on ${os.platform()} ${os.release()} (${os.arch()})`,
    `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown model'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
  ];
}

/** Server settings that bound commit throughput: each commit waits for a WAL flush. */
const settings = [
  'server_version',
  'synchronous_commit',
  'fsync',
  'wal_sync_method',
  'commit_delay',
  'shared_buffers',
  'max_connections',
];

export async function databaseFacts(client: SqlClient): Promise<string> {
  const values: string[] = [];
  for (const name of settings) {
    // SHOW takes no parameters; the names above are constants, not input.
    const rows = await client.query<Record<string, string>>(`show ${name}`);
    values.push(`${name}=${Object.values(rows[0] ?? {})[0] ?? '?'}`);
  }
  return values.join(', ');
}
