import * as c from '@fairwrench/contracts';
import type { z } from 'zod';

/** One HTTP call of the owner API, described by its contract schemas. */
export interface ApiRoute {
  readonly method: 'get' | 'post' | 'patch';
  readonly path: string;
  readonly summary: string;
  readonly body?: z.ZodType;
  readonly multipart?: boolean;
  readonly query?: z.ZodType;
  /** Optional request headers, by name. */
  readonly headers?: Readonly<Record<string, z.ZodType>>;
  readonly ok: { readonly status: number; readonly schema?: z.ZodType };
  /** Error statuses the call can answer, each with a problem+json body. */
  readonly errors: readonly number[];
}

const owned = [404];

/** Every call of section 7 of the spec, plus the calls we added (vehicle read-back, photos). */
export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post',
    path: '/api/vehicle-info',
    summary: 'Register the vehicle and open the owner session',
    body: c.vehicleInfoRequestSchema,
    ok: { status: 201, schema: c.vehicleInfoResponseSchema },
    errors: [400, 413, 415],
  },
  {
    method: 'get',
    path: '/api/vehicles/{vehicleId}',
    summary: 'The registered vehicle (owner only)',
    ok: { status: 200, schema: c.vehicleViewSchema },
    errors: owned,
  },
  {
    method: 'post',
    path: '/api/issue-details',
    summary: 'Submit the problem (JSON, or multipart with up to 5 photos) and get the analysis ids',
    body: c.issueDetailsRequestSchema,
    multipart: true,
    headers: { [c.IDEMPOTENCY_KEY_HEADER]: c.idempotencyKeySchema },
    ok: { status: 201, schema: c.issueDetailsResponseSchema },
    errors: [400, 404, 413, 415, 422],
  },
  {
    method: 'get',
    path: '/api/issues/{issueId}',
    summary: 'The submitted issue (owner only)',
    ok: { status: 200, schema: c.issueViewSchema },
    errors: owned,
  },
  {
    method: 'get',
    path: '/api/issues/{issueId}/photos/{sha256}',
    summary: 'A stored photo, metadata stripped (owner only)',
    ok: { status: 200 },
    errors: owned,
  },
  {
    method: 'get',
    path: '/api/diagnostics/by-issue/{issueId}',
    summary: 'The analysis of an issue (owner only)',
    ok: { status: 200, schema: c.diagnosticRecordSchema },
    errors: owned,
  },
  {
    method: 'get',
    path: '/api/diagnostics/{diagnosticId}',
    summary: 'An analysis by its id (owner only)',
    ok: { status: 200, schema: c.diagnosticRecordSchema },
    errors: owned,
  },
  {
    method: 'post',
    path: '/api/managed-repairs',
    summary:
      'Request a managed repair for a diagnostic (201; a repeat for the same diagnostic answers 200 with the existing id)',
    body: c.createManagedRepairRequestSchema,
    ok: { status: 201, schema: c.createManagedRepairResponseSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/managed-repairs/by-diagnostic/{diagnosticId}',
    summary: 'The managed repair of a diagnostic; 404 when none exists',
    ok: { status: 200, schema: c.managedRepairViewSchema },
    errors: owned,
  },
  {
    method: 'patch',
    path: '/api/managed-repairs/{managedRepairId}',
    summary: 'Schedule: phone, SMS consent, preferred date, ZIP',
    body: c.updateManagedRepairRequestSchema,
    ok: { status: 200, schema: c.updateManagedRepairResponseSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/shop-recommendations/{diagnosticId}',
    summary: 'Recommended shops for a diagnostic (owner only)',
    ok: { status: 200, schema: c.shopsResponseSchema },
    errors: owned,
  },
  {
    method: 'post',
    path: '/api/feedback',
    summary: 'Free-text feedback on an issue',
    body: c.feedbackRequestSchema,
    ok: { status: 201, schema: c.feedbackResponseSchema },
    errors: [400, 404, 429],
  },
  {
    method: 'post',
    path: '/api/contact',
    summary: 'A message to support',
    body: c.contactRequestSchema,
    ok: { status: 201, schema: c.contactResponseSchema },
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/api/create-setup-intent',
    summary: 'Create a Stripe customer and off-session SetupIntent; returns its client secret',
    body: c.paymentCustomerRequestSchema,
    ok: { status: 201, schema: c.paymentCustomerResponseSchema },
    errors: [400, 429, 502, 503],
  },
  {
    method: 'get',
    path: '/api/payments/config',
    summary: 'The Stripe publishable key for the payment page (null when payments are off)',
    ok: { status: 200, schema: c.paymentsConfigResponseSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/shops',
    summary: 'Partner shops near a ZIP code',
    query: c.shopSearchQuerySchema,
    ok: { status: 200, schema: c.shopsResponseSchema },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/regional-shops',
    summary: 'Shops in the wider region of a ZIP code',
    query: c.shopSearchQuerySchema,
    ok: { status: 200, schema: c.shopsResponseSchema },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/places-shops',
    summary: 'Nearest shops to a ZIP code, partner or not',
    query: c.shopSearchQuerySchema,
    ok: { status: 200, schema: c.shopsResponseSchema },
    errors: [400],
  },
];
