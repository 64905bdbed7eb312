import { API_ROUTES, type ApiRoute } from '@fairwrench/contracts';
import { ApiError, callApi, type ApiCall } from '../api-client';
import type { Reply, Request } from './protocol';

/**
 * Makes API calls away from the page's main thread: the fetch and, above all, the check of the
 * answer against its contract schema, whose first use evaluates Zod (about 140 ms on a slow
 * phone, one task the page could not answer a tap during; ADR 029).
 */
interface WorkerScope {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage(reply: Reply): void;
}
const scope = globalThis as unknown as WorkerScope;
const inFlight = new Map<number, AbortController>();

async function answer(id: number, route: ApiRoute, call: object): Promise<Reply> {
  const controller = new AbortController();
  inFlight.set(id, controller);
  try {
    const data = await callApi(route, { ...call, signal: controller.signal } as ApiCall<ApiRoute>);
    return { id, ok: true, data };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const status = error instanceof ApiError ? error.status : undefined;
    return { id, ok: false, name: failure.name, message: failure.message, status };
  } finally {
    inFlight.delete(id);
  }
}

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'abort') {
    inFlight.get(request.id)?.abort();
    return;
  }
  const route = API_ROUTES[request.route] as ApiRoute;
  void answer(request.id, route, request.call as object).then((reply) => scope.postMessage(reply));
};
