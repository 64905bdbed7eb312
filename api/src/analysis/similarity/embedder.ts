import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';
import { tokenize, type WordPieceVocab } from './wordpiece';

/**
 * onnxruntime-node only runs a model asynchronously, while the analysis is synchronous (one
 * answer per call; the issue decider calls it, ADR 006 and 015). A worker thread owns the
 * runtime; the caller posts a request and blocks on an Atomics flag until the reply is on the
 * port (the pattern of `synckit`). The worker also downloads the jar on first use, with fetch,
 * under the same bridge.
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { port, ortPath } = workerData;
let session = null;
async function handle(request) {
  if (request.kind === 'download') {
    const response = await fetch(request.url, { signal: AbortSignal.timeout(request.timeoutMs) });
    if (!response.ok) throw new Error('HTTP ' + response.status + ' from ' + request.url);
    return new Uint8Array(await response.arrayBuffer());
  }
  if (request.kind === 'load') {
    const ort = require(ortPath);
    session = await ort.InferenceSession.create(request.modelPath, {
      intraOpNumThreads: 2,
      interOpNumThreads: 1,
      // Idle runtime threads sleep rather than spin: spinning held the caller's core for
      // milliseconds after each embedding (ADR 071).
      extra: { session: { intra_op: { allow_spinning: '0' } } },
    });
    return null;
  }
  const ort = require(ortPath);
  const n = request.ids.length;
  const tensor = (values) => new ort.Tensor('int64', BigInt64Array.from(values, BigInt), [1, n]);
  const output = await session.run({
    input_ids: tensor(request.ids),
    attention_mask: tensor(request.ids.map(() => 1)),
    token_type_ids: tensor(request.ids.map(() => 0)),
  });
  return output.last_hidden_state.data;
}
// One request at a time, in the order posted: an embedding waits for the model to load.
let queue = Promise.resolve();
port.on('message', ({ request, flag }) => {
  queue = queue.then(() => handle(request)).then(
    (value) => port.postMessage({ ok: true, value }),
    (error) => port.postMessage({ ok: false, error: String(error && error.message || error) }),
  ).finally(() => {
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
});
`;

type Request =
  | { kind: 'download'; url: string; timeoutMs: number }
  | { kind: 'load'; modelPath: string }
  | { kind: 'embed'; ids: number[] };

/** A request posted, and its answer once read. */
interface Pending {
  readonly kind: Request['kind'];
  readonly flag: Int32Array;
  readonly timeoutMs: number;
  answer?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

/**
 * A worker thread answering requests in order, synchronously for the caller. `start` posts one
 * and returns a function that waits for its answer, so the caller can work meanwhile (the
 * model loads while the rest of the knowledge does; an embedding runs while the engine reads
 * the owner's words). Replies are always read in the order they were asked for.
 */
export class BlockingWorker {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly pending: Pending[] = [];
  private dead = false;

  constructor(ortPath: string) {
    const { port1, port2 } = new MessageChannel();
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { port: port2, ortPath },
      transferList: [port2],
    });
    // The runtime must not keep a finished process (a test run, a script) alive.
    this.worker.unref();
    this.port = port1;
  }

  start(request: Request, timeoutMs: number): () => unknown {
    if (this.dead) throw new Error('the embedding worker was stopped after an earlier failure');
    const flag = new Int32Array(new SharedArrayBuffer(4));
    this.port.postMessage({ request, flag });
    const entry: Pending = { kind: request.kind, flag, timeoutMs };
    this.pending.push(entry);
    return () => {
      while (!entry.answer) {
        const next = this.pending.shift()!;
        try {
          next.answer = { ok: true, value: this.answer(next) };
        } catch (error) {
          next.answer = { ok: false, error };
          // A failed download or load is the reason every later request fails: say that.
          if (next.kind !== 'embed') throw error;
        }
      }
      if (!entry.answer.ok) throw entry.answer.error;
      return entry.answer.value;
    };
  }

  call(request: Request, timeoutMs: number): unknown {
    return this.start(request, timeoutMs)();
  }

  private answer({ kind, flag, timeoutMs }: Pending): unknown {
    if (Atomics.wait(flag, 0, 0, timeoutMs) === 'timed-out') {
      // A late reply would be read as the next request's: stop the worker instead.
      this.close();
      throw new Error(`${kind} took over ${timeoutMs} ms`);
    }
    const reply = receiveMessageOnPort(this.port)?.message as
      { ok: true; value: unknown } | { ok: false; error: string } | undefined;
    if (!reply) throw new Error(`no reply to ${kind}`);
    if (!reply.ok) {
      // A failed load leaves nothing to embed with: later calls fail fast.
      if (kind !== 'embed') this.close();
      throw new Error(reply.error);
    }
    return reply.value;
  }

  close(): void {
    this.dead = true;
    this.port.close();
    void this.worker.terminate();
  }
}

/** Sentence embedding as sentence-transformers computes it: mean of the token vectors, L2-normalised. */
export function meanPooled(hidden: Float32Array, tokens: number): Float32Array {
  const width = hidden.length / tokens;
  const pooled = new Float32Array(width);
  for (let t = 0; t < tokens; t += 1) {
    for (let j = 0; j < width; j += 1) pooled[j]! += hidden[t * width + j]!;
  }
  let norm = 0;
  for (let j = 0; j < width; j += 1) norm += pooled[j]! ** 2;
  norm = Math.sqrt(norm) || 1;
  for (let j = 0; j < width; j += 1) pooled[j]! /= norm;
  return pooled;
}

/**
 * Starts embedding an owner's words and returns a function that waits for the unit vector;
 * the same text always gives the same vector, and one call's function always the same array.
 */
export type Embed = (text: string) => () => Float32Array;

/** One embedding should take a few milliseconds; a stuck runtime must not hang a request. */
const EMBED_TIMEOUT_MS = 2_000;

export function embedderOn(worker: BlockingWorker, vocab: WordPieceVocab): Embed {
  return (text) => {
    const ids = tokenize(text, vocab);
    const hidden = worker.start({ kind: 'embed', ids }, EMBED_TIMEOUT_MS);
    // Pooled once: the votes and the urgency then share one vector, and with it the
    // similarities the case index keeps for that vector.
    let pooled: Float32Array | undefined;
    return () => (pooled ??= meanPooled(hidden() as Float32Array, ids.length));
  };
}
