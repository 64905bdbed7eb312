import {
  confirmOptOutByEmailSchema,
  optOutByEmailConfirmedSchema,
  optOutByEmailRequestedSchema,
  optOutByEmailRequestSchema,
} from './opt-out-by-email';
import type { ApiRoute } from './routes-shape';

// Opting out of sale and sharing without a session: by e-mail, confirmed by a link (ADR 026).

export const requestOptOutByEmail = {
  method: 'POST',
  path: '/api/privacy-choices/opt-out-by-email',
  summary:
    'Ask to opt out of sale and sharing by e-mail: a single-use confirmation link is made for the address (the answer is the same whether or not we hold data for it)',
  body: optOutByEmailRequestSchema,
  status: 201,
  response: optOutByEmailRequestedSchema,
  errors: [400, 429],
} as const satisfies ApiRoute;

export const confirmOptOutByEmail = {
  method: 'POST',
  path: '/api/privacy-choices/opt-out-by-email/confirm',
  summary:
    "Confirm an opt-out by e-mail with the link's token: every owner whose details carry the address is opted out",
  body: confirmOptOutByEmailSchema,
  status: 200,
  response: optOutByEmailConfirmedSchema,
  errors: [400, 404, 409, 410, 429],
} as const satisfies ApiRoute;
