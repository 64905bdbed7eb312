import { randomUUID } from 'node:crypto';
import { managedRepairReference } from '@fairwrench/contracts';
import { seedFlow } from './harness/seed-flow';
import { withSite } from './harness/with-site';

/**
 * Issue 32, item 5 (ADR 057): an owner who schedules a managed repair in the browser gets the
 * confirmation by e-mail, on the site's in-process SMTP server, with the reference the pages
 * show, the recap and what happens next.
 */
const site = withSite();

describe('the managed-repair confirmation e-mail', () => {
  it('arrives after the owner schedules the repair, with its reference, recap and next step', async () => {
    const { page, errors } = await site.newPage();
    const email = `e2e.managed.${randomUUID()}@example.com`;
    const flow = await seedFlow(page, { managed: true, vehicle: { email } });
    await page.goto('/steps/managed-repair-info');
    await page.getByLabel('Phone Number').fill('(480) 555-0199');
    await page.getByRole('checkbox', { name: /text message updates/ }).click();
    await page.getByRole('button', { name: /Preferred Repair Date/ }).click();
    await page.locator('td[data-today] button').click();
    await page.getByRole('button', { name: 'Schedule Managed Repair' }).click();
    await page.waitForURL('**/steps/confirmation/managed');

    const mail = await site.mailTo(email);
    const reference = managedRepairReference(flow.managedRepairId!);
    expect(mail.subject).toBe(`Your managed repair is scheduled (${reference})`);
    expect(mail.text).toContain('Phone:          (480) 555-0199');
    expect(mail.text).toContain('ZIP code:       85253');
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { dateStyle: 'full' }),
    );
    expect(mail.text).toContain(`Preferred date: ${today}`);
    expect(mail.text).toContain(
      'We call you to agree the shop, the time and the price before any work, or to tell you if we have no highly rated partner shop near you yet.',
    );
    errors.expectNoUncaught();
  });
});
