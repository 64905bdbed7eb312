/**
 * Browser storage behind a three-method interface, so the flow machine can be tested with an
 * in-memory store and the page can pass sessionStorage / localStorage. Every read and write
 * is wrapped: section 8 says storage failures (private mode, quota, corrupt JSON) are logged
 * only and empty defaults are used, so nothing here ever throws.
 */
export interface FlowStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Adapter over window.sessionStorage or window.localStorage. */
export function browserStorage(kind: 'session' | 'local'): FlowStorage {
  const store = (): Storage => (kind === 'session' ? window.sessionStorage : window.localStorage);
  return {
    get: (key) => store().getItem(key),
    set: (key, value) => store().setItem(key, value),
    remove: (key) => store().removeItem(key),
  };
}

/** For tests, and as a fallback where no browser storage exists. */
export function memoryStorage(initial: Record<string, string> = {}): FlowStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** Parsed JSON, or null when missing, unreadable or the storage itself fails. */
export function readJson(storage: FlowStorage, key: string): unknown {
  try {
    const raw = storage.get(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch (error) {
    console.error(`Could not read "${key}" from browser storage`, error);
    return null;
  }
}

export function writeJson(storage: FlowStorage, key: string, value: unknown): void {
  attempt(`save "${key}" to`, () => storage.set(key, JSON.stringify(value)));
}

export function writeText(storage: FlowStorage, key: string, value: string): void {
  attempt(`save "${key}" to`, () => storage.set(key, value));
}

export function readText(storage: FlowStorage, key: string): string | null {
  try {
    return storage.get(key);
  } catch (error) {
    console.error(`Could not read "${key}" from browser storage`, error);
    return null;
  }
}

export function removeKeys(storage: FlowStorage, keys: readonly string[]): void {
  for (const key of keys) attempt(`remove "${key}" from`, () => storage.remove(key));
}

function attempt(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(`Could not ${what} browser storage`, error);
  }
}
