import { consentWithdrawalSchema } from './my-data';
import type { ApiRoute } from './routes-shape';

// The owner's consents (ADR 025): each is recorded where it is given; withdrawing is here.

export const withdrawConsent = {
  method: 'POST',
  path: '/api/me/consents/:purpose/withdraw',
  summary:
    "Withdraw the session owner's consent to terms, lead-sharing or sms-and-calls: no new lead rests on it",
  status: 200,
  response: consentWithdrawalSchema,
  errors: [400, 404, 429],
} as const satisfies ApiRoute;
