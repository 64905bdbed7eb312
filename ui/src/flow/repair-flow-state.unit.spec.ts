/// <reference types="jest" />
import { IDS, savedFlow, startFlow } from './flow-machine.test-kit';
import { type FlowStorage, memoryStorage } from './flow-storage';
import {
  EMPTY_REPAIR_FLOW_STATE,
  loadRepairFlowState,
  mergeRepairFlowState,
} from './repair-flow-state';

const broken: FlowStorage = {
  get: () => {
    throw new Error('SecurityError');
  },
  set: () => {
    throw new Error('QuotaExceededError');
  },
  remove: () => {
    throw new Error('SecurityError');
  },
};

describe('repair flow state (section 3)', () => {
  it('starts with every field null', () => {
    expect(loadRepairFlowState(memoryStorage())).toEqual(EMPTY_REPAIR_FLOW_STATE);
  });

  it('keeps good fields of a partly corrupt saved state', () => {
    const storage = savedFlow({ userId: IDS.userId, currentStep: 'nowhere', zipCode: 5 });
    expect(loadRepairFlowState(storage)).toEqual({
      ...EMPTY_REPAIR_FLOW_STATE,
      userId: IDS.userId,
    });
  });

  it('merges partial updates; undefined keeps, null clears', () => {
    const state = { ...EMPTY_REPAIR_FLOW_STATE, userId: 'u', zipCode: '85253' };
    expect(mergeRepairFlowState(state, { zipCode: null, issueId: 'i', userId: undefined })).toEqual(
      {
        ...state,
        zipCode: null,
        issueId: 'i',
      },
    );
  });

  it('logs storage failures only and uses empty defaults', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { actor } = startFlow({ session: broken, local: broken });
    actor.send({ type: 'FLOW.UPDATE', patch: { zipCode: '85253' } });
    actor.send({ type: 'FLOW.CLEAR' });
    expect(actor.getSnapshot().context.flow).toEqual(EMPTY_REPAIR_FLOW_STATE);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('flow machine: saving the flow state', () => {
  it('saves every change after loading, merged with what was there', () => {
    const session = savedFlow({ userId: IDS.userId });
    const { actor } = startFlow({ session });
    expect(session.get('repairFlowState')).toBe(JSON.stringify({ userId: IDS.userId }));
    actor.send({ type: 'FLOW.UPDATE', patch: { zipCode: '90210' } });
    expect(JSON.parse(session.get('repairFlowState')!)).toEqual({
      ...EMPTY_REPAIR_FLOW_STATE,
      userId: IDS.userId,
      zipCode: '90210',
    });
  });

  it('clear resets the context and removes the key', () => {
    const session = savedFlow({ userId: IDS.userId });
    const { actor } = startFlow({ session });
    actor.send({ type: 'FLOW.CLEAR' });
    expect(actor.getSnapshot().context.flow).toEqual(EMPTY_REPAIR_FLOW_STATE);
    expect(session.get('repairFlowState')).toBeNull();
  });
});
