import { optOutByEmailStreamId } from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { listOwnerIdsByEmail } from '@fairwrench/projections/vehicles/vehicles.query';
import {
  confirmability,
  handleCommand,
  loadStream,
  optOutByEmailDecider,
  requestContext,
  type Confirmability,
} from '@fairwrench/domain';
import type { Clock } from '../../../shared/domain/tokens';
import { optOut } from '../../opt-out/opt-out';
import { openEmail, tokenHash } from '../email-seal';

/** Confirmed, or why the link cannot confirm: the controller picks the status. */
export type ConfirmationOutcome =
  | { readonly outcome: 'confirmed'; readonly confirmedAt: string }
  | { readonly outcome: Exclude<Confirmability, 'confirmable'> };

/**
 * Opens the link: every owner whose vehicle records carry the address is opted out through
 * the owner's own opt-out, then the request is marked used. The opt-outs come first and are
 * idempotent, so a crash between the two leaves a link that still works and repeats nothing;
 * the answer never says how many owners, if any, were found.
 */
export async function confirmOptOutByEmail(
  deps: { readonly store: EventStore; readonly sql: SqlClient; readonly clock: Clock },
  input: { readonly token: string; readonly correlationId: string },
): Promise<ConfirmationOutcome> {
  const { store, sql, clock } = deps;
  const { token, correlationId } = input;
  const now = clock();
  const streamId = optOutByEmailStreamId(tokenHash(token));
  const { state } = await loadStream(store, streamId, optOutByEmailDecider);
  const can = confirmability(state, now);
  if (can !== 'confirmable') return { outcome: can };
  if (state.status === 'none') return { outcome: 'unknown' };
  const email = openEmail(state.email, token, state.requestId);
  if (email === undefined) return { outcome: 'unknown' };

  const ownerIds = await listOwnerIdsByEmail(sql, email);
  for (const ownerId of ownerIds) {
    await optOut({ store, clock }, { userId: ownerId, source: 'email-request', correlationId });
  }
  await handleCommand(
    store,
    streamId,
    optOutByEmailDecider,
    { type: 'ConfirmOptOutByEmail', ownerIds, now },
    { context: requestContext(correlationId, now) },
  );
  return { outcome: 'confirmed', confirmedAt: now.toISOString() };
}
