/** The partners read model's table: written by partners.projection.ts, read by partners.query.ts. */
export const partnersTable = 'rm_partners';

/** A partner shop's access to its leads on the broker, as last granted or revoked. */
export interface PartnerRow {
  shop_id: string;
  principal: string;
  topic: string;
  status: 'active' | 'revoked';
  granted_at: Date | string;
  granted_by: string;
  revoked_at: Date | string | null;
  version: string;
}
