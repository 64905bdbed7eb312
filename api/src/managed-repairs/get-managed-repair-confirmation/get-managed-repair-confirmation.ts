import {
  managedRepairReference,
  contactByOf,
  shopCity,
  type ManagedRepairConfirmation,
} from '@fairwrench/contracts';
import type { SqlClient } from '@fairwrench/event-store';
import { ownerLeadTrail } from '@fairwrench/projections/lead-trail/owner-lead-trail.query';
import { findManagedRepair } from '@fairwrench/projections/managed-repairs/managed-repairs.query';
import { findShopsById } from '@fairwrench/projections/shops/shops.query';
import { highlyRatedShops } from '../../shops/directory/highly-rated-shops';

/**
 * What the owner is told once a managed repair is booked: its reference, the recap, the shop
 * the booking went to (from the lead trail, once the lead is decided) or whether we have a
 * partner near enough to choose one at all, and when we call.
 * Undefined when the repair is not the owner's or not scheduled yet.
 */
export async function getManagedRepairConfirmation(
  deps: { readonly sql: SqlClient },
  input: { readonly managedRepairId: string; readonly ownerId: string },
): Promise<ManagedRepairConfirmation | undefined> {
  const { sql } = deps;
  const view = await findManagedRepair(
    sql,
    { managedRepairId: input.managedRepairId },
    input.ownerId,
  );
  if (view?.status !== 'scheduled') return undefined;
  const booked = (await ownerLeadTrail(sql, input.ownerId)).find(
    (sharing) => sharing.issueId === view.issueId && sharing.reason === 'managed-repair',
  );
  const [shop] = booked ? await findShopsById(sql, [booked.shopId]) : [];
  const partnerNearby =
    shop !== undefined ||
    (await highlyRatedShops(sql, view.vehicleZipCode, undefined, 1)).length > 0;
  return {
    managedRepairId: view.managedRepairId,
    reference: managedRepairReference(view.managedRepairId),
    preferredDate: view.preferredDate,
    phoneNumber: view.phoneNumber,
    vehicleZipCode: view.vehicleZipCode,
    scheduledAt: view.scheduledAt,
    shop: shop ? { name: shop.name, city: shopCity(shop.address), phone: shop.phone } : null,
    partnerNearby,
    contactBy: contactByOf(new Date(view.scheduledAt), view.preferredDate).toISOString(),
  };
}
