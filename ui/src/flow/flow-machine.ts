import { assertEvent, assign, type SnapshotFrom } from 'xstate';
import { FLOW_TOASTS } from './flow-messages';
import { flowSetup, loadFlow } from './flow-setup';
import { FLOW_STEPS, type FlowPage, type FlowStep } from './flow-steps';
import { readSavedVehicle, vehiclePrefill } from './saved-drafts';

/**
 * The one machine that owns the repair flow (section 4): which step is active, Back, the two
 * service paths and the redirect guard. Pages send VISIT when they mount and follow the
 * emitted `navigate` events; forms stay in react-hook-form, save their own drafts and hand the
 * machine only validated values. The flow state lives in context; `persistFlow` saves it.
 *
 * Each step of FLOW_STEPS is one state node with the step's id (`#issue-details`), its page
 * as `meta.path` (read by stepPath) and a `navigate` on entry. Every state that waits for a
 * call is tagged `busy`. One file because XState infers types from one config.
 */
type Toast = (typeof FLOW_TOASTS)[keyof typeof FLOW_TOASTS];
type LaterStep = Exclude<FlowStep, 'vehicle-info'>;

const navigateTo = (page: FlowPage) => ({ type: 'navigateTo' as const, params: { page } });
const setStep = (step: FlowStep) => ({ type: 'setStep' as const, params: { step } });
const toast = (params: Toast) => ({ type: 'toast' as const, params });
const failure = (fallback: Toast) => ({
  target: 'failed' as const,
  actions: [
    {
      type: 'failWith' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ cause: event.error, fallback }),
    },
    'showError' as const,
  ],
});

/** The state node of a step after the vehicle one (whose page depends on where it was opened). */
const stepState = (step: LaterStep) => ({
  id: step,
  meta: { path: FLOW_STEPS[step].path },
  entry: navigateTo(step),
});

const enterStep = (step: LaterStep) => ({
  guard: { type: 'mayEnter' as const, params: { step } },
  target: `#${step}`,
});

/** The same transitions serve a form's first try and its retry after a failure. */
const submitIssue = () => [
  { guard: 'hasVehicleIds' as const, target: '#issue-details.submitting' },
  {
    target: '#issue-details.failed',
    actions: [{ type: 'fail' as const, params: FLOW_TOASTS.issueFailed }, 'showError' as const],
  },
];

const confirmService = () => [
  { guard: 'hasNoChoice' as const, actions: toast(FLOW_TOASTS.noServiceOption) },
  {
    guard: 'choseRecommendations' as const,
    target: '#confirmation-recommendations',
    actions: setStep('confirmation-recommendations'),
  },
  {
    guard: 'lacksDiagnosticId' as const,
    actions: toast(FLOW_TOASTS.noDiagnosticForManaged),
  },
  { target: '#service-options.creatingManaged', actions: 'clearError' as const },
];

const submitManaged = () => [
  {
    guard: 'lacksDiagnosticId' as const,
    target: '#managed-repair-info.failed',
    actions: [
      { type: 'fail' as const, params: FLOW_TOASTS.managedMissingState },
      'showError' as const,
    ],
  },
  { target: '#managed-repair-info.lookingUp', actions: 'keepManagedForm' as const },
];

export const flowMachine = flowSetup.createMachine({
  id: 'flow',
  context: ({ input }) => ({
    local: input.local,
    flow: loadFlow(input),
    savedVehicle: readSavedVehicle(input.local),
    vehicleEntry: 'home',
    visiting: null,
    managedForm: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    VISIT: [
      {
        guard: { type: 'visits', params: { page: 'home' } },
        target: '#vehicle-info',
        actions: assign({ vehicleEntry: 'home' }),
      },
      {
        guard: { type: 'visits', params: { page: 'vehicle-info' } },
        target: '#vehicle-info',
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
    'FLOW.UPDATE': { actions: 'patchFlow' },
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
      id: 'vehicle-info',
      meta: { path: FLOW_STEPS['vehicle-info'].path },
      entry: {
        type: 'navigateTo',
        params: ({ context }) => ({ page: context.vehicleEntry }),
      },
      initial: 'editing',
      states: {
        editing: { on: { 'VEHICLE.SUBMIT': 'submitting' } },
        failed: { on: { 'VEHICLE.SUBMIT': 'submitting' } },
        submitting: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            src: 'submitVehicle',
            input: ({ event }) => {
              assertEvent(event, 'VEHICLE.SUBMIT');
              return event.form;
            },
            onDone: {
              target: '#issue-details',
              actions: [
                'dropFinishedIssue',
                assign({
                  // A new vehicle starts a new issue: the old one's ids must not resurface.
                  flow: ({ context, event }) => ({
                    ...context.flow,
                    userId: event.output.userId,
                    vehicleId: event.output.vehicleId,
                    issueId: null,
                    diagnosticId: null,
                    managedRepairId: null,
                    zipCode: event.output.form.zipCode,
                    currentStep: 'issue-details' as const,
                  }),
                  // What the vehicle form saves once it hears of this (drafts are the form's).
                  savedVehicle: ({ event }) => vehiclePrefill(event.output.form),
                }),
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
      ...stepState('issue-details'),
      initial: 'editing',
      on: {
        BACK: { target: 'vehicleInfo', actions: assign({ vehicleEntry: 'vehicle-info' }) },
      },
      states: {
        editing: { on: { 'ISSUE.SUBMIT': submitIssue() } },
        failed: { on: { 'ISSUE.SUBMIT': submitIssue() } },
        submitting: {
          tags: 'busy',
          entry: ['clearError', setStep('diagnostic-results')],
          invoke: {
            src: 'submitIssue',
            input: ({ context, event }) => {
              assertEvent(event, 'ISSUE.SUBMIT');
              const { userId, vehicleId } = context.flow;
              return { userId, vehicleId, form: event.form, photos: event.photos };
            },
            onDone: {
              target: '#diagnostic-results',
              // No toast: the results page itself says the analysis is done (ADR 058).
              actions: assign({
                flow: ({ context, event }) => ({ ...context.flow, ...event.output }),
              }),
            },
            onError: failure(FLOW_TOASTS.issueFailed),
          },
        },
      },
    },
    diagnosticResults: {
      ...stepState('diagnostic-results'),
      on: {
        BACK: 'issueDetails',
        CONTINUE: { target: 'serviceOptions', actions: setStep('service-options') },
      },
    },
    serviceOptions: {
      ...stepState('service-options'),
      initial: 'choosing',
      on: { BACK: 'diagnosticResults' },
      states: {
        choosing: { on: { 'SERVICE.CONFIRM': confirmService() } },
        failed: { on: { 'SERVICE.CONFIRM': confirmService() } },
        creatingManaged: {
          tags: 'busy',
          invoke: {
            src: 'createManagedRepair',
            input: ({ context }) => ({ diagnosticId: context.flow.diagnosticId }),
            onDone: {
              target: '#managed-repair-info',
              actions: assign({
                flow: ({ context, event }) => ({
                  ...context.flow,
                  managedRepairId: event.output.managedRepairId,
                  currentStep: 'managed-repair-info' as const,
                }),
              }),
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
      ...stepState('managed-repair-info'),
      initial: 'editing',
      on: { BACK: 'serviceOptions' },
      states: {
        editing: { on: { 'MANAGED.SUBMIT': submitManaged() } },
        failed: { on: { 'MANAGED.SUBMIT': submitManaged() } },
        lookingUp: {
          tags: 'busy',
          invoke: {
            src: 'findManagedRepair',
            input: ({ context }) => ({ diagnosticId: context.flow.diagnosticId }),
            onDone: [
              {
                guard: {
                  type: 'foundManagedRepair',
                  params: ({ event }) => ({ found: event.output }),
                },
                target: 'updating',
                actions: {
                  type: 'storeManagedRepairId',
                  params: ({ event }) => ({ id: event.output?.managedRepairId ?? null }),
                },
              },
              { target: 'creating' },
            ],
            onError: failure(FLOW_TOASTS.managedScheduleFailed),
          },
        },
        creating: {
          tags: 'busy',
          invoke: {
            src: 'createManagedRepair',
            input: ({ context }) => ({ diagnosticId: context.flow.diagnosticId }),
            onDone: {
              target: 'updating',
              actions: {
                type: 'storeManagedRepairId',
                params: ({ event }) => ({ id: event.output.managedRepairId }),
              },
            },
            onError: failure(FLOW_TOASTS.managedScheduleFailed),
          },
        },
        updating: {
          tags: 'busy',
          invoke: {
            src: 'updateManagedRepair',
            input: ({ context }) => ({
              managedRepairId: context.flow.managedRepairId,
              form: context.managedForm,
            }),
            onDone: {
              target: '#confirmation-managed',
              actions: [setStep('confirmation-managed'), toast(FLOW_TOASTS.managedScheduled)],
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
          ...stepState('confirmation-recommendations'),
          on: { BACK: '#service-options' },
        },
        managed: stepState('confirmation-managed'),
      },
    },
  },
});

export type FlowSnapshot = SnapshotFrom<typeof flowMachine>;
