import type { Shop } from '@fairwrench/contracts';

/** One partner shop as the shop list shows it, for component specs. */
export const sampleShop: Shop = {
  id: 'demo-phx-01',
  name: 'Desert Auto Care',
  address: '100 W Main St, Phoenix, AZ 85004',
  distanceInMiles: 2.4,
  rating: 4.8,
  reviewCount: 210,
  phone: '(602) 555-0100',
  hours: 'Mon-Fri 8-6',
};
