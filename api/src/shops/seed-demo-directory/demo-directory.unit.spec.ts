import { milesBetween } from '../directory/geo';
import { isHighlyRated } from '../directory/shop-rating';
import { locateZip } from '../directory/zip-locations';
import { loadDemoDirectory } from './demo-directory';

const shops = loadDemoDirectory();
const metros = new Set(shops.map((shop) => shop.metro));

/** The ZIP prefixes the spec's test pages choose sample shops by (section 2, Test pages). */
const TEST_PAGE_PREFIXES = [
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '70',
  '71',
  '30',
  '31',
  '39',
  '60',
  '61',
  '62',
  '19',
  '85',
  '86',
];

describe('the demo shop directory', () => {
  it('covers the major metros', () => {
    expect(shops.length).toBeGreaterThanOrEqual(120);
    expect(metros.size).toBeGreaterThanOrEqual(40);
  });

  it('says plainly, in every listing, that the shop is not a real business', () => {
    for (const shop of shops) {
      expect(shop.demo).toBe(true);
      expect(shop.name).toMatch(/\(Demo\)$/);
      expect(shop.notes).toMatch(/^Demo shop — not a real business/);
      // 555-0100 to 555-0199 are reserved for fictional use in every area code.
      expect(shop.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
    }
  });

  it.each(TEST_PAGE_PREFIXES)('has shops in ZIP prefix %s', (prefix) => {
    expect(shops.some((shop) => shop.zip.startsWith(prefix))).toBe(true);
  });

  it('has shops outside those prefixes too (the default of the test pages)', () => {
    const other = shops.filter((shop) => !TEST_PAGE_PREFIXES.some((p) => shop.zip.startsWith(p)));
    expect(new Set(other.map((shop) => shop.metro)).size).toBeGreaterThanOrEqual(20);
  });

  it('places every shop at the location the ZIP dataset gives its ZIP code', () => {
    for (const shop of shops) {
      const zip = locateZip(shop.zip);
      expect(zip).toBeDefined();
      expect(milesBetween(zip!, shop)).toBeLessThan(0.1);
      expect(shop.address.endsWith(`, ${zip!.state} ${shop.zip}`)).toBe(true);
    }
  });

  it('gives every metro a highly rated partner and a body shop', () => {
    for (const metro of metros) {
      const partners = shops.filter((shop) => shop.metro === metro && shop.partner);
      expect(partners.some(isHighlyRated)).toBe(true);
      expect(partners.some((shop) => shop.services.includes('collision'))).toBe(true);
    }
  });
});
