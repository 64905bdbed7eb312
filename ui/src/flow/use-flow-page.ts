import { useEffect } from 'react';
import { useFlowActor, useFlowSelector, useReferrer } from './flow-provider';
import { type FlowPage, pathOf } from './flow-steps';
import { stepPath } from './step-path';

/**
 * Tells the flow machine which page mounted (once per mount: a repeated VISIT would cancel a
 * submit in flight; FlowProvider reports Back/Forward itself) and answers whether the page may
 * show its content: true once the machine agrees the owner belongs here, false while it loads
 * or waits out the redirect guard.
 */
export function useFlowPage(page: FlowPage): boolean {
  const actor = useFlowActor();
  const referrer = useReferrer();
  useEffect(() => {
    actor.send({ type: 'VISIT', page, referrer: referrer() });
    // Once per mount: `referrer` is read at that moment, not a reason to visit again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, page]);
  return useFlowSelector(
    (snapshot) => !snapshot.matches('redirecting') && stepPath(snapshot) === pathOf(page),
  );
}
