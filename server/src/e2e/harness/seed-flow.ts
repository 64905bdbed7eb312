import type { VehicleInfoRequest } from '@fairwrench/contracts';
import type { Page } from 'playwright-core';
import { sampleVehicleInfo } from '../../testing/owner-flow';

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

/**
 * Walks the owner flow through the real API from the page, then saves the flow state the
 * web app restores, so a step page can be opened directly. Leaves the page on a same-origin
 * JSON document (not the app, which could rewrite the state while it starts).
 */
export async function seedFlow(page: Page, options: SeedOptions = {}): Promise<SeededFlow> {
  const managed = options.managed ?? false;
  const vehicle = { ...sampleVehicle, ...options.vehicle };
  await page.goto('/api/payments/config');
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
  await page.evaluate((saved) => {
    const { sessionStorage } = globalThis as unknown as StorageWindow;
    sessionStorage.setItem('repairFlowState', saved);
  }, JSON.stringify(state));
  return flow;
}
