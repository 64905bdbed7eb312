import type { Page } from 'playwright-core';
import { seedFlow } from './harness/seed-flow';
import { png, text } from './harness/test-files';
import { withSite } from './harness/with-site';

/** Photos dropped on the drop zone (section 5): images only, at most 5 minus those held. */
const site = withSite();

type DropFile = { name: string; mimeType: string; bytes: number[] };
type DropWindow = {
  DataTransfer: new () => { items: { add(file: unknown): void } };
  File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
  Uint8Array: typeof Uint8Array;
  document: { querySelector(selector: string): { dispatchEvent(event: unknown): void } | null };
  DragEvent: new (type: string, init: { dataTransfer: unknown; bubbles: boolean }) => unknown;
};

/** Drops the files on the zone the way a browser does: dragenter, dragover, drop. */
async function drop(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload: DropFile[] = files.map((f) => ({ ...f, bytes: [...f.buffer] }));
  await page.evaluate((dropped) => {
    const w = globalThis as unknown as DropWindow;
    const transfer = new w.DataTransfer();
    for (const file of dropped) {
      transfer.items.add(
        new w.File([new w.Uint8Array(file.bytes)], file.name, { type: file.mimeType }),
      );
    }
    const zone = w.document.querySelector('.dropzone');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone?.dispatchEvent(new w.DragEvent(type, { dataTransfer: transfer, bubbles: true }));
    }
  }, payload);
}

const removeButtons = (page: Page) => page.getByRole('button', { name: /^Remove / });

describe('dropping photos on the issue step', () => {
  it('takes dropped images, ignores other files and stops at five', async () => {
    const { page, errors } = await site.newPage();
    await seedFlow(page, { currentStep: 'issue-details' });
    await page.goto('/steps/issue-details');
    await page.locator('.dropzone').waitFor();

    await drop(page, [png('front.png'), text('notes.txt'), png('rear.png', 20)]);
    await page.getByRole('button', { name: 'Remove rear.png' }).waitFor();
    expect(await removeButtons(page).count()).toBe(2);

    const more = Array.from({ length: 5 }, (_, i) => png(`extra-${i + 1}.png`, i * 30));
    await drop(page, more);
    await page.getByRole('button', { name: 'Remove extra-3.png' }).waitFor();
    // Two held, so only three of the five dropped are taken.
    expect(await removeButtons(page).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Remove extra-4.png' }).count()).toBe(0);
    errors.expectNoUncaught();
  });
});
