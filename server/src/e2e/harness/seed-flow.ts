import type { VehicleInfoRequest } from '@fairwrench/contracts';
import type { Cookie, Page } from 'playwright-core';
import { sampleVehicleInfo } from '../../testing/owner-flow';
import type { SiteUnderTest } from './with-site';

/** Step ids the web app keeps in `currentStep` (ui/src/flow/flow-steps.ts). */
export type FlowStepId =
  | 'vehicle-info'
  | 'issue-details'
  | 'diagnostic-results'
  | 'service-options'
  | 'managed-repair-info'
  | 'confirmation-recommendations'
  | 'confirmation-managed';

export interface SeededFlow {
  readonly userId: string;
  readonly vehicleId: string;
  readonly issueId: string;
  readonly diagnosticId: string;
  readonly managedRepairId: string | null;
}

export interface SeedOptions {
  /** Also choose the managed repair (POST /api/managed-repairs). */
  readonly managed?: boolean;
  /** Also schedule it (PATCH, a phone, consent to texts, tomorrow): a booked repair. */
  readonly scheduled?: boolean;
  /** The step saved as reached; by default the one the app itself saves after these calls. */
  readonly currentStep?: FlowStepId;
  /** The help type of the issue filed; symptoms by default. */
  readonly issueType?: 'symptoms' | 'estimate' | 'collision' | 'parts';
  /** The owner's words for the issue. */
  readonly description?: string;
  /** Changes to the sample vehicle (a younger car, another make). */
  readonly vehicle?: Partial<VehicleInfoRequest>;
}

export const sampleVehicle: VehicleInfoRequest = { ...sampleVehicleInfo, termsAccepted: true };

export interface WalkInput {
  readonly vehicle: VehicleInfoRequest;
  readonly issueType: string;
  readonly description: string;
  readonly managed: boolean;
  readonly scheduled?: boolean;
}

/**
 * Runs inside the page, so the session cookie lands in the page's own cookie jar. Serialised
 * by the browser driver: Playwright here, Puppeteer in the Lighthouse bench (pages-seed.ts).
 */
export async function walkFlowInPage(input: WalkInput): Promise<SeededFlow> {
  const call = async (
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
  ): Promise<Record<string, string>> => {
    const response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };
  const post = (path: string, body: unknown) => call('POST', path, body);
  const { userId, vehicleId } = await post('/api/vehicle-info', input.vehicle);
  const issue = { userId, vehicleId, issueType: input.issueType, description: input.description };
  const { issueId, diagnosticId } = await post('/api/issue-details', issue);
  const managed = input.managed ? await post('/api/managed-repairs', { diagnosticId }) : null;
  if (managed && input.scheduled) {
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setHours(12, 0, 0, 0);
    await call('PATCH', `/api/managed-repairs/${managed.managedRepairId}`, {
      phoneNumber: '(480) 555-0134',
      smsOptIn: true,
      preferredDate: tomorrow.toISOString(),
      vehicleZipCode: input.vehicle.zipCode,
    });
  }
  return {
    userId: userId!,
    vehicleId: vehicleId!,
    issueId: issueId!,
    diagnosticId: diagnosticId!,
    managedRepairId: managed?.managedRepairId ?? null,
  };
}

interface StorageWindow {
  sessionStorage: { setItem(key: string, value: string): void };
}

/** An owner walked through the API once: their session cookie and the flow state the app saves. */
export interface SeededOwner {
  readonly flow: SeededFlow;
  readonly cookies: readonly Cookie[];
  /** `repairFlowState` as the web app restores it from sessionStorage. */
  readonly state: Record<string, string | null>;
}

/** Same-origin JSON: a page to set storage on that is not the app (which could rewrite it). */
const NOT_THE_APP = '/api/payments/config';

async function saveFlowState(page: Page, state: SeededOwner['state']): Promise<void> {
  await page.evaluate((saved) => {
    const { sessionStorage } = globalThis as unknown as StorageWindow;
    sessionStorage.setItem('repairFlowState', saved);
  }, JSON.stringify(state));
}

/**
 * Walks the owner flow through the real API from the page, then saves the flow state the
 * web app restores, so a step page can be opened directly. Leaves the page on a same-origin
 * JSON document (not the app, which could rewrite the state while it starts).
 */
export async function seedFlow(page: Page, options: SeedOptions = {}): Promise<SeededFlow> {
  return (await seedOwner(page, options)).flow;
}

/** seedFlow, also returning what resumeOwner needs to open the same owner in another context. */
export async function seedOwner(page: Page, options: SeedOptions = {}): Promise<SeededOwner> {
  const managed = options.managed ?? false;
  const vehicle = { ...sampleVehicle, ...options.vehicle };
  await page.goto(NOT_THE_APP);
  const flow = await page.evaluate(walkFlowInPage, {
    vehicle,
    issueType: options.issueType ?? 'symptoms',
    description: options.description ?? 'My brakes squeal loudly when I stop at low speed',
    managed,
    scheduled: options.scheduled ?? false,
  });
  const state = {
    ...flow,
    zipCode: vehicle.zipCode,
    currentStep: options.currentStep ?? (managed ? 'managed-repair-info' : 'diagnostic-results'),
  };
  await saveFlowState(page, state);
  return { flow, cookies: await page.context().cookies(), state };
}

/**
 * The seeded owner in this page's fresh context: their cookie and their saved flow state
 * (at `currentStep` if given), as seedFlow leaves a page, without walking the API again.
 * For tests that only read what the owner's analysis shows, or change only what no other
 * test of the file reads.
 */
export async function resumeOwner(
  page: Page,
  owner: SeededOwner,
  currentStep?: FlowStepId,
): Promise<SeededFlow> {
  await page.context().addCookies([...owner.cookies]);
  await page.goto(NOT_THE_APP);
  await saveFlowState(page, { ...owner.state, ...(currentStep ? { currentStep } : {}) });
  return owner.flow;
}

/**
 * An owner seeded once for a spec file, on the first call, in a context of its own: each
 * test then opens them with resumeOwner in its own fresh context. The analysis runs once
 * instead of once a test (issue 31: the browser suite's CPU).
 */
export function seedOnce(
  site: SiteUnderTest,
  options: SeedOptions = {},
): () => Promise<SeededOwner> {
  let seeded: Promise<SeededOwner> | undefined;
  return () => {
    seeded ??= site.newPage().then(async ({ page }) => {
      try {
        return await seedOwner(page, options);
      } finally {
        await page.context().close();
      }
    });
    return seeded;
  };
}
