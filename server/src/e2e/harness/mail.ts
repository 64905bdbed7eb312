import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReceivedMail } from '@fairwrench/workers/testing';

/** Where the shared site's SMTP server writes what it receives (shared-site.ts). */
export const SHARED_MAIL_DIRECTORY = 'E2E_MAIL_DIRECTORY';

/**
 * The first message to `address` that the site's in-process SMTP server received (ADR 057),
 * waiting for it: the server runs in jest's globalSetup, so spec files read its directory.
 */
export async function mailIn(
  directory: string,
  address: string,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const wanted = address.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of (await readdir(directory)).sort()) {
      const mail = JSON.parse(await readFile(join(directory, name), 'utf8')) as ReceivedMail;
      if (mail.to.some((to) => to.toLowerCase() === wanted)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
