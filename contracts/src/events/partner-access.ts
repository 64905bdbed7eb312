import { z } from 'zod';
import { defineEvent } from './envelope';

/** A partner shop's id, as in the directory: also part of its topic and user names. */
const shopId = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** One ACL granted on the broker, as Kafka names its parts. */
export const brokerAclSchema = z.strictObject({
  resourceType: z.enum(['topic', 'group', 'cluster']),
  patternType: z.enum(['literal', 'prefixed']),
  resourceName: z.string().min(1),
  operation: z.enum(['read', 'write', 'describe', 'idempotent-write']),
});
export type BrokerAcl = z.infer<typeof brokerAclSchema>;

/**
 * A partner shop was given access to its own leads on the broker: a user of its own, its
 * topic and the ACLs that let that user read only that topic. Recorded by `npm run partners`.
 */
export const partnerAccessGrantedSchema = defineEvent(
  'PartnerAccessGranted',
  1,
  z.strictObject({
    shopId,
    principal: z.string().min(1),
    topic: z.string().min(1),
    acls: z.array(brokerAclSchema),
    /** Who ran the command (an operator's name or the OS user). */
    grantedBy: z.string().min(1),
  }),
);
export type PartnerAccessGranted = z.infer<typeof partnerAccessGrantedSchema>;

/** The partner's user, ACLs and topic were removed; leads to it are parked from now on. */
export const partnerAccessRevokedSchema = defineEvent(
  'PartnerAccessRevoked',
  1,
  z.strictObject({
    shopId,
    principal: z.string().min(1),
    topic: z.string().min(1),
    revokedBy: z.string().min(1),
  }),
);
export type PartnerAccessRevoked = z.infer<typeof partnerAccessRevokedSchema>;
