import {
  listShopDecider,
  type ListShop,
  type ShopListing,
  type Unstamped,
} from '@fairwrench/domain';
import { deciderSpecification } from '@fairwrench/domain/testing';
import { loadDemoDirectory } from './demo-directory';

const spec = deciderSpecification(listShopDecider);

const [listing] = loadDemoDirectory() as [ShopListing];
const command: ListShop = { type: 'ListShop', listing };
const listed = (data: ShopListing): Unstamped<'PartnerShopListed'> => ({
  type: 'PartnerShopListed',
  schemaVersion: 1,
  data,
});

describe('list a shop', () => {
  it('given an unlisted shop, records its listing', () => {
    spec
      .given([])
      .when(command)
      .then([listed(listing)]);
  });

  it('given the same listing, records nothing', () => {
    spec
      .given([listed(listing)])
      .when(command)
      .thenNothing();
  });

  it('given the same listing with its keys in another order, records nothing', () => {
    const reordered = Object.fromEntries(Object.entries(listing).reverse()) as ShopListing;
    spec
      .given([listed(listing)])
      .when({ ...command, listing: reordered })
      .thenNothing();
  });

  it('given a changed listing, records the change', () => {
    const changed = { ...listing, rating: 4.1 };
    spec
      .given([listed(listing)])
      .when({ ...command, listing: changed })
      .then([listed(changed)]);
  });

  it('given a listing changed and later restored, records the restored one again', () => {
    spec
      .given([listed(listing), listed({ ...listing, rating: 4.1 })])
      .when(command)
      .then([listed(listing)]);
  });
});
