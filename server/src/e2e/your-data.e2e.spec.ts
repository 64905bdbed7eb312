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

/** An owner who walked the flow to the recommended shops: leads go to those shops. */
async function ownerShownShops(page: Page): Promise<void> {
  await reachResults(page);
  await continueToServiceOptions(page);
  await chooseService(page, 'Shop Recommendations');
  await page.waitForURL('**/steps/confirmation/recommendations');
}

/**
 * The lead policy shares leads after the shops were shown, on its own schedule; the page reads
 * once per visit, so it is reloaded until the first sharing shows (each reload is progress).
 */
async function waitForLeadShown(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    await heading(page).waitFor();
    await main(page).getByRole('button', { name: 'Download as JSON' }).waitFor();
    if (
      (await leadsSection(page)
        .getByText(/^Shared with /)
        .count()) > 0
    )
      return;
    await page.reload();
  }
  throw new Error('No lead shown on the Your data page');
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
    await ownerShownShops(page);
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
    await lead.getByText(/^Shared with demo-/).waitFor();
    await lead.getByText('name, e-mail, ZIP code').waitFor();
    await lead.getByText('Not delivered yet').waitFor(); // no broker in this product
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
    await ownerShownShops(page);
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
    const receipt = (await (await answered).json()) as { shopsNotified: number };
    // Without a broker the leads stayed pending: no shop received the details, so none is told.
    expect(receipt.shopsNotified).toBe(0);

    await main(page).getByRole('heading', { name: 'Your data has been deleted' }).waitFor();
    await main(page)
      .getByText(/^Your personal details are erased/)
      .waitFor();
    await main(page)
      .getByText('No partner shop had received your details, so there was no one else to tell.')
      .waitFor();
    expect((await savedFlowState(page)).userId ?? null).toBeNull();
    expect(await storedItem(page, 'localStorage', 'userInfo')).toBeNull();
    await expectAccessible(page);

    await page.reload(); // the session ended with the erasure
    await main(page).getByText('We hold no data for this browser yet').waitFor();
    errors.expectNoUncaught();
  });
});
