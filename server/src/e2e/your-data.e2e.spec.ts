import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import { withSite } from './harness/with-site';
import {
  chooseService,
  continueToServiceOptions,
  OWNER,
  reachResults,
  savedFlowState,
  storedItem,
} from './journeys/owner-steps';

/** The Your data page (right to know, right to delete), against the real /api/me calls. */
const site = withSite();

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1, name: 'Your Data' });
const leadsSection = (page: Page) =>
  main(page).getByRole('region', { name: /Shared with partner shops/ });

/**
 * An owner who walked the flow to the recommended shops and sent the first one a request
 * (ADR 059): only that shop gets their details. Answers the shop's name as the card shows it.
 */
async function ownerSentARequest(page: Page): Promise<string> {
  await reachResults(page);
  await continueToServiceOptions(page);
  await chooseService(page, 'Shop Recommendations');
  await page.waitForURL('**/steps/confirmation/recommendations');
  const card = page.locator('[data-testid="shop-card"]').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Send my request to ${name}` }).click();
  await card.getByRole('button', { name: `Send my request to ${name}` }).click();
  await card.getByRole('status').getByText(`Request sent to ${name}`, { exact: false }).waitFor();
  return name;
}

/** The request's lead is recorded before its answer: the page shows it on its first read. */
async function waitForLeadShown(page: Page): Promise<void> {
  await heading(page).waitFor();
  await main(page).getByRole('button', { name: 'Download as JSON' }).waitFor();
  await leadsSection(page).getByRole('listitem').first().waitFor();
}

describe('the Your data page', () => {
  it('is linked from the footer, next to Do Not Sell, and holds nothing for a new browser', async () => {
    const { page, errors } = await site.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('link', { name: 'Do Not Sell or Share My Personal Information' })
      .waitFor();
    await footer.getByRole('link', { name: 'Your Data' }).click();
    await page.waitForURL((url) => url.pathname === '/your-data');
    await heading(page).waitFor();
    await expect(page.title()).resolves.toBe('Your Data | FairWrench');
    await main(page).getByText('We hold no data for this browser yet').waitFor();
    await expectAccessible(page);
    errors.expectNoUncaught();
  });

  it('shows what the owner entered and the leads shared, from the confirmation page, and downloads it', async () => {
    const { page, errors } = await site.newPage();
    const shopName = await ownerSentARequest(page);
    await main(page).getByRole('link', { name: 'Your Data' }).click();
    await page.waitForURL((url) => url.pathname === '/your-data');
    await waitForLeadShown(page);

    const vehicles = main(page).getByRole('region', { name: /Vehicles and contact details/ });
    await vehicles.getByText(`${OWNER.year} ${OWNER.make} ${OWNER.model}`).waitFor();
    await vehicles.getByText(OWNER.name).waitFor();
    await vehicles.getByText(OWNER.email).waitFor();
    await main(page)
      .getByRole('region', { name: /Issues you described/ })
      .getByText(/Grinding noise/)
      .waitFor();
    await main(page)
      .getByRole('region', { name: /Analyses/ })
      .getByText(/(Most likely|Possible) cause: /)
      .waitFor();
    const lead = leadsSection(page).getByRole('listitem').first();
    // Named as the owner saw it, never by an internal id; the status in words.
    await lead.getByText(new RegExp(`^${shopName.replace(/[()]/g, '\\$&')}, `)).waitFor();
    await expect(lead.getByText(/demo-/).count()).resolves.toBe(0);
    await lead.getByText('name, e-mail, ZIP code').waitFor();
    await lead.getByText('You sent this shop a request').waitFor();
    await lead.getByText('Waiting to be sent').waitFor(); // no broker in this product
    await expectAccessible(page);

    const saved = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Download as JSON' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^fairwrench-my-data-\d{4}-\d{2}-\d{2}\.json$/);

    // Withdrawing the lead-sharing consent is recorded at once, and listed after a reload.
    const withdrawals = main(page).getByRole('region', { name: 'Withdraw a consent' });
    await withdrawals
      .getByRole('button', { name: 'Withdraw consent: sharing your details with partner shops' })
      .click();
    await withdrawals
      .getByRole('status')
      .getByText(/^Withdrawn on /)
      .waitFor();
    await page.reload();
    await heading(page).waitFor();
    await main(page)
      .getByRole('region', { name: /Consents and choices/ })
      .getByText('Consent withdrawn: sharing your details with partner shops')
      .waitFor();
    await expect(
      withdrawals.getByRole('button', { name: /sharing your details/ }).count(),
    ).resolves.toBe(0);
    await withdrawals
      .getByRole('button', { name: /texts and calls|Terms/ })
      .first()
      .waitFor();
    errors.expectNoUncaught();
  });

  it('erases everything after the owner types ERASE, says which shops are told, and forgets the browser', async () => {
    const { page, errors } = await site.newPage();
    await ownerSentARequest(page);
    await page.goto('/your-data');
    await waitForLeadShown(page);
    expect((await savedFlowState(page)).userId).toBeTruthy();

    await main(page).getByRole('button', { name: 'Delete my data...' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
    await dialog.waitFor();
    await expectAccessible(page);
    const confirmation = dialog.getByLabel('Type ERASE to confirm');
    await confirmation.fill('erase');
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    await dialog.getByText('Type ERASE in capitals to confirm').waitFor();

    // Cancel closes it and erases nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main(page).getByRole('button', { name: 'Delete my data...' }).click();
    await confirmation.fill('ERASE');
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/me') && response.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    const receipt = (await (await answered).json()) as {
      shopsNotified: number;
      sharesWithheld: number;
    };
    // Without a broker the request stayed pending: no shop received the details, so none is
    // told, and the request now never goes out.
    expect(receipt).toMatchObject({ shopsNotified: 0, sharesWithheld: 1 });

    await main(page).getByRole('heading', { name: 'Your data has been deleted' }).waitFor();
    await main(page)
      .getByText(/^Your personal details are erased/)
      .waitFor();
    await main(page)
      .getByText('No partner shop had received your details yet, so there was no one else to tell.')
      .waitFor();
    await main(page)
      .getByText('The request that was still waiting to be sent will not be sent.')
      .waitFor();
    expect((await savedFlowState(page)).userId ?? null).toBeNull();
    expect(await storedItem(page, 'localStorage', 'userInfo')).toBeNull();
    await expectAccessible(page);

    await page.reload(); // the session ended with the erasure
    await main(page).getByText('We hold no data for this browser yet').waitFor();
    errors.expectNoUncaught();
  });
});
