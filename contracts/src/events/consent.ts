import { z } from 'zod';
import { CONSENT_PURPOSES } from '../consent-texts';
import { defineEvent } from './envelope';

/** `hmac-sha256:` and 64 hex digits: the keyed digest of the client's IP and user agent. */
export const CLIENT_FINGERPRINT = /^hmac-sha256:[0-9a-f]{64}$/;

/**
 * The owner consented to one purpose (ADR 025), recorded in the same append as the fact it
 * belongs to: the terms and their lead-sharing clause with the vehicle (VehicleRegistered),
 * calls and texts with the booking (ManagedRepairScheduled). It holds what an audit asks for:
 * which text, hashed as shown; on which page; when; and from which client, as a keyed digest
 * that matches the client's IP and user agent only for someone who holds the key.
 */
export const consentGivenSchema = defineEvent(
  'ConsentGiven',
  1,
  z.strictObject({
    /** Named by a withdrawal. */
    consentId: z.uuid(),
    userId: z.uuid(),
    purpose: z.enum(CONSENT_PURPOSES),
    textVersion: z.string().min(1),
    /** SHA-256 (hex) of the exact text shown (contracts/src/consent-texts.ts). */
    textSha256: z.string().regex(/^[0-9a-f]{64}$/),
    /**
     * The web app's path where the owner gave it, one of the text's pages when recorded; a
     * path, not that list, so the event still reads after the web app's pages move.
     */
    sourcePage: z.string().regex(/^\/[a-z0-9/-]{0,100}$/),
    givenAt: z.iso.datetime({ offset: true }),
    /** HMAC-SHA256 of `<ip>\n<user agent>` under a server key; never the IP itself. */
    clientFingerprint: z.string().regex(CLIENT_FINGERPRINT),
  }),
);
export type ConsentGiven = z.infer<typeof consentGivenSchema>;

/** Who withdrew a consent: the owner, in their session. */
export const CONSENT_WITHDRAWAL_SOURCES = ['owner-request'] as const;

/**
 * The owner withdrew their consent to a purpose, recorded on `data-rights-<userId>`. It ends
 * every consent to that purpose in force at the time, each named by its consent id (for a
 * consent recorded before ConsentGiven existed, the id of the event that recorded it); a
 * consent given later is not withdrawn by it. Leads already shared stay shared.
 */
export const consentWithdrawnSchema = defineEvent(
  'ConsentWithdrawn',
  1,
  z.strictObject({
    userId: z.uuid(),
    purpose: z.enum(CONSENT_PURPOSES),
    consentIds: z.array(z.uuid()).min(1),
    source: z.enum(CONSENT_WITHDRAWAL_SOURCES),
  }),
);
export type ConsentWithdrawn = z.infer<typeof consentWithdrawnSchema>;
