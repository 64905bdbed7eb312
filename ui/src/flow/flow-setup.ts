import { REDIRECT_GUARD_DELAY_MS, STORAGE_KEYS } from '@fairwrench/contracts';
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { flowActors } from './flow-actors';
import { type FlowToast, failureToast } from './flow-messages';
import { removeKeys, writeText } from './flow-storage';
import { type FlowPage, type FlowStep, type StepMeta, hasRequiredIds, pathOf } from './flow-steps';
import type { FlowContext, FlowEmitted, FlowEvent, FlowInput } from './flow-types';
import { applyFreshStart, freshStartDecision, readStartFreshFlag } from './fresh-start';
import {
  EMPTY_REPAIR_FLOW_STATE,
  type RepairFlowState,
  loadRepairFlowState,
  mergeRepairFlowState,
} from './repair-flow-state';
import { clearIssueDraft, readCurrentStep, readSavedIds } from './saved-drafts';

/**
 * Everything the flow machine names: its actions, guards, actors and the redirect delay.
 * The states themselves are in flow-machine.ts. No action writes the flow state to storage:
 * `persistFlow` does, from outside (flow-persistence.ts).
 */
/** Session ids win; the vehicle step's saved ids fill gaps (section 4, issue details). */
export function loadFlow(input: FlowInput): RepairFlowState {
  const flow = loadRepairFlowState(input.session);
  const saved = readSavedIds(input.local);
  return {
    ...flow,
    userId: flow.userId ?? saved.userId,
    vehicleId: flow.vehicleId ?? saved.vehicleId,
  };
}

export const flowSetup = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    emitted: {} as FlowEmitted,
    input: {} as FlowInput,
    meta: {} as StepMeta,
    /** On every state that waits for a call: buttons read 'Saving...' / 'Processing...'. */
    tags: {} as 'busy',
  },
  actors: flowActors,
  delays: { redirectGuardDelay: REDIRECT_GUARD_DELAY_MS },
  guards: {
    /** A step page may show when its ids are there or the saved flow says the owner is on it. */
    mayEnter: ({ context, event }, params: { step: FlowStep }) => {
      assertEvent(event, 'VISIT');
      const { flow } = context;
      return (
        event.page === params.step &&
        (hasRequiredIds(flow, params.step) || flow.currentStep === params.step)
      );
    },
    visits: ({ event }, params: { page: FlowPage }) => {
      assertEvent(event, 'VISIT');
      return event.page === params.page;
    },
    hasVehicleIds: ({ context }) => hasRequiredIds(context.flow, 'issue-details'),
    lacksDiagnosticId: ({ context }) => !context.flow.diagnosticId,
    hasNoChoice: ({ event }) => {
      assertEvent(event, 'SERVICE.CONFIRM');
      return event.choice === null;
    },
    choseRecommendations: ({ event }) => {
      assertEvent(event, 'SERVICE.CONFIRM');
      return event.choice === 'recommendations';
    },
    foundManagedRepair: (_, params: { found: unknown }) => params.found !== null,
  },
  actions: {
    patchFlow: assign({
      flow: ({ context, event }) => {
        assertEvent(event, 'FLOW.UPDATE');
        return mergeRepairFlowState(context.flow, event.patch);
      },
    }),
    storeManagedRepairId: assign({
      flow: ({ context }, params: { id: string | null }) =>
        mergeRepairFlowState(context.flow, { managedRepairId: params.id }),
    }),
    keepManagedForm: assign({
      managedForm: ({ event }) => {
        assertEvent(event, 'MANAGED.SUBMIT');
        return event.form;
      },
    }),
    clearFlow: assign({ flow: () => ({ ...EMPTY_REPAIR_FLOW_STATE }) }),
    setStep: assign({
      flow: ({ context }, params: { step: FlowStep }) =>
        mergeRepairFlowState(context.flow, { currentStep: params.step }),
    }),
    /**
     * Fresh-start rules of the standalone vehicle page. Besides the stored items section 4
     * lists, a clear resets the whole flow state: its ids belong to the flow being dropped.
     */
    freshStart: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'VISIT');
      const decision = freshStartDecision({
        referrer: event.referrer ?? null,
        savedCurrentStep: context.flow.currentStep ?? readCurrentStep(context.local),
        startFreshFlag: readStartFreshFlag(context.local),
      });
      enqueue(() => applyFreshStart(context.local, decision));
      if (decision.clear) {
        enqueue.assign({ flow: { ...EMPTY_REPAIR_FLOW_STATE }, savedVehicle: null });
      }
    }),
    /**
     * A vehicle saved after a finished flow, or after the brand link asked for a fresh start,
     * begins a new issue: the last one's text and photos are not offered again.
     */
    dropFinishedIssue: ({ context }) => {
      const finished = context.flow.currentStep?.startsWith('confirmation') ?? false;
      if (finished || readStartFreshFlag(context.local) === 'true') clearIssueDraft(context.local);
    },
    /** A new flow has begun from the home page: the brand link's one-shot flag is spent. */
    spendStartFresh: ({ context }) => removeKeys(context.local, [STORAGE_KEYS.startFresh]),
    setStartFresh: ({ context }) => writeText(context.local, STORAGE_KEYS.startFresh, 'true'),
    navigateTo: emit((_, params: { page: FlowPage }) => ({
      type: 'navigate' as const,
      to: pathOf(params.page),
    })),
    toast: emit((_, params: FlowToast) => ({ type: 'toast' as const, ...params })),
    fail: assign({ error: (_, params: FlowToast) => params }),
    failWith: assign({
      error: (_, params: { cause: unknown; fallback: FlowToast }) =>
        failureToast(params.cause, params.fallback),
    }),
    showError: emit(({ context }) => ({
      type: 'toast' as const,
      ...(context.error ?? { title: 'Error', description: '', variant: 'destructive' as const }),
    })),
    clearError: assign({ error: null }),
  },
});
