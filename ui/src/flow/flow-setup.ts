import { REDIRECT_GUARD_DELAY_MS, STORAGE_KEYS } from '@fairwrench/contracts';
import { assign, emit, setup } from 'xstate';
import { flowActors } from './flow-actors';
import { type FlowToast, failureToast } from './flow-messages';
import { removeKeys, writeText } from './flow-storage';
import { FLOW_PAGE_PATHS, type FlowPage, type FlowStep, hasRequiredIds } from './flow-steps';
import type { FlowContext, FlowEmitted, FlowEvent, FlowInput } from './flow-types';
import { applyFreshStart, freshStartDecision, readStartFreshFlag } from './fresh-start';
import {
  type RepairFlowState,
  clearRepairFlowState,
  loadRepairFlowState,
  mergeRepairFlowState,
  saveRepairFlowState,
} from './repair-flow-state';
import {
  clearIssueDraft,
  readCurrentStep,
  readSavedIds,
  saveCurrentStep,
  saveIssueDraft,
} from './saved-drafts';

/**
 * Everything the flow machine names: its actions, guards, actors and the redirect delay.
 * The states themselves are in flow-machine.ts.
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
  },
  actors: flowActors,
  delays: { redirectGuardDelay: REDIRECT_GUARD_DELAY_MS },
  guards: {
    /** A step page may show when its ids are there or the saved flow says the owner is on it. */
    mayEnter: ({ context, event }, params: { step: FlowStep }) =>
      event.type === 'VISIT' &&
      event.page === params.step &&
      (hasRequiredIds(context.flow, params.step) || context.flow.currentStep === params.step),
    visits: ({ event }, params: { page: FlowPage }) =>
      event.type === 'VISIT' && event.page === params.page,
    hasVehicleIds: ({ context }) => hasRequiredIds(context.flow, 'issue-details'),
    lacksDiagnosticId: ({ context }) => !context.flow.diagnosticId,
    hasNoChoice: ({ event }) => event.type === 'SERVICE.CONFIRM' && event.choice === null,
    choseRecommendations: ({ event }) =>
      event.type === 'SERVICE.CONFIRM' && event.choice === 'recommendations',
    foundManagedRepair: (_, params: { found: unknown }) => params.found !== null,
  },
  actions: {
    /** Section 3 keeps `currentStep` in browser storage too; it outlives the tab's session. */
    saveFlow: ({ context }) => {
      saveRepairFlowState(context.session, context.flow);
      if (context.flow.currentStep) saveCurrentStep(context.local, context.flow.currentStep);
    },
    patchFlow: assign({
      flow: ({ context, event }) =>
        event.type === 'FLOW.UPDATE'
          ? mergeRepairFlowState(context.flow, event.patch)
          : context.flow,
    }),
    storeManagedRepairId: assign({
      flow: ({ context }, params: { id: string | null }) =>
        mergeRepairFlowState(context.flow, { managedRepairId: params.id }),
    }),
    keepManagedForm: assign({
      managedForm: ({ event }) => (event.type === 'MANAGED.SUBMIT' ? event.form : null),
    }),
    clearFlow: assign({ flow: ({ context }) => clearRepairFlowState(context.session) }),
    setStep: assign({
      flow: ({ context }, params: { step: FlowStep }) =>
        mergeRepairFlowState(context.flow, { currentStep: params.step }),
    }),
    /**
     * Fresh-start rules of the standalone vehicle page. Besides the stored items section 4
     * lists, a clear resets the whole flow state: its ids belong to the flow being dropped.
     */
    freshStart: assign(({ context, event }) => {
      const referrer = event.type === 'VISIT' ? (event.referrer ?? null) : null;
      const decision = freshStartDecision({
        referrer,
        savedCurrentStep: context.flow.currentStep ?? readCurrentStep(context.local),
        startFreshFlag: readStartFreshFlag(context.local),
      });
      applyFreshStart(context.local, decision);
      if (!decision.clear) return {};
      return { flow: clearRepairFlowState(context.session), savedVehicle: null };
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
    saveIssueDraft: ({ context, event }) => {
      if (event.type === 'ISSUE.SAVE_DRAFT') saveIssueDraft(context.local, event.draft);
      if (event.type === 'ISSUE.SUBMIT') saveIssueDraft(context.local, event.form);
    },
    navigateTo: emit((_, params: { page: FlowPage }) => ({
      type: 'navigate' as const,
      to: FLOW_PAGE_PATHS[params.page],
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
