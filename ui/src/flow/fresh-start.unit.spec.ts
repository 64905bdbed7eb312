/// <reference types="jest" />
import { waitFor } from 'xstate';
import { IDS, savedFlow, startFlow, VEHICLE_FORM } from './flow-machine.test-kit';
import { memoryStorage } from './flow-storage';
import { freshStartDecision } from './fresh-start';

const decide = (input: Partial<Parameters<typeof freshStartDecision>[0]>) =>
  freshStartDecision({ referrer: null, savedCurrentStep: null, startFreshFlag: null, ...input });

describe('freshStartDecision (section 4, standalone vehicle page)', () => {
  it('clears when nothing says a flow is under way', () => {
    expect(decide({})).toEqual({ clear: true, removeStartFreshFlag: false });
    expect(decide({ referrer: 'https://fairwrench.test/faqs' }).clear).toBe(true);
    expect(decide({ referrer: '/steps/vehicle-info' }).clear).toBe(true);
    expect(decide({ savedCurrentStep: 'managed-repair-info' }).clear).toBe(true);
    expect(decide({ savedCurrentStep: 'vehicle-info' }).clear).toBe(true);
  });

  it.each(['/steps/issue-details', 'https://fairwrench.test/steps/service-options?x=1'])(
    'keeps progress when the referrer is the step page %s',
    (referrer) => expect(decide({ referrer }).clear).toBe(false),
  );

  it.each(['issue-details', 'diagnostic', 'diagnostic-results', 'service-options'])(
    'keeps progress when the saved current step is %s',
    (savedCurrentStep) => expect(decide({ savedCurrentStep }).clear).toBe(false),
  );

  it('startFresh=true forces a clear and removes the flag, whatever else holds', () => {
    expect(
      decide({
        startFreshFlag: 'true',
        referrer: '/steps/issue-details',
        savedCurrentStep: 'service-options',
      }),
    ).toEqual({ clear: true, removeStartFreshFlag: true });
    expect(decide({ startFreshFlag: 'false', referrer: '/steps/issue-details' }).clear).toBe(false);
  });
});

describe('flow machine: fresh start and the brand link', () => {
  const drafts = () =>
    memoryStorage({
      userInfo: JSON.stringify({ name: 'Dana', email: 'd@example.com', zipCode: '85253' }),
      vehicleInfo: JSON.stringify({ year: '2018', make: 'Toyota', model: 'Camry', mileage: 0 }),
      issueDetails: '{}',
      issueImages: '[]',
      currentStep: 'issue-details',
      userId: IDS.userId,
      vehicleId: IDS.vehicleId,
      issueId: IDS.issueId,
    });

  it('the brand link sets startFresh; the next standalone visit clears everything', () => {
    const local = drafts();
    const session = savedFlow({
      userId: IDS.userId,
      issueId: IDS.issueId,
      diagnosticId: IDS.diagnosticId,
      currentStep: 'service-options',
    });
    const { actor } = startFlow({ session, local });
    actor.send({ type: 'BRAND.CLICK' });
    expect(local.get('startFresh')).toBe('true');
    actor.send({ type: 'VISIT', page: 'home' });
    expect(actor.getSnapshot().context.savedVehicle?.vehicleMake).toBe('Toyota');

    actor.send({ type: 'VISIT', page: 'vehicle-info', referrer: '/' });
    const { context } = actor.getSnapshot();
    expect(context.savedVehicle).toBeNull();
    expect(context.flow.userId).toBeNull();
    // Besides section 4's list, the flow state goes: its ids belong to the dropped flow.
    expect(session.get('repairFlowState')).toBeNull();
    expect(context.flow.diagnosticId).toBeNull();
    for (const key of [
      'startFresh',
      'userInfo',
      'vehicleInfo',
      'issueDetails',
      'issueImages',
      'currentStep',
      'userId',
      'vehicleId',
      'issueId',
    ]) {
      expect(local.get(key)).toBeNull();
    }
  });

  it('keeps and prefills when coming back from a later step', () => {
    const local = drafts();
    const { actor } = startFlow({ local, session: savedFlow({ userId: IDS.userId }) });
    actor.send({ type: 'VISIT', page: 'vehicle-info', referrer: '/steps/issue-details' });
    expect(actor.getSnapshot().context.savedVehicle).toMatchObject({ name: 'Dana', mileage: '' });
    expect(local.get('userId')).toBe(IDS.userId);
  });

  it('reads the step saved in local storage when the session has none (a new tab)', () => {
    const local = drafts();
    const { actor } = startFlow({ local, session: memoryStorage() });
    actor.send({ type: 'VISIT', page: 'vehicle-info', referrer: null });
    expect(actor.getSnapshot().context.savedVehicle).toMatchObject({ vehicleMake: 'Toyota' });
    expect(local.get('userId')).toBe(IDS.userId);
  });

  it('spends the brand link flag once a new vehicle is saved from the home page', async () => {
    const local = memoryStorage();
    const { actor } = startFlow({ local, session: memoryStorage() });
    actor.send({ type: 'BRAND.CLICK' });
    actor.send({ type: 'VISIT', page: 'home' });
    actor.send({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM });
    await waitFor(actor, (snapshot) => snapshot.matches('issueDetails'));
    expect(local.get('startFresh')).toBeNull();
    expect(local.get('currentStep')).toBe('issue-details');

    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.savedVehicle).toMatchObject({ vehicleMake: 'Toyota' });
  });

  it('a vehicle saved after a finished flow starts a new issue, without the old one', async () => {
    const local = drafts();
    local.set('issueDetails', JSON.stringify({ issueType: 'symptoms', issueDescription: 'Old' }));
    const session = savedFlow({
      userId: IDS.userId,
      vehicleId: IDS.vehicleId,
      issueId: IDS.issueId,
      diagnosticId: IDS.diagnosticId,
      managedRepairId: IDS.managedRepairId,
      currentStep: 'confirmation-managed',
    });
    const { actor } = startFlow({ local, session });
    actor.send({ type: 'VISIT', page: 'home' });
    actor.send({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM });
    await waitFor(actor, (snapshot) => snapshot.matches('issueDetails'));
    expect(actor.getSnapshot().context.flow).toMatchObject({
      issueId: null,
      diagnosticId: null,
      managedRepairId: null,
      currentStep: 'issue-details',
    });
    expect(local.get('issueDetails')).toBeNull();
    expect(local.get('issueImages')).toBeNull();
  });

  it('a vehicle corrected mid-flow keeps the issue draft', async () => {
    const local = drafts();
    local.set('issueDetails', JSON.stringify({ issueType: 'symptoms', issueDescription: 'Mine' }));
    const session = savedFlow({ userId: IDS.userId, currentStep: 'issue-details' });
    const { actor } = startFlow({ local, session });
    actor.send({ type: 'VISIT', page: 'vehicle-info', referrer: '/steps/issue-details' });
    actor.send({ type: 'VEHICLE.SUBMIT', form: VEHICLE_FORM });
    await waitFor(actor, (snapshot) => snapshot.matches('issueDetails'));
    expect(JSON.parse(local.get('issueDetails')!)).toMatchObject({ issueDescription: 'Mine' });
  });
});
