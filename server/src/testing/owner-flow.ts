import type supertest from 'supertest';
import request from './same-origin-request';
import type { App } from 'supertest/types';

/** Helpers for integration tests that walk the owner flow through the product's own calls. */

export const sampleVehicleInfo = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  zipCode: '85253',
  vehicleYear: 2016,
  vehicleMake: 'Honda',
  vehicleModel: 'Civic',
  termsAccepted: true,
};

export interface TestOwner {
  readonly cookie: string;
  readonly userId: string;
  readonly vehicleId: string;
}

export interface TestOwnerWithIssue extends TestOwner {
  readonly issueId: string;
  readonly diagnosticId: string;
}

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(response: supertest.Response): string {
  return (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
}

/** A new owner: registers a vehicle and keeps the session cookie it opened. */
export async function registerOwner(
  http: App,
  vehicleInfo: object = sampleVehicleInfo,
): Promise<TestOwner> {
  const response = await request(http).post('/api/vehicle-info').send(vehicleInfo).expect(201);
  return { cookie: sessionCookie(response), ...response.body };
}

/** A new owner whose issue has been analysed. */
export async function ownerWithIssue(
  http: App,
  description = 'My brakes squeal loudly when I stop at low speed',
  vehicleInfo: object = sampleVehicleInfo,
): Promise<TestOwnerWithIssue> {
  const owner = await registerOwner(http, vehicleInfo);
  const issue = await request(http)
    .post('/api/issue-details')
    .set('Cookie', owner.cookie)
    .send({ userId: owner.userId, vehicleId: owner.vehicleId, issueType: 'symptoms', description })
    .expect(201);
  return { ...owner, ...issue.body };
}

/** Where the owner presses "Send my request": the page that shows the consent (ADR 059). */
export const SHOP_REQUEST_PAGE = '/steps/confirmation/recommendations';

/**
 * The owner opens their shop list and sends a request to each shop on it (or to the first
 * `count`): only then do those shops get a lead. Answers the shops shown, in order.
 */
export async function sendShopRequests(
  http: App,
  owner: Pick<TestOwnerWithIssue, 'cookie' | 'diagnosticId'>,
  count = Infinity,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const shown = await request(http)
    .get(`/api/shop-recommendations/${owner.diagnosticId}`)
    .set('Cookie', owner.cookie)
    .set(headers)
    .expect(200);
  const shopIds = (shown.body.shops as { id: string }[]).map((shop) => shop.id);
  for (const shopId of shopIds.slice(0, count)) {
    await request(http)
      .post('/api/shop-requests')
      .set('Cookie', owner.cookie)
      .set('X-Consent-Page', SHOP_REQUEST_PAGE)
      .set(headers)
      .send({ diagnosticId: owner.diagnosticId, shopId })
      .expect(201);
  }
  return shopIds;
}

/**
 * The owner chooses the managed repair for their analysis and schedules it with `details`
 * (phone, SMS consent, date, ZIP code): the repair's id.
 */
export async function bookManagedRepair(
  http: App,
  owner: Pick<TestOwnerWithIssue, 'cookie' | 'diagnosticId'>,
  details: object,
): Promise<string> {
  const created = await request(http)
    .post('/api/managed-repairs')
    .set('Cookie', owner.cookie)
    .send({ diagnosticId: owner.diagnosticId })
    .expect(201);
  const managedRepairId = created.body.managedRepairId as string;
  await request(http)
    .patch(`/api/managed-repairs/${managedRepairId}`)
    .set('Cookie', owner.cookie)
    .send(details)
    .expect(200);
  return managedRepairId;
}
