/** The version of /terms-conditions an owner accepts; recorded with every consent. */
export const CURRENT_TERMS_VERSION = '2026-11-01';
