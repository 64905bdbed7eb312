/// <reference types="jest" />
import { TOAST } from '@fairwrench/contracts';
import type * as ToastStore from './toast-store';

type Store = typeof ToastStore;

/** A fresh module per test: the store is module state. */
function freshStore(): Store {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>('./toast-store');
  });
  return store!;
}

describe('toasts (sections 8 and 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps at most one toast, the newest', () => {
    const store = freshStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.peekToasts().map((item) => item.title)).toEqual(['Second']);
    expect(store.peekToasts()).toHaveLength(TOAST.limit);
  });

  it('closes a dismissed toast and removes it 1,000,000 ms later', () => {
    const store = freshStore();
    const id = store.toast({ title: 'Saved' });
    store.dismissToast(id);
    expect(store.peekToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    jest.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.peekToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.peekToasts()).toHaveLength(0);
  });

  it('notifies subscribers on every change', () => {
    const store = freshStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribeToasts(() => seen.push(store.peekToasts().length));
    store.toast({ title: 'One' });
    store.dismissToast(store.peekToasts()[0]!.id);
    unsubscribe();
    store.toast({ title: 'Two' });
    expect(seen).toEqual([1, 1]);
  });
});
