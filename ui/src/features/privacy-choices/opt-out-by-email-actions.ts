import { emailAddress } from '@fairwrench/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { requestOptOutByEmail } from '../../api/opt-out-by-email';
import { ApiError } from '../../lib/api-client';

/**
 * What the opt-out-by-e-mail form needs once a visitor starts on it: its schema and the call,
 * in their own chunk so Zod and the API client are not part of the
 * pre-rendered page's first download and hydration (ADR 029).
 */

/** The address as typed, spaces around it forgiven; the API gets it trimmed. */
const formSchema = z.strictObject({ email: z.string().trim().pipe(emailAddress) });
export type OptOutByEmailFormValues = z.input<typeof formSchema>;

export const optOutByEmailResolver = zodResolver(formSchema);
export { requestOptOutByEmail };

/** The request was refused for coming too often (the API's rate limit). */
export const isRateLimited = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 429;
