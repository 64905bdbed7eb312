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

/** True when some string (or key) in `value` holds a NUL or a lone surrogate, at any depth. */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let item = pending.pop(); pending.length > 0 || item !== undefined; item = pending.pop()) {
    if (typeof item === 'string') {
      if (HOLDS_UNSTORABLE.test(item)) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (HOLDS_UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** `text` with what the database cannot store spelled out: for reasons quoting bad data. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, (found) =>
    found === '\u0000' ? '\\0' : `\\u${found.charCodeAt(0).toString(16)}`,
  );
}
