import { DEFAULT_TEST_ZIP_CODES } from '@fairwrench/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SampleShopsPanel } from './sample-shops-panel';

/**
 * The sample shop pages' panel, as /test-regional-shops (pick "all") and /test-better-shops
 * (pick "better") show it: the shops are chosen in the browser, and no call is made.
 */
async function searchSampleShops(pick: 'all' | 'better', zipCode: string) {
  render(<SampleShopsPanel pick={pick} defaultZip={DEFAULT_TEST_ZIP_CODES.shops} />);
  const zip = screen.getByLabelText('ZIP Code');
  await userEvent.clear(zip);
  await userEvent.type(zip, zipCode);
  await userEvent.click(screen.getByRole('button', { name: 'Search Shops' }));
}

const cards = () => screen.getAllByTestId('shop-card');

describe('the sample shops panel', () => {
  const realFetch = globalThis.fetch;
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    globalThis.fetch = fetchSpy;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows the New York sample shops for 10001 without a call (/test-regional-shops)', async () => {
    await searchSampleShops('all', '10001');
    expect(screen.getByTestId('sample-region').textContent).toContain('New York');
    const names = cards().map((card) => card.querySelector('h3')!.textContent!);
    expect(names).toHaveLength(4);
    for (const name of names) expect(name).toMatch(/\(Sample\)$/);
    const addresses = cards().map(
      (card) => card.querySelector('.shop-card__address')!.textContent!,
    );
    expect(addresses).toHaveLength(4);
    for (const address of addresses) expect(address).toMatch(/, New York, NY 1\d{4}$/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps only shops rated 4.5 and up, best first, without a call (/test-better-shops)', async () => {
    await searchSampleShops('better', '10001');
    const ratings = cards().map((card) =>
      Number(card.querySelector('.shop-card__rating strong')!.textContent),
    );
    expect(ratings).toEqual([4.9, 4.7, 4.5]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
