import type { Shop } from '@fairwrench/contracts';
import type { ListedShop } from '@fairwrench/projections/shops/shops.query';

/** A shop as the directory read model holds it (projections/src/shops). */
export type { ListedShop };

/** A listed shop at a known distance from the owner. */
export interface RankedShop extends ListedShop {
  readonly distanceInMiles: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The owner's view of a shop: distance and rating to one decimal (spec section 9). */
export function toShopView(shop: RankedShop): Shop {
  return {
    id: shop.id,
    name: shop.name,
    address: shop.address,
    distanceInMiles: oneDecimal(shop.distanceInMiles),
    rating: oneDecimal(shop.rating),
    reviewCount: shop.reviewCount,
    phone: shop.phone,
    hours: shop.hours,
  };
}
