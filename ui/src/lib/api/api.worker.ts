import { API_ROUTES, type ApiRoute } from '@fairwrench/contracts';
import { ApiError } from './api-errors';
import { httpCall, type ApiCall } from './http-call';
import type { Reply, Request } from './protocol';

/**
 * Makes the app's API calls away from the page's main thread: the fetch and, above all, the
 * check of the answer against its contract schema, whose first use evaluates Zod (about 140 ms
 * on a slow phone, one task the page could not answer a tap during; ADR 029). The schemas live
 * in this worker's chunk, not the pages'.
 */
interface WorkerScope {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage(reply: Reply): void;
}
const scope = globalThis as unknown as WorkerScope;
const inFlight = new Map<number, AbortController>();

function fromWire(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('formEntries' in body)) return body;
  const form = new FormData();
  for (const [name, value] of (body as { formEntries: [string, FormDataEntryValue][] })
    .formEntries) {
    form.append(name, value);
  }
  return form;
}

async function answer(id: number, route: ApiRoute, call: Request & { kind: 'call' }) {
  const controller = new AbortController();
  inFlight.set(id, controller);
  try {
    const made = { ...call.call, body: fromWire(call.call.body), signal: controller.signal };
    const data = await httpCall(route, made as ApiCall<ApiRoute>);
    return { id, ok: true, data } satisfies Reply;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const status = error instanceof ApiError ? error.status : undefined;
    return { id, ok: false, name: failure.name, message: failure.message, status } satisfies Reply;
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
  void answer(request.id, route, request).then((reply) => scope.postMessage(reply));
};
