import { useEffect, useState } from 'react';

/**
 * One read per mount, as section 9 asks: no refetch on focus or interval, no retries, never
 * stale. `key` null means "not yet" (e.g. the id is not known). A newer key aborts the old read.
 */
export type QueryState<T> =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

export function useQuery<T>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<T>,
): QueryState<T> {
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({
    key: null,
    value: { status: 'idle' },
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => setState({ key, value: { status: 'success', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState({ key, value: { status: 'error', error: failure } });
      },
    );
    return () => controller.abort();
    // `read` is a new closure every render; the key names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}
