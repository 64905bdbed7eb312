import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useToasts } from '../components/toast/toast-store';
import { Spinner } from '../components/ui/spinner';
import { FlowProvider, useFlowSelectorWhileLoading } from '../flow/flow-provider';
import { ScrollToTop } from '../layout/scroll-to-top';

/** Around every route: the flow machine, toasts and scroll restoration. */
export function RootLayout() {
  return (
    <FlowProvider>
      <ScrollToTop />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <ToasterWhenNeeded />
    </FlowProvider>
  );
}

const Toaster = lazy(async () => ({
  default: (await import('../components/toast/toaster')).Toaster,
}));

/**
 * Radix Toast's code arrives with the first toast, or once the flow machine runs (from then
 * on F8 reaches the viewport): a first visit to a public page shows none and need not
 * download it (ADR 029). Toasts raised meanwhile wait in the store.
 */
function ToasterWhenNeeded() {
  const hasToasts = useToasts().length > 0;
  const flowRunning = useFlowSelectorWhileLoading(() => true, false);
  if (!hasToasts && !flowRunning) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
