import { contactMessages } from '@fairwrench/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { withSite } from './harness/with-site';
import { toast } from './journeys/owner-steps';

/** The contact form against the real POST /api/contact on the embedded database. */
const site = withSite();

const MESSAGE = {
  'Full Name': 'Dana Ruiz',
  'Email Address': 'dana@example.com',
  Subject: 'Question about my analysis',
  Message: 'The analysis mentions brake pads; does that include the rotors too?',
} as const;
const LABELS = Object.keys(MESSAGE) as (keyof typeof MESSAGE)[];

const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message|Sending/ });

async function openContact(viewport: ViewportName = 'desktop') {
  const opened = await site.newPage({ viewport });
  await opened.page.goto('/contact');
  await opened.page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  return opened;
}

async function fillMessage(page: Page): Promise<void> {
  for (const label of LABELS) await page.getByLabel(label).fill(MESSAGE[label]);
}

describe('the contact page', () => {
  it('shows every required-field message on an empty submit, and sends nothing', async () => {
    const { page, errors } = await openContact();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) calls.push(request.url());
    });
    await sendButton(page).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      contactMessages.subject,
      contactMessages.message,
    ]) {
      await page.getByText(message).waitFor();
    }
    await expect(page.getByLabel('Subject').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Email Address').getAttribute('type')).resolves.toBe('email');
    await expect(page.getByLabel('Message').getAttribute('rows')).resolves.toBe('6');
    expect(calls).toEqual([]);
    errors.expectNoUncaught();
  });

  it('sends a message, busy while sending, then thanks the owner and clears the form', async () => {
    const { page, errors } = await openContact();
    await fillMessage(page);
    const held = await holdRoute(page, '**/api/contact');
    await sendButton(page).click();
    await held.arrived;
    await expect(sendButton(page).textContent()).resolves.toBe('Sending...');
    await expect(sendButton(page).isDisabled()).resolves.toBe(true);

    const answered = page.waitForResponse('**/api/contact');
    held.release();
    await expect(answered.then((response) => response.status())).resolves.toBe(201);
    await toast(page, 'Message sent!').waitFor();
    await toast(page, "Thank you for contacting us. We'll get back to you shortly.").waitFor();
    for (const label of LABELS) await expect(page.getByLabel(label).inputValue()).resolves.toBe('');
    await expect(sendButton(page).textContent()).resolves.toBe('Send Message');
    errors.expectNoUncaught();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    const { page, errors } = await openContact();
    await fillMessage(page);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'down' }));
    await sendButton(page).click();
    await toast(page, 'There was a problem sending your message. Please try again.').waitFor();
    await expect(toast(page, 'Error').count()).resolves.toBe(1);
    await expect(page.getByLabel('Subject').inputValue()).resolves.toBe(MESSAGE.Subject);
    // react-hook-form ends its submitting state a render after the toast shows.
    await page.getByRole('button', { name: 'Send Message', disabled: false }).waitFor();
    errors.expectNoUncaught();
  });

  it('shows the other ways to get help and links to an analysis', async () => {
    const { page, errors } = await openContact();
    const main = page.getByRole('main');
    for (const text of [
      'support@fairwrench.app',
      'We respond within 24 hours',
      'Monday-Friday 9 AM-5 PM PT',
      '24/7 Expert Analysis',
    ]) {
      await main.getByText(text).first().waitFor();
    }
    await expect(
      main.getByRole('link', { name: 'start a free analysis' }).getAttribute('href'),
    ).resolves.toBe('/steps/vehicle-info');
    await main.getByRole('link', { name: 'Get Expert Analysis Now' }).click();
    await page.waitForURL((url) => url.pathname === '/steps/vehicle-info');
    errors.expectNoUncaught();
  });

  it.each(['desktop', 'mobile'] as const)(
    'has no serious or critical axe violation, errors shown (%s)',
    async (viewport) => {
      const { page } = await openContact(viewport);
      await expectAccessible(page);
      await sendButton(page).click();
      await page.getByText(contactMessages.message).waitFor();
      await expectAccessible(page);
    },
  );
});
