/**
 * The BERT WordPiece tokenizer of all-MiniLM-L6-v2 (the HuggingFace `tokenizer.json` it ships
 * with: BertNormalizer with lowercasing, BertPreTokenizer, WordPiece with "##" subwords and the
 * [CLS] … [SEP] template), so the ONNX model sees exactly the ids it was trained on.
 */
export interface WordPieceVocab {
  readonly ids: ReadonlyMap<string, number>;
  readonly cls: number;
  readonly sep: number;
  readonly unk: number;
}

/**
 * Longer descriptions are cut, as sentence-transformers cuts at the 256 the model was trained
 * on. We cut at 160: the attention's cost grows faster than the text, and on the tune half the
 * ranking at 160 was as good as at 256 (ADR 071). About 8 % of the real cases are longer.
 */
export const MAX_TOKENS = 160;
/** WordPiece gives up on longer words and emits [UNK], as the reference implementation does. */
const MAX_WORD_CHARS = 100;

export function wordPieceVocab(tokenizerJson: unknown): WordPieceVocab {
  const model = (tokenizerJson as { model?: { type?: string; vocab?: Record<string, number> } })
    .model;
  if (model?.type !== 'WordPiece' || !model.vocab) {
    throw new Error('tokenizer.json does not hold a WordPiece vocabulary');
  }
  const ids = new Map(Object.entries(model.vocab));
  const id = (token: string) => {
    const found = ids.get(token);
    if (found === undefined) throw new Error(`tokenizer.json lacks ${token}`);
    return found;
  };
  return { ids, cls: id('[CLS]'), sep: id('[SEP]'), unk: id('[UNK]') };
}

const CONTROL = /[\p{Cc}\p{Cf}]/u;
const PUNCTUATION = /\p{P}/u;
const CJK =
  /[\u4E00-\u9FFF\u3400-\u4DBF\u{20000}-\u{2A6DF}\u{2A700}-\u{2B73F}\u{2B740}-\u{2B81F}\u{2B820}-\u{2CEAF}\uF900-\uFAFF\u{2F800}-\u{2FA1F}]/u;

/** BERT counts every non-alphanumeric ASCII printable as punctuation, "$" and "^" included. */
function isPunctuation(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96)) return true;
  if (cp >= 123 && cp <= 126) return true;
  return PUNCTUATION.test(ch);
}

/** BertNormalizer (clean text, space around CJK, lowercase and strip accents) + BertPreTokenizer. */
export function basicTokens(text: string): string[] {
  const words: string[] = [];
  let current = '';
  const flush = () => {
    if (current) words.push(current);
    current = '';
  };
  const cleaned = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
  for (const ch of cleaned) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0 || cp === 0xfffd) continue;
    if (/\s/u.test(ch)) flush();
    else if (CONTROL.test(ch)) continue;
    else if (isPunctuation(ch) || CJK.test(ch)) {
      flush();
      words.push(ch);
    } else current += ch;
  }
  flush();
  return words;
}

/** Greedy longest-match-first split of one word into vocabulary pieces. */
function wordPieces(word: string, vocab: WordPieceVocab): number[] {
  const chars = [...word];
  if (chars.length > MAX_WORD_CHARS) return [vocab.unk];
  const pieces: number[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = chars.length;
    let found: number | undefined;
    while (start < end) {
      const piece = (start > 0 ? '##' : '') + chars.slice(start, end).join('');
      found = vocab.ids.get(piece);
      if (found !== undefined) break;
      end -= 1;
    }
    if (found === undefined) return [vocab.unk];
    pieces.push(found);
    start = end;
  }
  return pieces;
}

/** [CLS] pieces… [SEP], cut to MAX_TOKENS. */
export function tokenize(text: string, vocab: WordPieceVocab): number[] {
  const pieces = basicTokens(text).flatMap((w) => wordPieces(w, vocab));
  return [vocab.cls, ...pieces.slice(0, MAX_TOKENS - 2), vocab.sep];
}
