import { decide, recommendationEventId } from './record-shops-recommended.decider';

const command = {
  type: 'RecordShopsRecommended' as const,
  diagnosticId: '3b9d7c1e-2f4a-4c8b-9d6e-1a2b3c4d5e6f',
  userId: '6f1c1c52-5d4e-4d8e-9a57-0b8e6d1d7a11',
  zipCode: '85253',
  shopIds: ['demo-phx-01', 'demo-phx-02'],
};

describe('record shops recommended', () => {
  it('records the shops shown, in their order', () => {
    const [event] = decide(command);
    expect(event).toEqual({
      type: 'ShopsRecommended',
      schemaVersion: 1,
      data: {
        diagnosticId: command.diagnosticId,
        userId: command.userId,
        zipCode: '85253',
        shopIds: ['demo-phx-01', 'demo-phx-02'],
      },
    });
  });

  it('records nothing when no shop was shown', () => {
    expect(decide({ ...command, shopIds: [] })).toEqual([]);
  });

  it('gives the same list the same event id, and another list another', () => {
    const [first] = decide(command);
    const [again] = decide(command);
    const [other] = decide({ ...command, shopIds: ['demo-phx-02', 'demo-phx-01'] });
    expect(recommendationEventId(first!)).toBe(recommendationEventId(again!));
    expect(recommendationEventId(other!)).not.toBe(recommendationEventId(first!));
  });
});
