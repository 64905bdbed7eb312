/// <reference types="jest" />
import { IDS, savedFlow, startFlow } from './flow-machine.test-kit';
import { memoryStorage } from './flow-storage';
import { isFlowReady, stepPath } from './step-path';

/** Section 4: a page waits 500 ms, then sends the owner home if its ids are missing. */
describe('flow machine: redirect guards', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is ready at once because the saved state is read on start', () => {
    const { actor } = startFlow();
    expect(isFlowReady(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(stepPath(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['issue-details', {}],
    ['issue-details', { userId: IDS.userId }],
    ['diagnostic-results', { issueId: IDS.issueId }],
    ['diagnostic-results', { diagnosticId: IDS.diagnosticId }],
    ['service-options', { issueId: IDS.issueId }],
    ['confirmation-recommendations', {}],
    ['managed-repair-info', { diagnosticId: IDS.diagnosticId }],
    ['confirmation-managed', { diagnosticId: IDS.diagnosticId }],
  ] as const)('%s with %j waits 500 ms, then goes home', (page, ids) => {
    const { actor, navigations } = startFlow({ session: savedFlow(ids) });
    actor.send({ type: 'VISIT', page });
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    expect(stepPath(actor.getSnapshot())).toBe(
      page.startsWith('confirmation-')
        ? `/steps/confirmation/${page.slice('confirmation-'.length)}`
        : `/steps/${page}`,
    );
    jest.advanceTimersByTime(499);
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ vehicleInfo: 'editing' })).toBe(true);
    expect(navigations()).toEqual(['/']);
  });

  it.each([
    ['issue-details', { userId: IDS.userId, vehicleId: IDS.vehicleId }, 'issueDetails'],
    [
      'diagnostic-results',
      { issueId: IDS.issueId, diagnosticId: IDS.diagnosticId },
      'diagnosticResults',
    ],
    ['service-options', { diagnosticId: IDS.diagnosticId }, 'serviceOptions'],
    ['confirmation-recommendations', { diagnosticId: IDS.diagnosticId }, 'confirmation'],
    ['managed-repair-info', { managedRepairId: IDS.managedRepairId }, 'managedRepairInfo'],
    ['confirmation-managed', { managedRepairId: IDS.managedRepairId }, 'confirmation'],
  ] as const)('%s with its ids shows the page (reload continues)', (page, ids, state) => {
    const { actor } = startFlow({ session: savedFlow(ids) });
    actor.send({ type: 'VISIT', page });
    expect(actor.getSnapshot().matches(state)).toBe(true);
  });

  it('lets a page show when the saved current step matches it', () => {
    const { actor } = startFlow({ session: savedFlow({ currentStep: 'service-options' }) });
    actor.send({ type: 'VISIT', page: 'service-options' });
    expect(actor.getSnapshot().matches('serviceOptions')).toBe(true);
  });

  it('restores userId and vehicleId from the vehicle step when the session lacks them', () => {
    const local = memoryStorage({ userId: IDS.userId, vehicleId: IDS.vehicleId });
    const { actor } = startFlow({ local });
    actor.send({ type: 'VISIT', page: 'issue-details' });
    expect(actor.getSnapshot().matches('issueDetails')).toBe(true);
  });

  it('follows a new page while waiting instead of redirecting', () => {
    const { actor } = startFlow({ session: savedFlow({ diagnosticId: IDS.diagnosticId }) });
    actor.send({ type: 'VISIT', page: 'managed-repair-info' });
    actor.send({ type: 'VISIT', page: 'service-options' });
    jest.advanceTimersByTime(1000);
    expect(actor.getSnapshot().matches('serviceOptions')).toBe(true);
  });
});
