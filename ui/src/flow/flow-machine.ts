import {
  toIssueDetailsRequest,
  toUpdateManagedRepairRequest,
  toVehicleInfoRequest,
} from '@fairwrench/contracts';
import { assign, type SnapshotFrom } from 'xstate';
import { FLOW_TOASTS } from './flow-messages';
import { flowSetup, loadFlow } from './flow-setup';
import type { FlowPage, FlowStep } from './flow-steps';
import { readSavedVehicle, saveVehicleDraft } from './saved-drafts';

/**
 * The one machine that owns the repair flow (section 4): which step is active, Back, the two
 * service paths, the redirect guard and the saved flow state. Pages send VISIT when they
 * mount and follow the emitted `navigate` events; forms stay in react-hook-form and hand the
 * machine only validated values. One file because XState infers types from one config.
 */
const STATE_OF_STEP = {
  'issue-details': 'issueDetails',
  'diagnostic-results': 'diagnosticResults',
  'service-options': 'serviceOptions',
  'managed-repair-info': 'managedRepairInfo',
  'confirmation-recommendations': 'confirmation.recommendations',
  'confirmation-managed': 'confirmation.managed',
} as const satisfies Record<Exclude<FlowStep, 'vehicle-info'>, string>;

const enterStep = (step: keyof typeof STATE_OF_STEP) => ({
  guard: { type: 'mayEnter' as const, params: { step } },
  target: `.${STATE_OF_STEP[step]}`,
});

const navigateTo = (page: FlowPage) => ({ type: 'navigateTo' as const, params: { page } });
const setStep = (step: FlowStep) => ({ type: 'setStep' as const, params: { step } });
const toast = (params: (typeof FLOW_TOASTS)[keyof typeof FLOW_TOASTS]) => ({
  type: 'toast' as const,
  params,
});
const failure = (fallback: (typeof FLOW_TOASTS)[keyof typeof FLOW_TOASTS]) => ({
  target: 'failed' as const,
  actions: [
    {
      type: 'failWith' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ cause: event.error, fallback }),
    },
    'showError' as const,
  ],
});

/** The same transitions serve a form's first try and its retry after a failure. */
const submitIssue = () => [
  { guard: 'hasVehicleIds' as const, target: '#flow.issueDetails.submitting' },
  {
    target: '#flow.issueDetails.failed',
    actions: [{ type: 'fail' as const, params: FLOW_TOASTS.issueFailed }, 'showError' as const],
  },
];

const confirmService = () => [
  { guard: 'hasNoChoice' as const, actions: toast(FLOW_TOASTS.noServiceOption) },
  {
    guard: 'choseRecommendations' as const,
    target: '#flow.confirmation.recommendations',
    actions: [setStep('confirmation-recommendations'), 'saveFlow' as const],
  },
  {
    guard: 'lacksDiagnosticId' as const,
    actions: toast(FLOW_TOASTS.noDiagnosticForManaged),
  },
  { target: '#flow.serviceOptions.creatingManaged', actions: 'clearError' as const },
];

const submitManaged = () => [
  {
    guard: 'lacksDiagnosticId' as const,
    target: '#flow.managedRepairInfo.failed',
    actions: [
      { type: 'fail' as const, params: FLOW_TOASTS.managedMissingState },
      'showError' as const,
    ],
  },
  { target: '#flow.managedRepairInfo.lookingUp', actions: 'keepManagedForm' as const },
];

export const flowMachine = flowSetup.createMachine({
  id: 'flow',
  context: ({ input }) => ({
    ...input,
    flow: loadFlow(input),
    savedVehicle: readSavedVehicle(input.local),
    vehicleEntry: 'home',
    visiting: null,
    vehicleForm: null,
    managedForm: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    VISIT: [
      {
        guard: { type: 'visits', params: { page: 'home' } },
        target: '.vehicleInfo',
        actions: assign({ vehicleEntry: 'home' }),
      },
      {
        guard: { type: 'visits', params: { page: 'vehicle-info' } },
        target: '.vehicleInfo',
        actions: ['freshStart', assign({ vehicleEntry: 'vehicle-info' })],
      },
      enterStep('issue-details'),
      enterStep('diagnostic-results'),
      enterStep('service-options'),
      enterStep('managed-repair-info'),
      enterStep('confirmation-recommendations'),
      enterStep('confirmation-managed'),
      {
        target: '.redirecting',
        actions: assign({
          visiting: ({ event }) => (event.page === 'home' ? null : event.page),
        }),
      },
    ],
    'FLOW.UPDATE': { actions: ['patchFlow', 'saveFlow'] },
    'FLOW.CLEAR': { actions: 'clearFlow' },
    'BRAND.CLICK': { actions: 'setStartFresh' },
  },
  states: {
    /** Ready only after load: context reads the saved state, so this is left at once. */
    loading: { always: 'idle' },
    /** Loaded; waiting for the mounted page to say where the owner is. */
    idle: {},
    /** A step page opened without its ids: wait out the guard delay, then go home. */
    redirecting: {
      after: {
        redirectGuardDelay: {
          target: 'vehicleInfo',
          actions: assign({ vehicleEntry: 'home', visiting: null }),
        },
      },
    },
    vehicleInfo: {
      entry: {
        type: 'navigateTo',
        params: ({ context }) => ({ page: context.vehicleEntry as FlowPage }),
      },
      initial: 'editing',
      states: {
        editing: { on: { 'VEHICLE.SUBMIT': '#flow.vehicleInfo.submitting' } },
        failed: { on: { 'VEHICLE.SUBMIT': '#flow.vehicleInfo.submitting' } },
        submitting: {
          entry: [
            'clearError',
            assign({
              vehicleForm: ({ event }) => (event.type === 'VEHICLE.SUBMIT' ? event.form : null),
            }),
          ],
          invoke: {
            src: 'submitVehicle',
            input: ({ context }) => toVehicleInfoRequest(context.vehicleForm!),
            onDone: {
              target: '#flow.issueDetails',
              actions: [
                'dropFinishedIssue',
                ({ context, event }) =>
                  saveVehicleDraft(context.local, context.vehicleForm!, event.output),
                assign({
                  // A new vehicle starts a new issue: the old one's ids must not resurface.
                  flow: ({ context, event }) => ({
                    ...context.flow,
                    userId: event.output.userId,
                    vehicleId: event.output.vehicleId,
                    issueId: null,
                    diagnosticId: null,
                    managedRepairId: null,
                    zipCode: context.vehicleForm!.zipCode,
                    currentStep: 'issue-details' as const,
                  }),
                  savedVehicle: ({ context }) => readSavedVehicle(context.local),
                }),
                'saveFlow',
                'spendStartFresh',
                toast(FLOW_TOASTS.vehicleSaved),
              ],
            },
            onError: failure(FLOW_TOASTS.vehicleFailed),
          },
        },
      },
    },
    issueDetails: {
      entry: navigateTo('issue-details'),
      initial: 'editing',
      on: {
        'ISSUE.SAVE_DRAFT': { actions: 'saveIssueDraft' },
        BACK: { target: 'vehicleInfo', actions: assign({ vehicleEntry: 'vehicle-info' }) },
      },
      states: {
        editing: { on: { 'ISSUE.SUBMIT': submitIssue() } },
        failed: { on: { 'ISSUE.SUBMIT': submitIssue() } },
        submitting: {
          entry: ['clearError', 'saveIssueDraft', setStep('diagnostic-results'), 'saveFlow'],
          invoke: {
            src: 'submitIssue',
            input: ({ context, event }) => ({
              request: toIssueDetailsRequest(
                { userId: context.flow.userId ?? '', vehicleId: context.flow.vehicleId ?? '' },
                (event as Extract<typeof event, { type: 'ISSUE.SUBMIT' }>).form,
              ),
              photos: (event as Extract<typeof event, { type: 'ISSUE.SUBMIT' }>).photos,
            }),
            onDone: {
              target: '#flow.diagnosticResults',
              actions: [
                assign({
                  flow: ({ context, event }) => ({ ...context.flow, ...event.output }),
                }),
                'saveFlow',
                toast(FLOW_TOASTS.issueSaved),
              ],
            },
            onError: failure(FLOW_TOASTS.issueFailed),
          },
        },
      },
    },
    diagnosticResults: {
      entry: navigateTo('diagnostic-results'),
      on: {
        BACK: 'issueDetails',
        CONTINUE: { target: 'serviceOptions', actions: [setStep('service-options'), 'saveFlow'] },
      },
    },
    serviceOptions: {
      entry: navigateTo('service-options'),
      initial: 'choosing',
      on: { BACK: 'diagnosticResults' },
      states: {
        choosing: { on: { 'SERVICE.CONFIRM': confirmService() } },
        failed: { on: { 'SERVICE.CONFIRM': confirmService() } },
        creatingManaged: {
          invoke: {
            src: 'createManagedRepair',
            input: ({ context }) => ({ diagnosticId: context.flow.diagnosticId! }),
            onDone: {
              target: '#flow.managedRepairInfo',
              actions: [
                assign({
                  flow: ({ context, event }) => ({
                    ...context.flow,
                    managedRepairId: event.output.managedRepairId,
                    currentStep: 'managed-repair-info' as const,
                  }),
                }),
                'saveFlow',
              ],
            },
            onError: {
              target: 'failed',
              actions: [{ type: 'fail', params: FLOW_TOASTS.managedCreateFailed }, 'showError'],
            },
          },
        },
      },
    },
    managedRepairInfo: {
      entry: navigateTo('managed-repair-info'),
      initial: 'editing',
      on: { BACK: 'serviceOptions' },
      states: {
        editing: { on: { 'MANAGED.SUBMIT': submitManaged() } },
        failed: { on: { 'MANAGED.SUBMIT': submitManaged() } },
        lookingUp: {
          invoke: {
            src: 'findManagedRepair',
            input: ({ context }) => ({ diagnosticId: context.flow.diagnosticId! }),
            onDone: [
              {
                guard: {
                  type: 'foundManagedRepair',
                  params: ({ event }) => ({ found: event.output }),
                },
                target: 'updating',
                actions: [
                  {
                    type: 'storeManagedRepairId',
                    params: ({ event }) => ({ id: event.output?.managedRepairId ?? null }),
                  },
                  'saveFlow',
                ],
              },
              { target: 'creating' },
            ],
            onError: failure(FLOW_TOASTS.managedScheduleFailed),
          },
        },
        creating: {
          invoke: {
            src: 'createManagedRepair',
            input: ({ context }) => ({ diagnosticId: context.flow.diagnosticId! }),
            onDone: {
              target: 'updating',
              actions: [
                {
                  type: 'storeManagedRepairId',
                  params: ({ event }) => ({ id: event.output.managedRepairId }),
                },
                'saveFlow',
              ],
            },
            onError: failure(FLOW_TOASTS.managedScheduleFailed),
          },
        },
        updating: {
          invoke: {
            src: 'updateManagedRepair',
            input: ({ context }) => ({
              managedRepairId: context.flow.managedRepairId!,
              request: toUpdateManagedRepairRequest(context.managedForm!),
            }),
            onDone: {
              target: '#flow.confirmation.managed',
              actions: [
                setStep('confirmation-managed'),
                'saveFlow',
                toast(FLOW_TOASTS.managedScheduled),
              ],
            },
            onError: failure(FLOW_TOASTS.managedScheduleFailed),
          },
        },
      },
    },
    confirmation: {
      initial: 'recommendations',
      states: {
        recommendations: {
          entry: navigateTo('confirmation-recommendations'),
          on: { BACK: '#flow.serviceOptions' },
        },
        managed: { entry: navigateTo('confirmation-managed') },
      },
    },
  },
});

export type FlowSnapshot = SnapshotFrom<typeof flowMachine>;
