/// <reference types="jest" />
import { waitFor } from 'xstate';
import { IDS, MANAGED_FORM, VEHICLE_FORM, savedFlow, startFlow } from './flow-machine.test-kit';
import { memoryStorage } from './flow-storage';
import { readIssueDraft } from './saved-drafts';
import { stepPath } from './step-path';

const ISSUE = {
  form: { issueType: 'symptoms' as const, issueDescription: 'Grinding noise when braking' },
  photos: [],
};
const saved = (session: { get(key: string): string | null }) =>
  JSON.parse(session.get('repairFlowState') ?? 'null');

describe('flow machine: the self-managed path', () => {
  it('goes home → issue details → results → service options → recommendations', async () => {
    const { actor, session, navigations, toasts } = startFlow();
    actor.send({ type: 'VISIT', page: 'home' });
    expect(stepPath(actor.getSnapshot())).toBe('/');

    actor.send({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM });
    expect(actor.getSnapshot().matches({ vehicleInfo: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.matches('issueDetails'));
    expect(toasts()).toContain('Vehicle information saved');
    expect(saved(session)).toMatchObject({
      userId: IDS.userId,
      vehicleId: IDS.vehicleId,
      zipCode: '85253',
      currentStep: 'issue-details',
    });

    actor.send({ type: 'ISSUE.SUBMIT', ...ISSUE });
    await waitFor(actor, (s) => s.matches('diagnosticResults'));
    // The results page is the answer: no toast says it again over the page (ADR 058).
    expect(toasts()).toEqual([
      'Vehicle information saved',
      "Let's collect details about your issue next.",
    ]);
    expect(saved(session)).toMatchObject({ issueId: IDS.issueId, diagnosticId: IDS.diagnosticId });

    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches('serviceOptions')).toBe(true);
    actor.send({ type: 'SERVICE.CONFIRM', choice: 'recommendations' });
    expect(actor.getSnapshot().matches({ confirmation: 'recommendations' })).toBe(true);
    expect(saved(session).currentStep).toBe('confirmation-recommendations');
    expect(navigations()).toEqual([
      '/',
      '/steps/issue-details',
      '/steps/diagnostic-results',
      '/steps/service-options',
      '/steps/confirmation/recommendations',
    ]);
  });

  it('blocks continuing without a service choice, with the spec message', () => {
    const { actor, toasts } = startFlow({ session: savedFlow({ diagnosticId: IDS.diagnosticId }) });
    actor.send({ type: 'VISIT', page: 'service-options' });
    actor.send({ type: 'SERVICE.CONFIRM', choice: null });
    expect(actor.getSnapshot().matches({ serviceOptions: 'choosing' })).toBe(true);
    expect(toasts()).toEqual([
      'Please select an option',
      'Select either Shop Recommendations or Managed Repair to continue.',
    ]);
  });
});

describe('flow machine: the managed path', () => {
  it('creates, looks up (404), creates, updates and confirms', async () => {
    const { actor, session, toasts } = startFlow({
      session: savedFlow({ issueId: IDS.issueId, diagnosticId: IDS.diagnosticId }),
    });
    actor.send({ type: 'VISIT', page: 'service-options' });
    actor.send({ type: 'SERVICE.CONFIRM', choice: 'managed' });
    expect(actor.getSnapshot().matches({ serviceOptions: 'creatingManaged' })).toBe(true);
    await waitFor(actor, (s) => s.matches('managedRepairInfo'));
    expect(saved(session)).toMatchObject({
      managedRepairId: IDS.managedRepairId,
      currentStep: 'managed-repair-info',
    });
    expect(stepPath(actor.getSnapshot())).toBe('/steps/managed-repair-info');

    actor.send({ type: 'MANAGED.SUBMIT', form: MANAGED_FORM });
    expect(actor.getSnapshot().matches({ managedRepairInfo: 'lookingUp' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ confirmation: 'managed' }));
    expect(toasts()).toContain('Your managed repair service has been scheduled.');
    expect(saved(session).currentStep).toBe('confirmation-managed');
    expect(stepPath(actor.getSnapshot())).toBe('/steps/confirmation/managed');
  });
});

describe('flow machine: Back moves one step back', () => {
  const full = {
    userId: IDS.userId,
    vehicleId: IDS.vehicleId,
    issueId: IDS.issueId,
    diagnosticId: IDS.diagnosticId,
    managedRepairId: IDS.managedRepairId,
  };
  it.each([
    ['issue-details', 'vehicleInfo', '/steps/vehicle-info'],
    ['diagnostic-results', 'issueDetails', '/steps/issue-details'],
    ['service-options', 'diagnosticResults', '/steps/diagnostic-results'],
    ['managed-repair-info', 'serviceOptions', '/steps/service-options'],
    ['confirmation-recommendations', 'serviceOptions', '/steps/service-options'],
  ] as const)('from %s to %s', (page, state, path) => {
    const { actor, navigations } = startFlow({ session: savedFlow(full) });
    actor.send({ type: 'VISIT', page });
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches(state)).toBe(true);
    expect(navigations().at(-1)).toBe(path);
  });

  it('keeps the issue draft the form saved before Back', () => {
    const draft = { issueType: '' as const, issueDescription: 'Half written' };
    const local = memoryStorage({ issueDetails: JSON.stringify(draft) });
    const { actor } = startFlow({ session: savedFlow(full), local });
    actor.send({ type: 'VISIT', page: 'issue-details' });
    actor.send({ type: 'BACK' });
    expect(readIssueDraft(local)).toEqual(draft);
  });

  it('has no Back on the managed confirmation or the vehicle step', () => {
    const { actor } = startFlow({ session: savedFlow(full) });
    actor.send({ type: 'VISIT', page: 'confirmation-managed' });
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
    actor.send({ type: 'VISIT', page: 'home' });
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
  });
});
