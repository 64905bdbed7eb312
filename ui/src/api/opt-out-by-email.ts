import { type OptOutByEmailConfirmed, type OptOutByEmailRequested } from '@fairwrench/contracts';
import { callApi } from '../lib/api-client';

/** POST /api/privacy-choices/opt-out-by-email: the same answer whether or not we know the address. */
export function requestOptOutByEmail(email: string): Promise<OptOutByEmailRequested> {
  return callApi('requestOptOutByEmail', { body: { email: email.trim() } });
}

/**
 * A link confirms once, so a page mounted twice for one link (React's development double
 * mount, a quick reload of the same render) shares one call rather than using the link up.
 */
const confirming = new Map<string, Promise<OptOutByEmailConfirmed>>();

/** POST /api/privacy-choices/opt-out-by-email/confirm, once per token in this page's life. */
export function confirmOptOutByEmail(token: string): Promise<OptOutByEmailConfirmed> {
  let call = confirming.get(token);
  if (!call) {
    call = callApi('confirmOptOutByEmail', { body: { token } });
    confirming.set(token, call);
  }
  return call;
}
