/// <reference types="jest" />
import type { AnyStateNode } from 'xstate';
import { need } from './flow-actors';
import { flowMachine } from './flow-machine';
import { FLOW_STEPS, isFlowStep, pageOfPath, pathOf } from './flow-steps';

const nodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap(nodes),
];
const allNodes = nodes(flowMachine.root);

describe('the step table and the machine built from it', () => {
  it.each(Object.keys(FLOW_STEPS).filter(isFlowStep))(
    '%s is a state node whose meta names its page',
    (step) => {
      expect(flowMachine.getStateNodeById(step).meta).toEqual({ path: FLOW_STEPS[step].path });
    },
  );

  it('tags every state that waits for a call busy, and only those', () => {
    const calling = allNodes.filter((node) => node.invoke.length > 0).map((node) => node.id);
    const busy = allNodes.filter((node) => node.tags.includes('busy')).map((node) => node.id);
    expect(busy).toEqual(calling);
    expect(busy).toEqual([
      'flow.vehicleInfo.submitting',
      'flow.issueDetails.submitting',
      'flow.serviceOptions.creatingManaged',
      'flow.managedRepairInfo.lookingUp',
      'flow.managedRepairInfo.creating',
      'flow.managedRepairInfo.updating',
    ]);
  });

  it('finds the page of a path, and no page for paths outside the flow', () => {
    expect(pageOfPath('/')).toBe('home');
    expect(pageOfPath('/steps/confirmation/managed')).toBe('confirmation-managed');
    expect(pageOfPath('/faqs')).toBeNull();
    expect(pageOfPath('/steps/confirmation/:type')).toBeNull();
    for (const step of Object.keys(FLOW_STEPS).filter(isFlowStep)) {
      expect(pageOfPath(pathOf(step))).toBe(step);
    }
  });

  it('knows a step id only when the table has it', () => {
    expect(isFlowStep('service-options')).toBe(true);
    expect(isFlowStep('diagnostic')).toBe(false);
    expect(isFlowStep('toString')).toBe(false);
  });
});

describe('need: a call refuses an id the saved flow lacks', () => {
  it('passes a value through and fails a missing one with a message for the toast', () => {
    expect(need('abc', 'diagnostic information')).toBe('abc');
    expect(() => need(null, 'diagnostic information')).toThrow(
      'Missing diagnostic information. Please start over.',
    );
  });
});
