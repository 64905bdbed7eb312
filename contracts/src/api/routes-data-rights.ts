import {
  eraseMyDataBodySchema,
  erasureReceiptSchema,
  myPrivacyChoicesSchema,
  privacyChoicesSchema,
} from './data-rights';
import { myDataSchema } from './my-data';
import type { ApiRoute } from './routes-shape';

// The owner's own data rights (CCPA/CPRA): to opt out of sale and sharing, to know, to delete.

export const getPrivacyChoices = {
  method: 'GET',
  path: '/api/me/privacy-choices',
  summary:
    "The session owner's choices about the sale and sharing of their data, or that this browser has no owner session",
  status: 200,
  response: myPrivacyChoicesSchema,
  errors: [],
} as const satisfies ApiRoute;

export const optOutOfSaleAndSharing = {
  method: 'POST',
  path: '/api/me/opt-out',
  summary:
    'Do Not Sell or Share My Personal Information: no lead is shared for the session owner from now on',
  status: 200,
  response: privacyChoicesSchema,
  errors: [404, 429],
} as const satisfies ApiRoute;

export const getMyData = {
  method: 'GET',
  path: '/api/me/data',
  summary: 'Everything held about the session owner, and every lead shared with a shop',
  status: 200,
  response: myDataSchema,
  errors: [404],
} as const satisfies ApiRoute;

export const eraseMyData = {
  method: 'DELETE',
  path: '/api/me',
  summary:
    'Erase everything about the session owner: their data key is destroyed, shops that got a lead are told, the session ends',
  body: eraseMyDataBodySchema,
  status: 200,
  response: erasureReceiptSchema,
  errors: [400, 404, 429],
} as const satisfies ApiRoute;
