import type { ApiRoute } from './routes-shape';
import { shopSearchQuerySchema, shopsResponseSchema } from './shops';
import { shopRequestBodySchema, shopRequestResponseSchema } from './shop-request';

export const getShopRecommendations = {
  method: 'GET',
  path: '/api/shop-recommendations/:diagnosticId',
  summary: 'Recommended shops for a diagnostic (owner only)',
  status: 200,
  response: shopsResponseSchema,
  errors: [404],
} as const satisfies ApiRoute;

/** The three shop searches differ only in path and summary. */
const shopSearch = {
  method: 'GET',
  query: shopSearchQuerySchema,
  status: 200,
  response: shopsResponseSchema,
  errors: [400],
} as const;

export const searchShops = {
  ...shopSearch,
  path: '/api/shops',
  summary: 'Partner shops near a ZIP code',
} as const satisfies ApiRoute;

export const searchRegionalShops = {
  ...shopSearch,
  path: '/api/regional-shops',
  summary: 'Shops in the wider region of a ZIP code',
} as const satisfies ApiRoute;

export const searchPlacesShops = {
  ...shopSearch,
  path: '/api/places-shops',
  summary: 'Nearest shops to a ZIP code, partner or not',
} as const satisfies ApiRoute;

export const requestShopContact = {
  method: 'POST',
  path: '/api/shop-requests',
  summary:
    "Send the session owner's request (name, e-mail, ZIP, vehicle, analysis) to one shop from their list; 201, or 200 when already sent",
  body: shopRequestBodySchema,
  status: 201,
  response: shopRequestResponseSchema,
  errors: [400, 404, 409, 429],
} as const satisfies ApiRoute;
