import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { resumeOwner, seedOnce } from './harness/seed-flow';
import { png, text } from './harness/test-files';
import { withSite } from './harness/with-site';

/** The Vehicle Issue Details step (spec sections 2, 4, 5, 8): form, photos, analysis overlay. */
const site = withSite();

/**
 * A vehicle saved through the API, so the step opens as it does after the vehicle step: one
 * owner for the file (seedOnce), opened in each test's fresh context.
 */
const owner = seedOnce(site, { currentStep: 'issue-details' });
async function openStep(page: Page) {
  await resumeOwner(page, await owner());
  await page.goto('/steps/issue-details');
  await page.getByRole('heading', { level: 1, name: 'Vehicle Issue Details' }).waitFor();
}

/** The slices of browser objects the in-page functions use (the server has no DOM types). */
type StorageLike = { getItem(key: string): string | null };
type ImageLike = { complete: boolean; naturalWidth: number };

const fileInput = (page: Page) => page.locator('input[type="file"]');
const thumbnails = (page: Page) =>
  page.getByRole('list', { name: 'Added photos' }).getByRole('img');
/** The count line, then as many pictures: each is drawn a render later, once its object URL exists. */
async function photoCount(page: Page, count: number) {
  await page.getByText(`${count} of 5 photos added`, { exact: true }).waitFor();
  if (count > 0)
    await thumbnails(page)
      .nth(count - 1)
      .waitFor();
}

async function describeIssue(page: Page) {
  await page.getByRole('radio', { name: 'Diagnose car symptoms' }).click();
  await page.getByLabel('Describe the issue').fill('Brakes squeal loudly when stopping slowly');
}

describe('the issue details step', () => {
  it('adds picked photos as thumbnails and removes one with its button', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    await fileInput(page).setInputFiles([png('front.png'), png('rear.png', 20)]);
    await photoCount(page, 2);
    await expect(
      thumbnails(page).evaluateAll((images) => images.map((i) => i.getAttribute('alt'))),
    ).resolves.toEqual(['front.png', 'rear.png']);
    // The pictures themselves show, not just their frames.
    await page.waitForFunction(
      (images: ImageLike[]) => images.every((image) => image.complete && image.naturalWidth === 1),
      await thumbnails(page).elementHandles(),
    );
    await page.getByRole('button', { name: 'Remove front.png' }).click();
    await photoCount(page, 1);
    await expect(thumbnails(page).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Remove rear.png' }).waitFor();
  });

  it('names the files that are not images and keeps them out', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    await fileInput(page).setInputFiles([text('notes.txt')]);
    await page
      .getByRole('alert')
      .getByText('"notes.txt" was not added: only PNG, JPEG, GIF or WebP images can be uploaded.')
      .waitFor();
    await fileInput(page).setInputFiles([text('estimate.txt'), png('dent.png')]);
    await page
      .getByRole('alert')
      .getByText('"estimate.txt" was not added', { exact: false })
      .waitFor();
    await photoCount(page, 1);
    await expect(thumbnails(page).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Remove dent.png' }).waitFor();
  });

  it('keeps at most five photos, across one or several picks', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    const six = Array.from({ length: 6 }, (_, i) => png(`photo-${i + 1}.png`, i * 40));
    await fileInput(page).setInputFiles(six);
    await photoCount(page, 5);
    await expect(thumbnails(page).count()).resolves.toBe(5);
    await expect(page.getByRole('button', { name: 'Remove photo-6.png' }).count()).resolves.toBe(0);
    await page
      .getByRole('alert')
      .getByText('"photo-6.png" was not added: you can add at most 5 photos.')
      .waitFor();
    await expect(page.getByRole('button', { name: 'Choose photos' }).isDisabled()).resolves.toBe(
      true,
    );

    await page.getByRole('button', { name: 'Remove photo-2.png' }).click();
    await fileInput(page).setInputFiles([png('a.png'), png('b.png')]);
    await photoCount(page, 5);
    await page.getByRole('button', { name: 'Remove a.png' }).waitFor();
    await expect(page.getByRole('button', { name: 'Remove b.png' }).count()).resolves.toBe(0);
  });

  it('keeps the photos and the draft through a reload', async () => {
    const { page } = await site.newPage();
    await openStep(page);
    await describeIssue(page);
    await fileInput(page).setInputFiles([png('front.png'), png('rear.png', 20)]);
    await photoCount(page, 2);
    await page.waitForFunction(() => {
      const { localStorage } = globalThis as unknown as { localStorage: StorageLike };
      return (JSON.parse(localStorage.getItem('issueImages') ?? '[]') as unknown[]).length === 2;
    });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/steps/vehicle-info');
    await page.goBack();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vehicle Issue Details' }).waitFor();
    await photoCount(page, 2);
    await page.getByRole('button', { name: 'Remove rear.png' }).waitFor();
    await expect(page.getByLabel('Describe the issue').inputValue()).resolves.toBe(
      'Brakes squeal loudly when stopping slowly',
    );
    await expect(
      page.getByRole('radio', { name: 'Diagnose car symptoms' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
  });

  it('shows the analysis overlay while analyzing, then opens the results', async () => {
    const { page, errors } = await site.newPage();
    await openStep(page);
    await describeIssue(page);
    await fileInput(page).setInputFiles([png('front.png')]);
    await photoCount(page, 1);
    const held = await holdRoute(page, '**/api/issue-details');
    await page.getByRole('button', { name: 'Analyze' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Analyzing Your Issue' });
    await overlay.waitFor();
    await overlay
      .getByText('This may take a moment. Our auto experts are analyzing your issue.')
      .waitFor();
    await expectAccessible(page);
    held.release();
    await page.waitForURL('**/steps/diagnostic-results');
    await overlay.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Diagnostic Results' }).waitFor();
    await page.getByRole('article').first().waitFor();
    // The results are the answer; no toast repeats it over the page (ADR 058).
    expect(await page.getByText('Issue details saved').count()).toBe(0);
    errors.expectNoUncaught();
  });

  it('fits a 360 px wide phone with five photos and the messages shown', async () => {
    const { page } = await site.newPage({ viewport: 'mobile-360' });
    await openStep(page);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByText('Please select the type of help you need').waitFor();
    await fileInput(page).setInputFiles(Array.from({ length: 5 }, (_, i) => png(`p${i}.png`)));
    await photoCount(page, 5);
    const widths = await page.evaluate<number[]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    expect(widths).toEqual([360, 360]);
  });

  it.each<ViewportName>(['desktop', 'mobile'])(
    'shows the schema messages on an empty Analyze and stays on the step, with no serious accessibility problems, with messages and photos (%s)',
    async (viewport) => {
      const { page, errors } = await site.newPage({ viewport });
      await openStep(page);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Analyze' }).click();
      await page.getByText('Please select the type of help you need').waitFor();
      await page
        .getByText('Please provide a detailed description of at least 10 characters')
        .waitFor();
      await fileInput(page).setInputFiles([png('front.png')]);
      await photoCount(page, 1);
      await expectAccessible(page);
      await page.getByRole('radio', { name: 'Review a shop estimate' }).click();
      await page
        .getByText('Please select the type of help you need')
        .waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/steps/issue-details');
      errors.expectNoUncaught();
    },
  );
});
