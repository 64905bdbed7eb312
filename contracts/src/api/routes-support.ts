import { contactRequestSchema, contactResponseSchema } from './contact';
import { feedbackRequestSchema, feedbackResponseSchema } from './feedback';
import {
  paymentCustomerRequestSchema,
  paymentCustomerResponseSchema,
  paymentsConfigResponseSchema,
} from './payment-setup';
import type { ApiRoute } from './routes-shape';

// Calls beside the flow: feedback, support, card setup and this API's own description.

export const submitFeedback = {
  method: 'POST',
  path: '/api/feedback',
  summary: 'Free-text feedback on an issue',
  body: feedbackRequestSchema,
  status: 201,
  response: feedbackResponseSchema,
  errors: [400, 404, 429],
} as const satisfies ApiRoute;

export const sendContactMessage = {
  method: 'POST',
  path: '/api/contact',
  summary: 'A message to support',
  body: contactRequestSchema,
  status: 201,
  response: contactResponseSchema,
  errors: [400, 429],
} as const satisfies ApiRoute;

export const createSetupIntent = {
  method: 'POST',
  path: '/api/create-setup-intent',
  summary: 'Create a Stripe customer and off-session SetupIntent; returns its client secret',
  body: paymentCustomerRequestSchema,
  status: 201,
  response: paymentCustomerResponseSchema,
  errors: [400, 429, 502, 503],
} as const satisfies ApiRoute;

export const getPaymentsConfig = {
  method: 'GET',
  path: '/api/payments/config',
  summary: 'The Stripe publishable key for the payment page (null when payments are off)',
  status: 200,
  response: paymentsConfigResponseSchema,
  errors: [],
} as const satisfies ApiRoute;

export const getApiDocs = {
  method: 'GET',
  path: '/api/docs',
  summary: 'This OpenAPI document',
  status: 200,
  errors: [],
} as const satisfies ApiRoute;
