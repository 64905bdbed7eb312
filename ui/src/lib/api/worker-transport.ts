import { ApiContractError, ApiError } from './api-errors';
import type { ApiTransport, CallOf, Reply, Request, RouteName, WireBody } from './protocol';

/**
 * The browser's transport: each call is posted to one module worker, which makes it and checks
 * the answer (api.worker.ts), so no page's main thread evaluates Zod or carries the schemas
 * (ADR 029, ADR 047). Failures come back as the same classes: an ApiError with the status, an
 * ApiContractError. Every browser the app supports runs module workers (Chrome 80, Safari 15,
 * Firefox 114); the pre-render never calls the API.
 */
export const workerTransport: ApiTransport = {
  call<K extends RouteName>(route: K, { signal, body, ...rest }: CallOf<K>): Promise<unknown> {
    const worker = apiWorker();
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        pending.delete(id);
        post(worker, { kind: 'abort', id });
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, (reply) => {
        signal?.removeEventListener('abort', onAbort);
        if (reply.ok) resolve(reply.data);
        else reject(asError(reply));
      });
      post(worker, { kind: 'call', id, route, call: { ...rest, body: toWire(body) } });
    });
  },
};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (reply: Reply) => void>();

function apiWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./api.worker.ts', import.meta.url), {
    type: 'module',
    name: 'api',
  });
  worker.onmessage = ({ data }: MessageEvent<Reply>) => {
    const settle = pending.get(data.id);
    pending.delete(data.id);
    settle?.(data);
  };
  // The worker's script failed to load or run: every call waiting on it fails, as a failed
  // download fails a call on the main thread, and the next call starts a new worker.
  worker.onerror = (event) => {
    event.preventDefault();
    worker = undefined;
    const failed = [...pending.entries()];
    pending.clear();
    for (const [id, settle] of failed) {
      settle({ id, ok: false, name: 'Error', message: 'The API worker could not start' });
    }
  };
  return worker;
}

const post = (to: Worker, request: Request) => to.postMessage(request);

/** A FormData cannot be posted; its entries can, and the worker builds the form again. */
function toWire(body: unknown): WireBody {
  return body instanceof FormData ? { formEntries: [...body.entries()] } : body;
}

function asError(reply: Extract<Reply, { ok: false }>): Error {
  if (reply.status !== undefined) return new ApiError(reply.status, reply.message);
  if (reply.name === 'ApiContractError') {
    return new ApiContractError(reply.message.replace(/^Unexpected answer from /, ''));
  }
  const error = new Error(reply.message);
  error.name = reply.name;
  return error;
}
