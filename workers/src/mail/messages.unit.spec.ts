import { ERASED, managedRepairReference } from '@fairwrench/contracts';
import {
  erasureReceipt,
  managedRepairConfirmation,
  messageIdOf,
  optOutConfirmation,
} from './messages';

const eventId = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';
const managedRepairId = '9d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

describe("the owners' messages", () => {
  it('links the opt-out confirmation to the public origin, with its expiry', () => {
    const message = optOutConfirmation({
      eventId,
      to: 'Dana@example.com',
      token: 'a'.repeat(43),
      publicOrigin: 'https://fairwrench.example',
      expiresAt: '2026-12-04T15:04:00.000Z',
    });
    expect(message).toMatchObject({
      to: 'Dana@example.com',
      subject: 'Confirm your opt-out of sale and sharing',
      messageId: messageIdOf('opt-out-confirmation', eventId),
    });
    expect(message.text).toContain(
      `\nhttps://fairwrench.example/privacy-choices/confirm?token=${'a'.repeat(43)}\n`,
    );
    expect(message.text).toContain(
      'open this link by the end of Thursday, December 3, 2026\n(it works for 7 days from your request):',
    );
  });

  it.each([
    // 04:04 on December 4 in Pago Pago: December 3 is over everywhere in the US by then.
    ['2026-12-04T15:04:00.000Z', 'Thursday, December 3, 2026'],
    // 23:30 on December 3 in Pago Pago: December 3 is not over there yet.
    ['2026-12-04T10:30:00.000Z', 'Wednesday, December 2, 2026'],
  ])(
    'gives the link expiring at %s a last day it surely works on any US clock, and no clock time',
    (expiresAt, lastDay) => {
      const message = optOutConfirmation({
        eventId,
        to: 'dana@example.com',
        token: 'a'.repeat(43),
        publicOrigin: 'https://fairwrench.example',
        expiresAt,
      });
      expect(message.text).toContain(`by the end of ${lastDay}\n`);
      expect(message.text).not.toMatch(/UTC|\d:\d\d|T\d\d:/);
    },
  );

  it('recaps the managed repair with its reference and says what happens next', () => {
    const message = managedRepairConfirmation({
      eventId,
      to: 'dana@example.com',
      change: 'scheduled',
      managedRepairId,
      preferredDate: '2026-12-04T00:00:00.000Z',
      phoneNumber: '(602) 555-0147',
      zipCode: '85004',
      contactBy: '2026-11-30T17:00:00.000Z',
    });
    const reference = managedRepairReference(managedRepairId);
    expect(message.subject).toBe(`Your managed repair is scheduled (${reference})`);
    expect(message.text).toContain(`Reference:      ${reference}`);
    expect(message.text).toContain('Preferred date: Friday, December 4, 2026');
    expect(message.text).toContain('Phone:          (602) 555-0147');
    expect(message.text).toContain('ZIP code:       85004');
    expect(message.text).toContain(
      'We call you to agree the shop, the time and the price before any work, or to tell you if we have no highly rated partner shop near you yet.',
    );
    expect(message.text).toContain('Expect our call by Monday, November 30, 2026.');
    expect(message.text).not.toContain('UTC');
  });

  it('gives the call day on the clock of the ZIP code, and says when details changed', () => {
    const message = managedRepairConfirmation({
      eventId,
      to: 'dana@example.com',
      change: 'updated',
      managedRepairId,
      preferredDate: '2026-12-04T22:00:00.000Z',
      phoneNumber: '(808) 555-0147',
      zipCode: '96813',
      // 1 AM on December 1 in New York is still November 30 in Honolulu.
      contactBy: '2026-12-01T06:00:00.000Z',
    });
    const reference = managedRepairReference(managedRepairId);
    expect(message.subject).toBe(`Your managed repair details have changed (${reference})`);
    expect(message.messageId).toBe(messageIdOf('managed-repair-update', eventId));
    expect(message.text).toMatch(/^You changed the details of your managed repair\./);
    expect(message.text).toContain('Expect our call by Monday, November 30, 2026.');
  });

  it.each([
    ['79901', 'On Friday, November 27, 2026 at 1:00 AM MST we erased'],
    ['10001', 'On Friday, November 27, 2026 at 3:00 AM EST we erased'],
    // 10 PM the evening before in Honolulu.
    ['96813', 'On Thursday, November 26, 2026 at 10:00 PM HST we erased'],
  ])("tells the erasure's time on the clock of the owner's ZIP code %s", (zipCode, when) => {
    const message = erasureReceipt({
      eventId,
      to: 'dana@example.com',
      erasedAt: '2026-11-27T08:00:00.000Z',
      source: 'owner-request',
      reference: null,
      zipCode,
    });
    expect(message.text).toContain(when);
    expect(message.text).not.toContain('UTC');
  });

  it.each([undefined, '96201', ERASED])(
    'without a ZIP code whose clock it can tell (%s), says the day of the erasure alone',
    (zipCode) => {
      const message = erasureReceipt({
        eventId,
        to: 'dana@example.com',
        erasedAt: '2026-11-27T20:00:00.000Z',
        source: 'owner-request',
        reference: null,
        zipCode,
      });
      expect(message.text).toContain('On Friday, November 27, 2026 we erased');
      expect(message.text).not.toMatch(/UTC|\d:\d\d/);
    },
  );

  it.each([
    ['owner-request', null, 'You asked for this on the Your data page.'],
    ['staff-request', 'ticket-7', 'You asked our staff for this (reference ticket-7).'],
    ['retention', null, 'You had not used FairWrench for the time'],
  ] as const)('says why the data was erased (%s)', (source, reference, why) => {
    const message = erasureReceipt({
      eventId,
      to: 'dana@example.com',
      erasedAt: '2026-11-27T08:00:00.000Z',
      source,
      reference,
      zipCode: '85004',
    });
    expect(message.subject).toBe('Your FairWrench data has been erased');
    expect(message.text).toContain('On Friday, November 27, 2026 at 1:00 AM MST we erased');
    expect(message.text).toContain(why);
  });

  it('gives each event and kind its own Message-ID, the same on every attempt', () => {
    expect(messageIdOf('erasure-receipt', eventId)).toBe(messageIdOf('erasure-receipt', eventId));
    expect(messageIdOf('erasure-receipt', eventId)).not.toBe(
      messageIdOf('opt-out-confirmation', eventId),
    );
    expect(messageIdOf('erasure-receipt', eventId)).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
  });
});
