import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates a pre-rendered page (that first frame
 * must equal the build's HTML), true in every render after it and in client-only renders.
 * Browser-only values (saved drafts, today's year) are shown once this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
