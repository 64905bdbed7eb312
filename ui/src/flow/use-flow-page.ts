import { useEffect } from 'react';
import { useFlowHandle, useFlowSelectorWhileLoading, useReferrer } from './flow-provider';
import { type FlowPage, pathOf } from './flow-steps';
import { stepPath } from './step-path';

/**
 * Tells the flow machine which page mounted (once per mount: a repeated VISIT would cancel a
 * submit in flight; FlowProvider reports Back/Forward itself) and answers whether the page may
 * show its content: true once the machine agrees the owner belongs here, false while its code
 * loads, while it loads the saved state or while it waits out the redirect guard.
 *
 * A step page needs the machine at once. The landing page does not (`loadMachine: false`):
 * its visit waits until the owner starts on the form or something else loads the machine.
 */
export function useFlowPage(page: FlowPage, { loadMachine = true } = {}): boolean {
  const handle = useFlowHandle();
  const referrer = useReferrer();
  useEffect(() => {
    const visit = { type: 'VISIT', page, referrer: referrer() } as const;
    if (loadMachine) handle.send(visit);
    else handle.sendWhenRunning(visit);
    // Once per mount: `referrer` is read at that moment, not a reason to visit again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, page]);
  return useFlowSelectorWhileLoading(
    (snapshot) => !snapshot.matches('redirecting') && stepPath(snapshot) === pathOf(page),
    false,
  );
}
