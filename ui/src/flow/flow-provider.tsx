import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { toast } from '../components/toast/toast-store';
import { appFlowActors } from './flow-app-actors';
import { flowMachine, type FlowSnapshot } from './flow-machine';
import { persistFlow } from './flow-persistence';
import { browserStorage, memoryStorage } from './flow-storage';
import { pageOfPath } from './flow-steps';

type FlowActor = ActorRefFrom<typeof flowMachine>;

const FlowContext = createContext<FlowActor | null>(null);
/** The in-app page the owner came from, for the fresh-start rules (see useReferrer). */
const LastPathContext = createContext<{ readonly current: string } | null>(null);

const appMachine = flowMachine.provide({ actors: appFlowActors });

/**
 * Runs the one flow machine for the whole app (inside the router, so it can navigate), saves
 * its flow state to browser storage and turns what it emits into route changes and toasts.
 */
export function FlowProvider({ children }: { children: ReactNode }) {
  const [stores] = useState(() =>
    // The build pre-renders public pages in Node, where there is no browser storage.
    typeof window === 'undefined'
      ? { session: memoryStorage(), local: memoryStorage() }
      : { session: browserStorage('session'), local: browserStorage('local') },
  );
  const actor = useActorRef(appMachine, { input: stores });
  // A layout effect runs before useActorRef's effect starts the actor, so the first change
  // (a page's queued VISIT clearing the flow, say) is already heard.
  useLayoutEffect(() => {
    const persistence = persistFlow(actor, stores);
    return () => persistence.unsubscribe();
  }, [actor, stores]);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  // Runs after the new page's own effects, so while a page mounts this still names the page
  // the owner came from.
  useEffect(() => {
    lastPath.current = pathname;
  }, [pathname]);

  // Browser Back/Forward while the next page's code is still loading leaves the old page on
  // screen with an address React never saw change; the machine hears of it here instead.
  useEffect(() => {
    const onPopState = () => {
      const page = pageOfPath(window.location.pathname);
      if (page) actor.send({ type: 'VISIT', page, referrer: lastPath.current });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor]);

  useEffect(() => {
    const navigation = actor.on('navigate', ({ to }) => {
      const here = window.location.pathname;
      // An owner who left the flow (FAQs, contact, ...) while a call ran is not pulled back
      // when it finishes; the flow picks up when they return to one of its pages.
      if (here !== to && pageOfPath(here) !== null) void navigate(to);
    });
    const toasts = actor.on('toast', ({ title, description, variant }) =>
      toast({ title, description, variant }),
    );
    return () => {
      navigation.unsubscribe();
      toasts.unsubscribe();
    };
  }, [actor, navigate]);

  return (
    <FlowContext.Provider value={actor}>
      <LastPathContext.Provider value={lastPath}>{children}</LastPathContext.Provider>
    </FlowContext.Provider>
  );
}

/** The flow actor; section 3 makes using the flow state outside its provider an error. */
export function useFlowActor(): FlowActor {
  const actor = useContext(FlowContext);
  if (!actor) throw new Error('useFlow must be used within a FlowProvider');
  return actor;
}

export function useFlowSelector<T>(selector: (snapshot: FlowSnapshot) => T): T {
  return useSelector(useFlowActor(), selector);
}

export function useFlowSend(): FlowActor['send'] {
  return useFlowActor().send;
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
