import type { LEAD_DELIVERY_FAILURES, LeadShared } from '@fairwrench/contracts';
import {
  sharingRightsFold,
  sharingStopped,
  withdrawnEvidence,
  type SharingRights,
} from './sharing-rights';

/** What the forwarder is told to do with a decided lead. */
export type LeadRelease =
  | { readonly type: 'ReleaseLead' }
  | {
      readonly type: 'WithholdLead';
      readonly failure: Extract<
        (typeof LEAD_DELIVERY_FAILURES)[number],
        'owner-erased' | 'opted-out' | 'consent-withdrawn'
      >;
      readonly detail: string;
    };

/**
 * A workflow decider (EventSourcing.NodeJS's `decide(input, state) → commands`): a lead that
 * was decided may still not go out if, since then, its owner was erased, opted out of sale and
 * sharing, or withdrew a consent the lead cites. Such a lead has not reached the shop yet, so
 * it is withheld. The state is the owner's sharing rights, the same fold the share-leads
 * decider decides on; the forwarder folds it from the owner's data-rights stream.
 */
export function decideLeadRelease(
  lead: Pick<LeadShared['data'], 'evidence'>,
  rights: SharingRights,
): LeadRelease {
  const stopped = sharingStopped(rights);
  if (stopped) return { type: 'WithholdLead', ...stopped };
  const cited = withdrawnEvidence(rights, lead.evidence);
  if (cited) {
    return {
      type: 'WithholdLead',
      failure: 'consent-withdrawn',
      detail: `the owner withdrew their ${cited.kind} consent`,
    };
  }
  return { type: 'ReleaseLead' };
}

/** The workflow: fold the owner's sharing rights, then decide on each lead of theirs. */
export const leadReleaseWorkflow = { ...sharingRightsFold, decide: decideLeadRelease };
