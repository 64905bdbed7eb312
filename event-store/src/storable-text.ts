/** NUL, which PostgreSQL text and jsonb cannot hold, and surrogates that are not half of a pair. */
const UNSTORABLE = new RegExp(
  // eslint-disable-next-line no-control-regex -- NUL is the very character refused
  '\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
  'g',
);
const HOLDS_UNSTORABLE = new RegExp(UNSTORABLE.source);

/** An event whose data or metadata holds text the log could not store or read back as written. */
export class UnstorableTextError extends Error {
  override readonly name = 'UnstorableTextError';
}

/** True when some string (or key) in `value` holds a NUL or a lone surrogate. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return HOLDS_UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => holdsUnstorableText(key) || holdsUnstorableText(item),
  );
}

/** `text` with what the database cannot store spelled out: for reasons quoting bad data. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, (found) =>
    found === '\u0000' ? '\\0' : `\\u${found.charCodeAt(0).toString(16)}`,
  );
}
