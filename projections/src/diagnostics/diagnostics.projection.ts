import { READ_MODELS } from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { perEvent, type Projection } from '../projection';

const { projection: id, table } = READ_MODELS.diagnostics;

/** TODO(issue 4): the diagnostics read model. */
export const diagnosticsProjection: Projection = {
  subscriptionId: id,
  async migrate(client: SqlClient) {
    await client.exec(`create table if not exists ${table} (id uuid primary key)`);
  },
  async truncate(tx: SqlClient) {
    await tx.exec(`truncate ${table}`);
  },
  handle: perEvent(() => undefined),
};
