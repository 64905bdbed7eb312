import type { Shop } from '@fairwrench/contracts';
import type { ReactNode } from 'react';
import { formatOneDecimal } from '../lib/format';
import { Button } from './ui/button';
import './shop-card.css';

/** A maps search for the shop's name and address (section 7), opened in a new tab. */
export function directionsUrl(shop: Pick<Shop, 'name' | 'address'>): string {
  const query = encodeURIComponent(`${shop.name}, ${shop.address}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** `tel:` link for a phone number as the shop writes it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * One shop: name, address, distance and rating to one decimal, reviews, phone, hours; and,
 * where the page offers one, what the owner can do with it (`action`).
 */
export function ShopCard({
  shop,
  headingLevel = 3,
  action,
}: {
  shop: Shop;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="shop-card" data-testid="shop-card">
      <div className="shop-card__head">
        <Heading className="shop-card__name">{shop.name}</Heading>
        <span className="shop-card__distance">{formatOneDecimal(shop.distanceInMiles)} miles</span>
      </div>
      <p className="shop-card__address">{shop.address}</p>
      <p className="shop-card__rating">
        <span aria-hidden="true" className="shop-card__star">
          ★
        </span>{' '}
        <strong>{formatOneDecimal(shop.rating)}</strong>{' '}
        <span className="muted">({shop.reviewCount.toLocaleString('en-US')} reviews)</span>
      </p>
      <dl className="shop-card__details">
        <div>
          <dt>Phone</dt>
          <dd>{shop.phone ? <a href={telHref(shop.phone)}>{shop.phone}</a> : 'Not listed'}</dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{shop.hours || 'Not listed'}</dd>
        </div>
      </dl>
      <Button asChild variant="outline" size="sm">
        <a href={directionsUrl(shop)} target="_blank" rel="noopener noreferrer">
          Get Directions<span className="sr-only"> to {shop.name} (opens in a new tab)</span>
        </a>
      </Button>
      {action}
    </article>
  );
}

/** Shops as a list of cards; the key falls back to position, name and address (map results). */
export function ShopList({
  shops,
  label,
  actionFor,
}: {
  shops: readonly Shop[];
  label?: string;
  actionFor?: (shop: Shop) => ReactNode;
}) {
  return (
    <ul className="shop-list" aria-label={label}>
      {shops.map((shop, index) => (
        <li key={shop.id ?? `${index}|${shop.name}|${shop.address}`}>
          <ShopCard shop={shop} action={actionFor?.(shop)} />
        </li>
      ))}
    </ul>
  );
}
