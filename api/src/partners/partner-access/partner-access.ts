import { randomBytes, randomUUID } from 'node:crypto';
import {
  partnerAccessStreamId,
  partnerAcls,
  partnerPrincipal,
  partnerTopic,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { findShopsById } from '@fairwrench/projections/shops/shops.query';
import type { CommandContext } from '@fairwrench/domain';
import { handleCommand } from '@fairwrench/domain';
import type { PartnerAccessBroker } from './partner-access-broker';
import { partnerAccessDecider } from '@fairwrench/domain';

export interface PartnerAccessDeps {
  readonly store: EventStore;
  readonly sql: SqlClient;
  readonly broker: PartnerAccessBroker;
}

/** Which shop, and the operator who changed its access (recorded on the event). */
interface PartnerAccessChange {
  readonly shopId: string;
  readonly by: string;
}

const operatorContext = (): CommandContext => ({
  correlationId: randomUUID(),
  causationId: null,
  now: new Date(),
  newId: randomUUID,
});

/**
 * Gives a partner shop its own user, topic and ACLs on the broker, then records it; the
 * broker is changed first, so a recorded grant is always a real one. The password is returned
 * once, to hand to the shop out of band (Kafka keeps only a salted hash). Undefined when the
 * shop already had access.
 */
export async function grantPartnerAccess(
  deps: PartnerAccessDeps,
  input: PartnerAccessChange,
): Promise<{ principal: string; topic: string; password: string } | undefined> {
  const { shopId, by } = input;
  const [listed] = await findShopsById(deps.sql, [shopId]);
  const password = randomBytes(24).toString('base64url');
  const principal = partnerPrincipal(shopId);
  const topic = partnerTopic(shopId);
  const { newEvents } = await handleCommand(
    deps.store,
    partnerAccessStreamId(shopId),
    partnerAccessDecider,
    { type: 'GrantPartnerAccess', shopId, listedAsPartner: listed?.partner === true, by },
    {
      context: operatorContext(),
      beforeAppend: () =>
        deps.broker.grant({ principal, topic, password, acls: partnerAcls(shopId) }),
    },
  );
  return newEvents.length > 0 ? { principal, topic, password } : undefined;
}

/** Takes the partner's user, ACLs and topic off the broker, then records it. */
export async function revokePartnerAccess(
  deps: PartnerAccessDeps,
  input: PartnerAccessChange,
): Promise<boolean> {
  const { shopId, by } = input;
  const { newEvents } = await handleCommand(
    deps.store,
    partnerAccessStreamId(shopId),
    partnerAccessDecider,
    { type: 'RevokePartnerAccess', shopId, by },
    {
      context: operatorContext(),
      beforeAppend: () =>
        deps.broker.revoke({ principal: partnerPrincipal(shopId), topic: partnerTopic(shopId) }),
    },
  );
  return newEvents.length > 0;
}
