import { randomUUID } from 'node:crypto';
import {
  dataRightsStreamId,
  ERASED,
  managedRepairReference,
  optOutByEmailStreamId,
} from '@fairwrench/contracts';
import { newestCommitted, useCaseAdapters } from '@fairwrench/event-store/testing';
import { mailSentTable } from '@fairwrench/workers';
import { SmtpTestServer } from '@fairwrench/workers/testing';
import { createHash } from 'node:crypto';
import type { App } from 'supertest/types';
import { bookManagedRepair, ownerWithIssue, sampleVehicleInfo } from './testing/owner-flow';
import { startProductWithShops, type ProductUnderTest } from './testing/product-under-test';
import request from './testing/same-origin-request';

const PUBLIC_ORIGIN = 'http://fairwrench.example:3000';
const preferredDate = '2026-12-04T00:00:00.000Z';

/**
 * Owners' messages on the whole product, through a real SMTP server in this process (ADR
 * 057): the managed-repair confirmation and the erasure receipt arrive with their content, and
 * a mail server outage delays a message without losing or doubling it.
 */
describe.each(useCaseAdapters())('e-mail to owners on %s', (adapter) => {
  const smtp = new SmtpTestServer();
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    await smtp.start();
    sut = await startProductWithShops(adapter, { smtpUrl: smtp.url, publicOrigin: PUBLIC_ORIGIN });
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(async () => {
    await sut?.close();
    await smtp.stop();
  });

  const mailWorker = () => sut.product.workers!.subscriptions.get('mail')!;
  /** Resolves once the mail worker has handled everything in the log so far. */
  const mailCaughtUp = async () => mailWorker().reached(await newestCommitted(sut.database.client));
  const sentRows = (kind: string) =>
    sut.database.client.query<{ message_id: string; outcome: string }>(
      `select message_id, outcome from ${mailSentTable} where kind = $1`,
      [kind],
    );
  const newOwner = (email: string) =>
    ownerWithIssue(http, undefined, { ...sampleVehicleInfo, email });

  const contactDetails = {
    phoneNumber: '(602) 555-0147',
    smsOptIn: true,
    preferredDate,
    vehicleZipCode: '85004',
  };
  const reschedule = (
    owner: { cookie: string; managedRepairId: string },
    change: Partial<typeof contactDetails> = {},
  ) =>
    request(http)
      .patch(`/api/managed-repairs/${owner.managedRepairId}`)
      .set('Cookie', owner.cookie)
      .send({ ...contactDetails, ...change })
      .expect(200);

  async function ownerWithBooking(email: string) {
    const owner = await newOwner(email);
    const managedRepairId = await bookManagedRepair(http, owner, contactDetails);
    return { ...owner, managedRepairId };
  }

  it('sends the owner the managed-repair confirmation: reference, recap and what happens next', async () => {
    const email = `morgan.${randomUUID()}@example.com`;
    const { managedRepairId, cookie } = await ownerWithBooking(email);

    const mail = await smtp.messageTo(email);
    const reference = managedRepairReference(managedRepairId);
    expect(mail.from).toBe('no-reply@fairwrench.test');
    expect(mail.subject).toBe(`Your managed repair is scheduled (${reference})`);
    expect(mail.text).toContain(`Reference:      ${reference}`);
    expect(mail.text).toContain('Preferred date: Friday, December 4, 2026');
    expect(mail.text).toContain('Phone:          (602) 555-0147');
    expect(mail.text).toContain('ZIP code:       85004');
    expect(mail.text).toContain(
      'We call you to agree the shop, the time and the price before any work, or to tell you if we have no highly rated partner shop near you yet.',
    );
    // By the same time the confirmation page gives (GET …/confirmation's contactBy).
    const page = await request(http)
      .get(`/api/managed-repairs/${managedRepairId}/confirmation`)
      .set('Cookie', cookie)
      .expect(200);
    const contactBy = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeZone: 'America/Phoenix',
    }).format(new Date(page.body.contactBy as string));
    expect(mail.text).toContain(`Expect our call by ${contactBy}.`);
    await mailCaughtUp();
    expect(await sentRows('managed-repair-confirmation')).toContainEqual({
      message_id: mail.messageId,
      outcome: 'sent',
    });
  });

  it('sends "scheduled" once per repair, then "changed" only when a detail the owner reads changed', async () => {
    const email = `riley.${randomUUID()}@example.com`;
    const owner = await ownerWithBooking(email);
    await reschedule(owner);
    await reschedule(owner, { phoneNumber: '602-555-0147' }); // the same number, typed otherwise
    await reschedule(owner, { vehicleZipCode: '85253' });
    await mailCaughtUp();

    const reference = managedRepairReference(owner.managedRepairId);
    expect(smtp.allTo(email).map((mail) => mail.subject)).toEqual([
      `Your managed repair is scheduled (${reference})`,
      `Your managed repair details have changed (${reference})`,
    ]);
    expect(smtp.allTo(email)[1]!.text).toContain('ZIP code:       85253');
  });

  it('sends the erasure receipt to the address the owner had, then keeps no copy of it', async () => {
    const email = `erin.${randomUUID()}@example.com`;
    // El Paso: Texas, but on Mountain time.
    const owner = await ownerWithIssue(http, undefined, {
      ...sampleVehicleInfo,
      email,
      zipCode: '79901',
    });
    await request(http)
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ confirm: 'ERASE' })
      .expect(200);

    const receipt = await smtp.messageTo(email);
    expect(receipt.subject).toBe('Your FairWrench data has been erased');
    expect(receipt.text).toContain('You asked for this on the Your data page.');
    expect(receipt.text).toContain('Any partner shop that received your details');
    await mailCaughtUp();
    const [erased] = await sut.database.store.readStream(dataRightsStreamId(owner.userId));
    expect(erased!.type).toBe('OwnerErased');
    // When it was erased, on the owner's clock: El Paso's, its zone named, never UTC.
    const erasedAt = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeZone: 'America/Denver',
    }).format(new Date(erased!.metadata.occurredAt));
    expect(receipt.text).toMatch(
      new RegExp(`^On ${erasedAt} at \\d{1,2}:\\d\\d [AP]M M[SD]T we erased`),
    );
    expect(receipt.text).not.toContain('UTC');
    // The receipt's own key is destroyed once it is sent: the address and ZIP code read as erased.
    expect((erased!.data as { receipt: unknown }).receipt).toMatchObject({
      to: ERASED,
      zipCode: ERASED,
    });
    expect(smtp.allTo(email)).toHaveLength(1);
  });

  it('records a message the server refuses for good (550) as rejected, does not retry it, and goes on', async () => {
    const refused = `no.such.mailbox.${randomUUID()}@example.com`;
    smtp.refuse(refused);
    const rejectedBefore = (await sentRows('opt-out-confirmation')).filter(
      (row) => row.outcome === 'rejected',
    ).length;
    await request(http)
      .post('/api/privacy-choices/opt-out-by-email')
      .send({ email: refused })
      .expect(201);
    const next = `next.${randomUUID()}@example.com`;
    await request(http)
      .post('/api/privacy-choices/opt-out-by-email')
      .send({ email: next })
      .expect(201);

    await smtp.messageTo(next);
    await mailCaughtUp();
    const rejected = (await sentRows('opt-out-confirmation')).filter(
      (row) => row.outcome === 'rejected',
    );
    expect(rejected).toHaveLength(rejectedBefore + 1);
    expect(smtp.allTo(refused)).toEqual([]);
    expect(mailWorker().status.failingSince).toBeUndefined();
  });

  it('holds a message through a mail server outage and delivers it once the server is back, once', async () => {
    const email = `outage.${randomUUID()}@example.com`;
    await smtp.stop();
    const failuresBefore = await failures(sut);
    await request(http).post('/api/privacy-choices/opt-out-by-email').send({ email }).expect(201);
    // The API answered without the mail server; the worker fails and retries with back-off.
    await until(async () => (await failures(sut)) > failuresBefore);
    expect(mailWorker().status.failingSince).toBeDefined();
    expect(smtp.allTo(email)).toEqual([]);

    await smtp.start();
    const mail = await smtp.messageTo(email, 40_000);
    expect(mail.subject).toBe('Confirm your opt-out of sale and sharing');
    // No ZIP code is known for whoever typed the address: a day in words, no UTC clock time.
    expect(mail.text).toMatch(
      /open this link by the end of \w+day, \w+ \d{1,2}, \d{4}\n\(it works for 7 days from your request\):/,
    );
    expect(mail.text).not.toContain('UTC');
    const link =
      /http:\/\/fairwrench\.example:3000\/privacy-choices\/confirm\?token=([\w-]{43})/.exec(
        mail.text,
      );
    expect(link).not.toBeNull();
    await mailCaughtUp();
    await until(() => Promise.resolve(mailWorker().status.failingSince === undefined));
    expect(smtp.allTo(email)).toHaveLength(1);
    expect(
      (await sentRows('opt-out-confirmation')).filter((row) => row.message_id === mail.messageId),
    ).toEqual([{ message_id: mail.messageId, outcome: 'sent' }]);
    // Sent, the link's token and the address are gone from the log: their key is destroyed.
    const hash = createHash('sha256').update(link![1]!).digest('hex');
    const [requested] = await sut.database.store.readStream(optOutByEmailStreamId(hash));
    expect((requested!.data as { mail: unknown }).mail).toEqual({ to: ERASED, token: ERASED });
  });
});

/** fairwrench_subscription_failures_total for the mail worker. */
async function failures(sut: ProductUnderTest): Promise<number> {
  const metric = await sut.product.metrics.subscriptionFailures.get();
  return metric.values
    .filter((value) => value.labels.subscription === 'mail')
    .reduce((sum, value) => sum + value.value, 0);
}

/** Polls `condition` (no fixed sleep: it returns as soon as the condition holds). */
async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
