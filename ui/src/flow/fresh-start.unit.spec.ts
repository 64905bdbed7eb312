/// <reference types="jest" />
import { IDS, savedFlow, startFlow } from './flow-machine.test-kit';
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
    const session = savedFlow({ userId: IDS.userId, currentStep: 'service-options' });
    const { actor } = startFlow({ session, local });
    actor.send({ type: 'BRAND.CLICK' });
    expect(local.get('startFresh')).toBe('true');
    actor.send({ type: 'VISIT', page: 'home' });
    expect(actor.getSnapshot().context.savedVehicle?.vehicleMake).toBe('Toyota');

    actor.send({ type: 'VISIT', page: 'vehicle-info', referrer: '/' });
    const { context } = actor.getSnapshot();
    expect(context.savedVehicle).toBeNull();
    expect(context.flow.userId).toBeNull();
    expect(session.get('repairFlowState')).toBeNull();
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
});
