import { randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  isErased,
  READ_MODELS,
  type ErasureReceipt,
  type ErasureSource,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { photosOnlyOwnedBy } from '@fairwrench/projections/issues/issues.query';
import { ownerLeadTrail } from '@fairwrench/projections/lead-trail/owner-lead-trail.query';
import { listOwnerVehicles } from '@fairwrench/projections/vehicles/vehicles.query';
import type { PhotoStore } from '../../photos/photo-store';
import { requestContext, type CommandContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import type { ReadModelProgress } from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';
import { eraseOwnerDecider } from '@fairwrench/domain';

/** The owners' data keys, as erasure needs them: destroying one is the erasure (ADR 024). */
export interface DataKeys {
  /** Destroys the owner's key for good; false when it was already destroyed. */
  destroy(subjectId: string): Promise<boolean>;
  /** Whether the subject's key was destroyed: their sessions read nothing (ADR 037). */
  isErased(subjectId: string): Promise<boolean>;
}

export const DATA_KEYS = Symbol('DataKeys');

export interface ErasureDependencies {
  readonly store: EventStore;
  /** The read models. */
  readonly sql: SqlClient;
  readonly dataKeys: DataKeys;
  readonly photos: PhotoStore;
  readonly clock: Clock;
  /** Waits for the read models to drop the owner's fields before answering, when given. */
  readonly progress?: ReadModelProgress;
}

export interface ErasureRequest {
  readonly userId: string;
  readonly source: ErasureSource;
  /** A staff member's reference (ticket), staff requests only. */
  readonly reference?: string | null;
  readonly correlationId: string;
  /** The envelope, when something other than a request caused it (the retention job). */
  readonly context?: CommandContext;
}

/** The read models that hold personal fields; each overwrites them on OwnerErased. */
const HOLDING_PERSONAL_FIELDS = [
  READ_MODELS.vehicles.projection,
  READ_MODELS.issues.projection,
  READ_MODELS.managedRepairs.projection,
];

/**
 * Erases an owner (CCPA/CPRA right to delete), the one way the session, the staff CLI and the
 * retention job all do it. Before `OwnerErased` is recorded: the owner's data key is destroyed
 * (every personal field in the log now reads as erased) and the photos only they showed are
 * deleted. A crash in between is safe to retry: both steps are idempotent, and the event is
 * recorded last. The read models then overwrite the owner's fields, and the lead forwarder
 * sends each shop that received a lead an erasure notice (ADR 024).
 */
export async function eraseOwner(
  dependencies: ErasureDependencies,
  request: ErasureRequest,
): Promise<ErasureReceipt> {
  const { store, sql, dataKeys, photos, clock, progress } = dependencies;
  const { userId } = request;
  const now = clock();
  // Read before the event: the issues read model drops the digests once it sees the erasure.
  const ownPhotos = await photosOnlyOwnedBy(sql, userId);
  const receipt = await receiptOf(sql, userId);
  const { newEvents, newState } = await handleCommand(
    store,
    dataRightsStreamId(userId),
    eraseOwnerDecider,
    {
      type: 'EraseOwner',
      userId,
      source: request.source,
      reference: request.reference ?? null,
      receipt,
    },
    {
      context: request.context ?? requestContext(request.correlationId, now),
      beforeAppend: async () => {
        await dataKeys.destroy(userId);
        await Promise.all(ownPhotos.map((sha256) => photos.delete(sha256)));
      },
      ...(progress ? { readModels: { progress, projections: HOLDING_PERSONAL_FIELDS } } : {}),
    },
  );
  const trail = await ownerLeadTrail(sql, userId);
  const delivered = trail.filter((sharing) => sharing.delivery.status === 'delivered');
  return {
    erasedAt: newEvents.length > 0 ? now.toISOString() : (newState.erasedAt ?? now.toISOString()),
    shopsNotified: new Set(delivered.map((sharing) => sharing.shopId)).size,
    sharesWithheld: trail.filter((sharing) => sharing.delivery.status === 'pending').length,
  };
}

/**
 * Where the erasure receipt goes: the owner's last address, read before their key is destroyed
 * (after, it reads as erased), and that vehicle's ZIP code, whose clock the receipt tells the
 * time on. The mail worker sends it and destroys its own key (ADR 057).
 */
async function receiptOf(sql: SqlClient, userId: string) {
  const owner = (await listOwnerVehicles(sql, userId)).at(-1)?.view.owner;
  return owner && !isErased(owner.email)
    ? { receiptId: randomUUID(), to: owner.email, zipCode: owner.zipCode }
    : undefined;
}
