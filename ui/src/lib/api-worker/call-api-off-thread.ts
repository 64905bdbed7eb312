import { ApiError } from '../api-client';
import type { Reply, Request, RouteName, WorkerAnswer, WorkerCall } from './protocol';

/**
 * `callApi` for a page whose first seconds must stay responsive: the call and its contract
 * check run in a module worker, so the page's main thread never evaluates Zod (ADR 029). The
 * answer and the failures are the ones `callApi` gives: the parsed body, an ApiError with the
 * status, or an ApiContractError (as an Error of that name). Every browser the app supports
 * runs module workers (Chrome 80, Safari 15, Firefox 114); the pre-render never calls this.
 */
export function callApiOffThread<K extends RouteName>(
  route: K,
  call: WorkerCall<K>,
  signal?: AbortSignal,
): Promise<WorkerAnswer<K>> {
  const worker = contractWorker();
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
      if (reply.ok) resolve(reply.data as WorkerAnswer<K>);
      else reject(asError(reply));
    });
    post(worker, { kind: 'call', id, route, call });
  });
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (reply: Reply) => void>();

function contractWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./contract.worker.ts', import.meta.url), {
    type: 'module',
    name: 'api-contracts',
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

function asError(reply: Extract<Reply, { ok: false }>): Error {
  if (reply.status !== undefined) return new ApiError(reply.status, reply.message);
  const error = new Error(reply.message);
  error.name = reply.name;
  return error;
}
