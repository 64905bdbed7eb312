import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { seedDemoShops } from '@fairwrench/api';
import { SmtpTestServer } from '@fairwrench/workers/testing';
import { UI_DIST } from '../../static-ui';
import { startProductUnderTest, type ProductUnderTest } from '../../testing/product-under-test';

export interface Site {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly baseUrl: string;
  /** Where the site's in-process SMTP server writes each message it receives (mail.ts). */
  readonly mailDirectory: string;
  close(): Promise<void>;
}

/** The pages are whatever the last UI build produced; a missing build must not look like a bug. */
function requireBuiltUi(directory: string): void {
  if (!existsSync(join(directory, 'index.html'))) {
    throw new Error(
      `No built web app at ${directory}/index.html: run npm run build first (or npm run build -w ui).`,
    );
  }
}

/** Shop pages and recommendations need the demo directory that `npm start` seeds too. */
async function seedShopDirectory(underTest: ProductUnderTest): Promise<void> {
  const seeded = await seedDemoShops(underTest.database.store);
  const caughtUp = await underTest.product.runner?.waitFor(seeded.position, ['shops'], 10_000);
  if (!caughtUp) throw new Error('The shops read model did not catch up with the demo directory');
}

/**
 * The whole product, as `npm start` serves it, on a fresh in-memory PGlite database and a free
 * port, so several spec files can each run their own site at once.
 */
export async function startSite(uiDirectory: string = UI_DIST): Promise<Site> {
  requireBuiltUi(uiDirectory);
  const mailDirectory = mkdtempSync(join(tmpdir(), 'fw-e2e-mail-'));
  const smtp = await new SmtpTestServer({ directory: mailDirectory }).start();
  const underTest = await startProductUnderTest('pglite', undefined, {
    uiDirectory,
    smtpUrl: smtp.url,
  }).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  const close = async () => {
    await underTest.close();
    await smtp.stop();
  };
  try {
    await seedShopDirectory(underTest);
    await underTest.product.app.listen(0, '127.0.0.1');
  } catch (error) {
    await close();
    throw error;
  }
  const address = underTest.product.app.getHttpServer().address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${address.port}`, mailDirectory, close };
}
