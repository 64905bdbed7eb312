import type { Shop, ShopService } from '@fairwrench/contracts';
import type { GeoPoint } from './geo';

/** A shop as the directory read model holds it. */
export interface ListedShop extends GeoPoint {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly zip: string;
  readonly phone: string;
  readonly hours: string;
  /** The shop's average review rating, 0 to 5, as listed. */
  readonly rating: number;
  readonly reviewCount: number;
  readonly services: readonly ShopService[];
  readonly partner: boolean;
  readonly metro: string;
}

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
