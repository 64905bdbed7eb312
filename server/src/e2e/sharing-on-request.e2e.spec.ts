import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import { withSite } from './harness/with-site';
import { chooseService, continueToServiceOptions, reachResults } from './journeys/owner-steps';

/**
 * Issue 32 / ADR 059: both paths, and what the owner's details did along each. Nothing reaches a
 * shop by viewing a page; a shop gets the details when the owner sends it a request, or when the
 * owner books a managed repair (that one shop). What was shared is read as the owner reads it,
 * from their own GET /api/me/data, which lists exactly the compliance trail.
 */
const site = withSite();

interface Shared {
  readonly shopId: string;
  readonly reason: string;
}

/** The leads the session's owner has been told about, from inside the page (its cookie). */
const leadsShared = (page: Page): Promise<Shared[]> =>
  page.evaluate(async () => {
    const response = await fetch('/api/me/data');
    return ((await response.json()) as { leadsShared: Shared[] }).leadsShared;
  });

/** The lead policy books the shop from its own subscription: read again until it has. */
async function untilBooked(page: Page): Promise<Shared[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const leads = await leadsShared(page);
    if (leads.some((lead) => lead.reason === 'managed-repair')) return leads;
    await page.waitForTimeout(100);
  }
  throw new Error('The managed repair was never booked with a shop');
}

describe('sharing on the owner’s decision', () => {
  it('shares nothing while the owner looks at the shops, then only with the shop they send a request to', async () => {
    const { page, errors } = await site.newPage();
    await reachResults(page);
    await continueToServiceOptions(page);
    expect(await leadsShared(page)).toEqual([]);
    await chooseService(page, 'Shop Recommendations');
    await page.waitForURL('**/steps/confirmation/recommendations');
    const cards = page.locator('[data-testid="shop-card"]');
    await cards.first().waitFor();
    await page.getByText('None of these shops has your details.', { exact: false }).waitFor();
    expect(await leadsShared(page)).toEqual([]);

    const second = cards.nth(1);
    const name = (await second.getByRole('heading').textContent())!.trim();
    await second.getByRole('button', { name: `Send my request to ${name}` }).click();
    const panel = second.getByRole('group', { name: `Send your request to ${name}?` });
    await panel.getByText('your e-mail address').waitFor();
    await expectAccessible(page);
    expect(await leadsShared(page)).toEqual([]); // the panel asks; it has not sent

    await panel.getByRole('button', { name: `Send my request to ${name}` }).click();
    await second
      .getByRole('status')
      .getByText(`Request sent to ${name}`, { exact: false })
      .waitFor();
    const leads = await leadsShared(page);
    expect(leads.map((lead) => lead.reason)).toEqual(['recommendation']);
    expect(await cards.count()).toBeGreaterThan(1); // the other shops on the list got nothing
    errors.expectNoUncaught();
  });

  it('books one shop for a managed repair, and the confirmation gives its reference, recap and next step', async () => {
    const { page, errors } = await site.newPage();
    await reachResults(page);
    await continueToServiceOptions(page);
    await chooseService(page, 'Managed Repair');
    await page.getByRole('heading', { level: 1, name: 'Schedule Your Managed Repair' }).waitFor();
    await page.getByLabel('Phone Number').fill('(480) 555-0199');
    await page.getByRole('checkbox', { name: /text message updates/ }).click();
    await page.getByRole('button', { name: /Preferred Repair Date/ }).click();
    await page.locator('td[data-today] button').click();
    await page.getByRole('button', { name: 'Schedule Managed Repair' }).click();
    await page.waitForURL('**/steps/confirmation/managed');

    const booking = page.getByRole('region', { name: 'Your booking' });
    await booking.getByText(/^FW-[0-9A-Z]{4}-[0-9A-Z]{4}$/).waitFor();
    await booking.getByText('(480) 555-0199', { exact: true }).waitFor();
    await booking.getByText('85253', { exact: true }).waitFor();
    await booking.getByText(/^We call you at \(480\) 555-0199 by \w+day, /).waitFor();
    // The managed page no longer reads a list of shops it does not show.
    await expect(page.locator('[data-testid="shop-card"]').count()).resolves.toBe(0);

    const leads = await untilBooked(page);
    expect(leads.map((lead) => lead.reason)).toEqual(['managed-repair']); // one shop, no others
    await page.reload();
    await booking.getByText(/^FW-/).waitFor();
    await expect(
      booking.getByText('We are choosing a highly rated partner shop near you').count(),
    ).resolves.toBe(0);
    await expectAccessible(page);
    errors.expectNoUncaught();
  });
});
