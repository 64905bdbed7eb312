import type { ContactRequest } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** POST /api/contact: only the OK status matters (section 7), so the body is not read. */
export async function postContact(request: ContactRequest): Promise<void> {
  await callApi('sendContactMessage', { body: request, unchecked: true });
}
