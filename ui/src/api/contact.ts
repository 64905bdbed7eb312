import type { ContactRequest } from '@fairwrench/contracts';
import { sendJson } from '../lib/api-client';

/** POST /api/contact: only the OK status matters (section 7). */
export async function postContact(request: ContactRequest): Promise<void> {
  await sendJson('POST', '/api/contact', request);
}
