import type { ToastInput } from '../../../components/toast/toast-store';

/** What the browser got back, before any parsing: the test page reads the body as text. */
export interface RawResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly text: string;
}

export type ApiTestOutcome =
  | { readonly kind: 'success'; readonly response: RawResponse; readonly parsed: unknown }
  | { readonly kind: 'http-error'; readonly response: RawResponse; readonly message: string }
  | { readonly kind: 'parse-error'; readonly response: RawResponse; readonly message: string }
  | { readonly kind: 'network-error'; readonly message: string };

/** How much of an unparsable body the message quotes (spec section 8). */
export const PARSE_FAILURE_PREVIEW_CHARS = 100;

export function parseFailureMessage(text: string): string {
  const preview = text.slice(0, PARSE_FAILURE_PREVIEW_CHARS);
  return `The response is not valid JSON. It begins: ${preview || '(empty response)'}`;
}

/** A non-OK answer reads "{status}: {body}", as every other call of the app words it. */
export function readApiTestResponse(response: RawResponse): ApiTestOutcome {
  if (!response.ok) {
    const message = `${response.status}: ${response.text || response.statusText}`;
    return { kind: 'http-error', response, message };
  }
  try {
    return { kind: 'success', response, parsed: JSON.parse(response.text) as unknown };
  } catch {
    return { kind: 'parse-error', response, message: parseFailureMessage(response.text) };
  }
}

/** Toasts cut long bodies short; the page shows the whole response below. */
const TOAST_MESSAGE_MAX = 200;
const shorten = (text: string) =>
  text.length > TOAST_MESSAGE_MAX ? `${text.slice(0, TOAST_MESSAGE_MAX - 1)}…` : text;

export function apiTestToast(outcome: ApiTestOutcome): ToastInput {
  if (outcome.kind === 'success') {
    const { status } = outcome.response;
    return { title: 'API Test Successful', description: `The server answered ${status}.` };
  }
  return {
    title: 'API Test Failed',
    description: shorten(outcome.message),
    variant: 'destructive',
  };
}
