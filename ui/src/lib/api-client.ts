import type { AnswerOf, ApiTransport, CallOf, RouteName } from './api/protocol';
import { workerTransport } from './api/worker-transport';

export { ApiContractError, ApiError } from './api/api-errors';
export type { ApiTransport } from './api/protocol';

let transport: ApiTransport = workerTransport;

/**
 * The one way the web app calls its API (issue 31): the route by its name in the contracts'
 * API_ROUTES, and what the call sends, typed by that route. The answer is the OK body parsed
 * with the route's response schema; a failure is an ApiError ("{status}: {body}") or an
 * ApiContractError. The call and its check run in the API worker (lib/api/), so pages carry
 * no schemas and never evaluate Zod on their main thread. `unchecked` answers the body as it
 * came, for the test pages that show what the API said.
 */
export function callApi<K extends RouteName>(
  route: K,
  call: CallOf<K> & { readonly unchecked: true },
): Promise<unknown>;
export function callApi<K extends RouteName>(route: K, call?: CallOf<K>): Promise<AnswerOf<K>>;
export function callApi<K extends RouteName>(route: K, call = {} as CallOf<K>): Promise<unknown> {
  return transport.call(route, call);
}

/** Where calls go: the API worker unless a test runs them in its own process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
