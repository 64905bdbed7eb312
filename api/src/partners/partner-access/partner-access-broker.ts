import type { BrokerAcl } from '@fairwrench/contracts';

/**
 * The broker side of partner access (implemented over Kafka in workers/src/kafka). Both
 * calls are idempotent, so a command retried after a crash converges.
 */
export interface PartnerAccessBroker {
  /** Creates the partner's topic, its SCRAM user with this password, and these ACLs. */
  grant(access: {
    readonly principal: string;
    readonly topic: string;
    readonly password: string;
    readonly acls: readonly BrokerAcl[];
  }): Promise<void>;
  /** Removes the partner's ACLs, user and topic. */
  revoke(access: { readonly principal: string; readonly topic: string }): Promise<void>;
}
