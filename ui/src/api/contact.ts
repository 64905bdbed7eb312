import { API_ROUTES, type ContactRequest } from '@fairwrench/contracts';
import { callApiRaw } from '../lib/api-client';

/** POST /api/contact: only the OK status matters (section 7), so the body is not read. */
export async function postContact(request: ContactRequest): Promise<void> {
  await callApiRaw(API_ROUTES.sendContactMessage, { body: request });
}
