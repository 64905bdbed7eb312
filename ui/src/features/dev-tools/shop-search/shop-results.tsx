import type { Shop } from '@fairwrench/contracts';
import { ShopCard } from '../../../components/shop-card';

/** A found list of shops as cards; the key falls back to name and address (map results). */
export function ShopResults({ shops }: { shops: readonly Shop[] }) {
  return (
    <ul className="shop-list" aria-label={`${shops.length} shops`}>
      {shops.map((shop) => (
        <li key={shop.id ?? `${shop.name}|${shop.address}`}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
