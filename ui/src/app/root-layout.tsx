import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../components/toast/toaster';
import { Spinner } from '../components/ui/spinner';
import { FlowProvider } from '../flow/flow-provider';
import { ScrollToTop } from '../layout/scroll-to-top';

/** Around every route: the flow machine, toasts and scroll restoration. */
export function RootLayout() {
  return (
    <FlowProvider>
      <ScrollToTop />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </FlowProvider>
  );
}
