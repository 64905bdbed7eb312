import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../components/toast/toast-store';
import { createFlowHandle, type FlowHandle, flowStores, hasSavedProgress } from './flow-handle';
import type { FlowSnapshot } from './flow-machine';
import type { FlowActor } from './flow-runtime';
import { pageOfPath } from './flow-steps';

const FlowContext = createContext<FlowHandle | null>(null);
/** The in-app page the owner came from, for the fresh-start rules (see useReferrer). */
const LastPathContext = createContext<{ readonly current: string } | null>(null);

/**
 * Holds the one flow machine for the whole app (inside the router, so it can navigate): its
 * code loads on demand (flow-handle.ts), its flow state is saved to browser storage, and what
 * it emits becomes route changes and toasts.
 */
export function FlowProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [handle] = useState(() =>
    createFlowHandle(flowStores(), {
      navigate: (to) => {
        const here = window.location.pathname;
        // An owner who left the flow (FAQs, contact, ...) while a call ran is not pulled back
        // when it finishes; the flow picks up when they return to one of its pages.
        if (here !== to && pageOfPath(here) !== null) void navigateRef.current(to);
      },
      toast,
    }),
  );
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  // Runs after the new page's own effects, so while a page mounts this still names the page
  // the owner came from.
  useEffect(() => {
    lastPath.current = pathname;
  }, [pathname]);

  // A returning owner's saved vehicle or flow is shown as soon as the page is up.
  useEffect(() => {
    if (hasSavedProgress(flowStores())) handle.load().catch(() => undefined);
  }, [handle]);

  // Browser Back/Forward while the next page's code is still loading leaves the old page on
  // screen with an address React never saw change; the machine hears of it here instead.
  useEffect(() => {
    const onPopState = () => {
      const page = pageOfPath(window.location.pathname);
      if (page) handle.sendWhenRunning({ type: 'VISIT', page, referrer: lastPath.current });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [handle]);

  return (
    <FlowContext.Provider value={handle}>
      <LastPathContext.Provider value={lastPath}>{children}</LastPathContext.Provider>
    </FlowContext.Provider>
  );
}

/** The flow handle; section 3 makes using the flow state outside its provider an error. */
export function useFlowHandle(): FlowHandle {
  const handle = useContext(FlowContext);
  if (!handle) throw new Error('useFlow must be used within a FlowProvider');
  return handle;
}

/** The machine's snapshot, or null while its code loads (and while a page hydrates). */
function useFlowSnapshot(): FlowSnapshot | null {
  const handle = useFlowHandle();
  return useSyncExternalStore(
    handle.subscribe,
    () => handle.actor?.getSnapshot() ?? null,
    () => null,
  );
}

/**
 * The running flow actor; the component suspends while the machine's code loads. For pages
 * that cannot show anything without the flow.
 */
export function useFlowActor(): FlowActor {
  const handle = useFlowHandle();
  useFlowSnapshot();
  return handle.actor ?? use(handle.load());
}

/** What `selector` reads from the flow state; suspends like `useFlowActor` while it loads. */
export function useFlowSelector<T>(selector: (snapshot: FlowSnapshot) => T): T {
  const snapshot = useFlowSnapshot();
  const handle = useFlowHandle();
  return selector(snapshot ?? use(handle.load()).getSnapshot());
}

/**
 * What `selector` reads from the flow state, or `whileLoading` until the machine runs: for
 * what must render before it (the landing page's form, a step page's loading state).
 */
export function useFlowSelectorWhileLoading<T>(
  selector: (snapshot: FlowSnapshot) => T,
  whileLoading: T,
): T {
  const snapshot = useFlowSnapshot();
  return snapshot ? selector(snapshot) : whileLoading;
}

/** Sends an event to the machine, loading it first if need be. */
export function useFlowSend(): FlowHandle['send'] {
  return useFlowHandle().send;
}

/**
 * Where the owner came from, for a page that just mounted: the previous in-app path, or on
 * the first page of a visit the browser's referrer (same-origin only, by our Referrer-Policy).
 */
export function useReferrer(): () => string | null {
  const lastPath = useContext(LastPathContext);
  const { pathname } = useLocation();
  return () => {
    const previous = lastPath?.current;
    if (previous && previous !== pathname) return previous;
    return document.referrer || null;
  };
}
