import { readFileSync } from 'node:fs';
import { BlockingWorker } from './embedder';
import { defaultModelCacheDir } from './minilm-files';
import { miniLmFiles } from './similarity';
import {
  basicTokens,
  MAX_TOKENS,
  tokenize,
  wordPieceVocab,
  type WordPieceVocab,
} from './wordpiece';

/** The model's own vocabulary (fetched into the cache on first use, as at start-up). */
function modelVocab(): WordPieceVocab {
  const worker = new BlockingWorker(require.resolve('onnxruntime-node'));
  try {
    const files = miniLmFiles(worker, defaultModelCacheDir(), () => undefined);
    return wordPieceVocab(JSON.parse(readFileSync(files.tokenizer, 'utf8')));
  } finally {
    worker.close();
  }
}

const vocab = modelVocab();
const id = (token: string) => vocab.ids.get(token)!;

describe('the WordPiece tokenizer of all-MiniLM-L6-v2', () => {
  it('gives the ids BERT gives for a known sentence', () => {
    // bert-base-uncased: [CLS]=101 hello=7592 ,=1010 world=2088 !=999 [SEP]=102
    expect(tokenize('Hello, world!', vocab)).toEqual([101, 7592, 1010, 2088, 999, 102]);
  });

  it("reads an owner's sentence into the vocabulary's whole words and ## pieces", () => {
    const ids = tokenize('My brakes squeal at 50 mph.', vocab);
    const words = ['my', 'brakes', 'squeal', 'at', '50', 'mph', '.'];
    const pieces = words.flatMap((w) => (vocab.ids.has(w) ? [id(w)] : []));
    expect(ids[0]).toBe(vocab.cls);
    expect(ids.at(-1)).toBe(vocab.sep);
    expect(ids).not.toContain(vocab.unk);
    for (const piece of pieces) expect(ids).toContain(piece);
  });

  it('splits an unknown word greedily into the longest known pieces', () => {
    // The classic example from the BERT paper's tokenizer: un ##aff ##able.
    expect(tokenize('unaffable', vocab).slice(1, -1)).toEqual([
      id('una'),
      id('##ffa'),
      id('##ble'),
    ]);
  });

  it('lowercases, strips accents and splits punctuation and codes as BERT does', () => {
    expect(basicTokens('Café: P0420 — "CEL" on!')).toEqual([
      'cafe',
      ':',
      'p0420',
      '—',
      '"',
      'cel',
      '"',
      'on',
      '!',
    ]);
  });

  it(`keeps at most ${MAX_TOKENS} tokens, [CLS] and [SEP] included`, () => {
    const ids = tokenize('noise '.repeat(400), vocab);
    expect(ids).toHaveLength(MAX_TOKENS);
    expect(ids.at(-1)).toBe(vocab.sep);
  });
});
