import { TOAST } from '@fairwrench/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Toasts (sections 8 and 9): at most one visible, shown for 5000 ms; a dismissed toast stays
 * mounted (closed) for 1,000,000 ms so its exit animation and screen-reader announcement are
 * never cut short. A tiny external store so the flow machine and pages can raise toasts
 * without a React context.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST.removeDelayMs),
  );
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function peekToasts(): readonly ToastItem[] {
  return toasts;
}

/** A pre-rendered page has no toasts (nor has its first frame in the browser). */
const NO_TOASTS: readonly ToastItem[] = [];

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, peekToasts, () => NO_TOASTS);
}
