import type { Page } from 'playwright-core';
import { expectAccessible } from './harness/a11y';
import type { ViewportName } from './harness/browser';
import { holdRoute } from './harness/hold-route';
import { watchLayoutShifts } from './harness/layout-shifts';
import {
  resumeOwner,
  seedFlow,
  seedOnce,
  type SeededFlow,
  type SeededOwner,
} from './harness/seed-flow';
import { withSite } from './harness/with-site';

/** The analysis step (spec sections 2, 3, 8): each result kind, its fallbacks and guard. */
const site = withSite();

const PROBABILITY_LABELS = ['Most likely cause', 'Possible cause'];

/**
 * Owners analysed once for the file (seedOnce): the tests that only read what the results
 * page shows for the same words open the same owner, each in a fresh browser context.
 */
const brakeOwner = seedOnce(site);
const ESTIMATE = 'Brake pads front $250\nRotor resurfacing $180\nEngine flush $149\nTotal $579';
const estimateOwner = seedOnce(site, { issueType: 'estimate', description: ESTIMATE });
const collisionOwner = seedOnce(site, {
  issueType: 'collision',
  description: 'rear bumper dented and scratched, tail light cracked',
});

/** Each owner's results on a desktop, loaded once for the tests that only read them. */
const resultsOf = (owner: () => Promise<SeededOwner>, title: string) =>
  site.sharedPage(async ({ page }) => {
    await resumeOwner(page, await owner());
    await openResults(page, title);
    await page.locator('.result-card').first().waitFor();
    await page.getByText('Important Notice').waitFor();
  });
const brakeResults = resultsOf(brakeOwner, 'Diagnostic Results');
const estimateResults = resultsOf(estimateOwner, 'Estimate Review');
const collisionResults = resultsOf(collisionOwner, 'Collision Damage Estimate');

async function openResults(page: Page, title: string) {
  await page.goto('/steps/diagnostic-results');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The record as the API has it, read from the page with the owner's cookie. */
async function recordOf(page: Page, flow: SeededFlow) {
  return page.evaluate(async (issueId) => {
    const response = await fetch(`/api/diagnostics/by-issue/${issueId}`, {
      credentials: 'include',
    });
    return (await response.json()) as {
      results: { potentialCauses: { name: string; why?: string[] }[] };
    };
  }, flow.issueId);
}

describe('the results of a symptoms issue', () => {
  it('shows the causes in the order given, each with its label, $ range and urgency', async () => {
    const { page, errors } = await brakeResults();
    const flow = (await brakeOwner()).flow;
    const cards = page.locator('article.cause');
    await cards.first().waitFor();
    const record = await recordOf(page, flow);
    const names = await cards.locator('h3').allTextContents();
    expect(names).toEqual(record.results.potentialCauses.map((cause) => cause.name));
    for (const card of await cards.all()) {
      const text = (await card.textContent()) ?? '';
      expect(PROBABILITY_LABELS.some((label) => text.includes(label))).toBe(true);
      expect(text).toMatch(/\d+% probability/);
      expect(text).toMatch(/\$[\d,]+( to \$[\d,]+)?/);
      await expect(card.locator('.urgency').getAttribute('class')).resolves.toMatch(
        /urgency--(high|medium|low|unknown)/,
      );
    }
    await page.getByText('Important Notice').waitFor();
    errors.expectNoUncaught();
  });

  it("names a known failure pattern of the owner's car on its cause", async () => {
    const { page } = await site.newPage();
    await seedFlow(page, {
      description: 'the transmission shudders and hesitates when pulling away from a stop',
      vehicle: { vehicleYear: 2014, vehicleMake: 'Ford', vehicleModel: 'Focus', mileage: 70_000 },
    });
    await openResults(page, 'Diagnostic Results');
    const known = page.locator('article.cause .cause__known-pattern');
    await known.first().waitFor();
    await expect(known.first().textContent()).resolves.toMatch(
      /^Known on 2011-2016 Ford Focus, Fiesta with the PowerShift .*ask the dealer about goodwill/,
    );
  });

  it('says what it knows about the car and where each fact came from', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, {
      description: 'whining noise when I turn the steering wheel',
      vehicle: { vehicleYear: 2015, vehicleMake: 'Honda', vehicleModel: 'Civic', mileage: 90_000 },
    });
    await openResults(page, 'Diagnostic Results');
    const facts = page.getByRole('region', { name: 'What we know about your car' });
    await facts.waitFor();
    await expect(facts.textContent()).resolves.toContain(
      'Electric power steering (no steering fluid) (FairWrench vehicle notes)',
    );
    const names = await page.locator('article.cause h3').allTextContents();
    expect(names.join('; ')).not.toMatch(/power steering (pump|fluid)/i);
  });

  it("quotes the owner's own words under 'Why we think so'", async () => {
    const { page } = await brakeResults();
    await page.getByText('Why we think so').first().waitFor();
    const quotes = await page.locator('.evidence__quotes li').allTextContents();
    expect(quotes.length).toBeGreaterThan(0);
    // seedFlow's description: every quoted phrase must come from it, word for word.
    const description = 'my brakes squeal loudly when i stop at low speed';
    for (const quote of quotes) {
      expect(quote).toMatch(/^\u201C.+\u201D$/);
      expect(description).toContain(quote.slice(1, -1).toLowerCase());
    }
  });

  it('warns first when the owner reports a safety sign, and marks every cause High', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, { description: 'the brake pedal went to the floor on the way home' });
    await openResults(page, 'Diagnostic Results');
    const warning = page.getByRole('alert').filter({ hasText: 'Safety warning' });
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toMatch(/Do not drive the car/);
    await expect(warning.textContent()).resolves.toContain('brake pedal went to the floor');
    const cards = page.locator('article.cause');
    await cards.first().waitFor();
    // Whatever the cause, a sinking pedal makes each one High: none may read as able to wait.
    await expect(page.locator('article.cause .urgency--high').count()).resolves.toBe(
      await cards.count(),
    );
  });

  it('lists the questions that would separate the causes, under them', async () => {
    const { page } = await site.newPage();
    const flow = await seedFlow(page, { description: 'grinding noise from the front' });
    await openResults(page, 'Diagnostic Results');
    await page.getByRole('heading', { name: 'Questions That Would Narrow It Down' }).waitFor();
    const record = (await recordOf(page, flow)) as { results: { followUpQuestions?: string[] } };
    const shown = await page.locator('.follow-up__list li').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(record.results.followUpQuestions);
  });

  it.each(['mobile', 'desktop'] as const)(
    'moves nothing on screen when the analysis arrives after the page has painted (%s)',
    async (viewport: ViewportName) => {
      const { page, errors } = await site.newPage({ viewport });
      await resumeOwner(page, await brakeOwner());
      const shifts = await watchLayoutShifts(page);
      const held = await holdRoute(page, '**/api/diagnostics/by-issue/*');
      await page.goto('/steps/diagnostic-results');
      await held.arrived;
      await page.getByText('Loading your diagnostic results...').waitFor();
      held.release();
      await page.locator('article.cause').first().waitFor();
      await page.getByText('Important Notice').waitFor();
      // Before, the notice, the buttons and the footer painted under the spinner were pushed
      // off the screen by the analysis: 0.425 on a phone.
      expect(await shifts.score()).toBeLessThanOrEqual(0.02);
      errors.expectNoUncaught();
    },
  );

  it("shows 'Analysis Error' when the record cannot be loaded", async () => {
    const { page } = await site.newPage();
    await resumeOwner(page, await brakeOwner());
    await page.route('**/api/diagnostics/by-issue/*', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto('/steps/diagnostic-results');
    const alert = page.getByRole('alert').filter({ hasText: 'Analysis Error' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(
      'There was an error loading your diagnostic results. Please try again.',
    );
  });

  it('goes Back to the issue and on to the service options', async () => {
    const { page } = await site.newPage();
    await resumeOwner(page, await brakeOwner());
    await openResults(page, 'Diagnostic Results');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/steps/issue-details');
    await page.goto('/steps/diagnostic-results');
    await page.getByRole('button', { name: 'Continue to Service Options' }).click();
    await page.waitForURL('**/steps/service-options');
  });

  it('sends an owner without saved ids home after the guard', async () => {
    const { page } = await site.newPage();
    await page.goto('/steps/diagnostic-results');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the other result kinds', () => {
  it('reviews a shop estimate: verdict, services, unnecessary items and questions', async () => {
    const { page } = await estimateResults();
    await page.getByText(/Average cost in your area: \$[\d,]+ to \$[\d,]+/).waitFor();
    const rows = page.locator('table.services tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    // A line the review flags is labelled with why, never "Fair".
    await expect(rows.nth(1).textContent()).resolves.toMatch(/\$180.*Ask first/);
    await expect(rows.nth(2).textContent()).resolves.toMatch(/\$149.*Probably not needed/);
    // The estimate gives only a total: the parts / labor split is marked as ours.
    await page.getByText(/this split is our estimate/).waitFor();
    // Wide screens show the services as a table only; phones get cards instead.
    await expect(page.locator('.services--cards').isVisible()).resolves.toBe(false);
    const unnecessary = page.locator('.unnecessary');
    await expect(unnecessary.locator('h3').allTextContents()).resolves.toEqual([
      'Rotor resurfacing',
      'Engine flush',
    ]);
    await expect(unnecessary.locator('li').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Questions to Ask Your Shop' }).waitFor();
    await page.getByText('Estimate total').waitFor();
    await page.getByText('Important Notice').waitFor();
  });

  it('prices parts with labor, time and a total estimate', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, { issueType: 'parts', description: 'need a new alternator and battery' });
    await openResults(page, 'Parts Replacement Estimate');
    await expect(page.locator('#parts-title ~ ul h3').allTextContents()).resolves.toEqual([
      'Alternator',
      '12-volt battery',
    ]);
    await page.getByText('Replacement time').first().waitFor();
    // An alternator is often blamed for a weak battery: the page says what to test first.
    await page.getByRole('heading', { name: 'Test before you buy' }).waitFor();
    await expect(page.locator('.result-total').textContent()).resolves.toMatch(
      /Total estimate\$[\d,]+ to \$[\d,]+/,
    );
    // Priced in the dollars of the day, and the page says which (ADR 083).
    await expect(page.locator('.results__prices-note').textContent()).resolves.toMatch(
      /^Prices in 20\d\d dollars: 2024 prices \+\d+ % by the US consumer price index/,
    );
  });

  it('estimates collision damage with areas, cost, time and procedures', async () => {
    const { page } = await collisionResults();
    await page.getByRole('heading', { name: 'Repair Areas' }).waitFor();
    await page.getByRole('heading', { name: 'Recommended Procedures' }).waitFor();
    await page
      .getByText(/tail light/i)
      .first()
      .waitFor();
    await expect(page.locator('.facts').first().textContent()).resolves.toMatch(
      /Estimated cost\$[\d,]+ to \$[\d,]+Estimated time\d/,
    );
  });
});

describe('"could this be free?" above the costs', () => {
  it("names the federal emissions warranty for a young car's catalytic converter", async () => {
    const { page } = await site.newPage();
    const year = new Date().getFullYear() - 3;
    await seedFlow(page, {
      issueType: 'parts',
      description: 'the dealer says I need a new catalytic converter, code P0420',
      vehicle: { vehicleYear: year, vehicleMake: 'Toyota', vehicleModel: 'Camry', mileage: 41_000 },
    });
    await openResults(page, 'Parts Replacement Estimate');
    const notice = page.locator('section.coverage');
    await notice.getByRole('heading', { name: 'Could this be free?' }).waitFor();
    await expect(notice.textContent()).resolves.toMatch(/may cost you nothing/);
    await expect(notice.textContent()).resolves.toContain('Federal emissions warranty');
    await expect(notice.getByRole('link').first().getAttribute('href')).resolves.toMatch(
      /^https:\/\//,
    );
    // Above the costs: the notice sits higher on the page than the parts list.
    const noticeBox = await notice.boundingBox();
    const partsBox = await page.locator('#parts-title').boundingBox();
    expect(noticeBox!.y).toBeLessThan(partsBox!.y);
  });

  it("names the maker's new-car warranty for a part that fails on a one-year-old car", async () => {
    const { page } = await site.newPage();
    const year = new Date().getFullYear() - 1;
    await seedFlow(page, {
      issueType: 'parts',
      description: 'the shop says the alternator has failed and I need a new one',
      vehicle: { vehicleYear: year, vehicleMake: 'Honda', vehicleModel: 'Civic', mileage: 11_000 },
    });
    await openResults(page, 'Parts Replacement Estimate');
    const notice = page.locator('section.coverage');
    await notice.getByRole('heading', { name: 'Could this be free?' }).waitFor();
    await expect(notice.textContent()).resolves.toContain('New-car warranty');
    await expect(notice.textContent()).resolves.toMatch(/3 years or 36,000 miles/);
  });

  it('shows no coverage box on a collision, where the insurer pays', async () => {
    const { page } = await collisionResults();
    await page.getByRole('heading', { name: 'Repair Areas' }).waitFor();
    await expect(page.locator('section.coverage').count()).resolves.toBe(0);
  });

  it('tells an owner of an older car that nothing known covers a wear repair', async () => {
    const { page } = await brakeResults();
    const line = page.locator('section.coverage--line');
    await expect(line.textContent()).resolves.toMatch(
      /no warranty, recall or program we know of covers/,
    );
    // One line below the causes, not a box above them.
    const lineBox = await line.boundingBox();
    const causesBox = await page.locator('#causes-title').boundingBox();
    expect(lineBox!.y).toBeGreaterThan(causesBox!.y);
  });

  it('shows the estimate verdict, and no coverage box for maintenance items', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, {
      issueType: 'estimate',
      description: 'They recommended:\n- coolant flush\n- power steering flush\n- K-Pro treatment',
    });
    await openResults(page, 'Estimate Review');
    await page
      .getByRole('heading', { name: 'This estimate includes items you probably do not need' })
      .waitFor();
    // Flushes and treatments describe no failure: no "could this be free?" box (ADR 039).
    await expect(page.locator('section.coverage').count()).resolves.toBe(0);
  });
});

describe('the quick-lube list on a 2019 Camry at 32,000 miles (issue 30)', () => {
  it('flags the four flushes with reasons, the power-steering one as not for this car, and no coverage box', async () => {
    const { page } = await site.newPage();
    await seedFlow(page, {
      issueType: 'estimate',
      vehicle: { vehicleYear: 2019, vehicleMake: 'Toyota', vehicleModel: 'Camry' },
      description: [
        'My car has 32,000 miles. The quick lube quoted:',
        'Oil change $59.99',
        'Transmission flush $189.99',
        'Power steering flush $129.99',
        'Coolant flush $149.99',
        'Fuel injection service $159.99',
      ].join('\n'),
    });
    await openResults(page, 'Estimate Review');
    const rows = page.locator('table.services tbody tr');
    await expect(rows.count()).resolves.toBe(5);
    const texts = await rows.allTextContents();
    const row = (name: RegExp) => texts.find((t) => name.test(t)) ?? '';
    expect(row(/Oil change/)).toMatch(/Fair/);
    expect(row(/Power steering/)).toMatch(/Not for this car/);
    for (const name of [/Transmission/, /Coolant/, /Fuel/, /Power steering/]) {
      expect(row(name)).not.toMatch(/\bFair\b/);
    }
    const unnecessary = page.locator('.unnecessary');
    await expect(unnecessary.locator('h3').count()).resolves.toBe(4);
    const reasons = (await unnecessary.allTextContents()).join(' ');
    expect(reasons).toMatch(/electric power steering/);
    expect(reasons).toMatch(/Source: /);
    await expect(page.locator('section.coverage').count()).resolves.toBe(0);
  });
});

describe('accessibility of the results page', () => {
  it.each<[ViewportName, 'symptoms' | 'estimate']>([
    ['desktop', 'symptoms'],
    ['mobile', 'symptoms'],
    ['desktop', 'estimate'],
    ['mobile', 'estimate'],
  ])('has no serious or critical axe violations (%s, %s)', async (viewport, kind) => {
    // On a desktop, the page the tests above read; on a phone, a page of its own.
    const { page, errors } =
      viewport === 'desktop'
        ? await (kind === 'symptoms' ? brakeResults : estimateResults)()
        : await site.newPage({ viewport });
    if (viewport === 'mobile') {
      await resumeOwner(page, await (kind === 'symptoms' ? brakeOwner : estimateOwner)());
      await openResults(page, kind === 'symptoms' ? 'Diagnostic Results' : 'Estimate Review');
    }
    await page.getByText('Important Notice').waitFor();
    await page.locator('.result-card').first().waitFor();
    if (kind === 'estimate') {
      const table = await page.locator('table.services').isVisible();
      expect(table).toBe(viewport === 'desktop');
      await expect(page.locator('.services--cards').isVisible()).resolves.toBe(!table);
    }
    await expectAccessible(page);
    errors.expectNoUncaught();
  });
});
