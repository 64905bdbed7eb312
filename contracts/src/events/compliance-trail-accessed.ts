import { z } from 'zod';
import { defineEvent } from './envelope';

/** Where a trail was read: `GET /api/compliance/...` or `npm run compliance`. */
export const COMPLIANCE_ACCESS_CHANNELS = ['api', 'cli'] as const;
export type ComplianceAccessChannel = (typeof COMPLIANCE_ACCESS_CHANNELS)[number];

/** The trails compliance staff can read. */
export const COMPLIANCE_TRAILS = ['leads'] as const;

/**
 * Somebody read a compliance trail. Who received an owner's data is itself personal data, so
 * every read is kept: by whom, with which filters (null: not filtered), and how many rows it
 * answered. `who` never holds a secret: for the API it is a prefix of the token's SHA-256
 * (`sha256:...`), for the command line the operating-system user.
 */
export const complianceTrailAccessedSchema = defineEvent(
  'ComplianceTrailAccessed',
  1,
  z.strictObject({
    accessId: z.uuid(),
    trail: z.enum(COMPLIANCE_TRAILS),
    via: z.enum(COMPLIANCE_ACCESS_CHANNELS),
    who: z.string().min(1).max(200),
    filters: z.strictObject({
      ownerId: z.uuid().nullable(),
      shopId: z.string().min(1).nullable(),
      from: z.iso.datetime({ offset: true }).nullable(),
      to: z.iso.datetime({ offset: true }).nullable(),
      cursor: z.string().min(1).nullable(),
      limit: z.int().positive(),
    }),
    rowsReturned: z.int().nonnegative(),
  }),
);
export type ComplianceTrailAccessed = z.infer<typeof complianceTrailAccessedSchema>;
