import { ERASURE_CONFIRMATION, type ErasureReceipt } from '@fairwrench/contracts';

/** The word the owner types to confirm, as the API checks it: exactly, in capitals. */
export function isErasureConfirmed(typed: string): boolean {
  return typed.trim() === ERASURE_CONFIRMATION;
}

/** What the page says once the erasure is recorded. */
export function erasureSummary(receipt: ErasureReceipt): string[] {
  const shops = receipt.shopsNotified;
  const withheld = receipt.sharesWithheld;
  const told =
    shops === 0
      ? `No partner shop had received your details${withheld > 0 ? ' yet' : ''}, so there was no one else to tell.`
      : `We are telling the ${shops === 1 ? 'partner shop' : `${shops} partner shops`} that received your details to delete ${shops === 1 ? 'them' : 'what each received'}.`;
  // Decided but never delivered: counted apart, so a pending request is not called received.
  const stopped =
    withheld === 0
      ? []
      : [
          `${withheld === 1 ? 'The request that was' : `The ${withheld} requests that were`} still waiting to be sent will not be sent.`,
        ];
  return [
    'Your personal details are erased: your name, e-mail, phone number, descriptions and photos can no longer be read by anyone, including us.',
    told,
    ...stopped,
    'This browser no longer has a session with us, and the details it kept for the forms are cleared.',
  ];
}
