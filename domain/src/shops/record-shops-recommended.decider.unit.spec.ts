import type { Unstamped } from '../event-envelope';
import { deciderSpecification } from '../testing/decider-specification';
import {
  recordShopsRecommendedDecider,
  type RecordShopsRecommended,
} from './record-shops-recommended.decider';

const spec = deciderSpecification(recordShopsRecommendedDecider);

const command: RecordShopsRecommended = {
  type: 'RecordShopsRecommended',
  diagnosticId: '3b9d7c1e-2f4a-4c8b-9d6e-1a2b3c4d5e6f',
  userId: '6f1c1c52-5d4e-4d8e-9a57-0b8e6d1d7a11',
  zipCode: '85253',
  shopIds: ['demo-phx-01', 'demo-phx-02'],
};

const recommended = (shopIds: string[], zipCode = '85253'): Unstamped<'ShopsRecommended'> => ({
  type: 'ShopsRecommended',
  schemaVersion: 1,
  data: { diagnosticId: command.diagnosticId, userId: command.userId, zipCode, shopIds },
});

describe('record shops recommended', () => {
  it('records the shops shown, in their order', () => {
    spec
      .given([])
      .when(command)
      .then([recommended(['demo-phx-01', 'demo-phx-02'])]);
  });

  it('records nothing when no shop was shown', () => {
    spec
      .given([])
      .when({ ...command, shopIds: [] })
      .thenNothing();
  });

  it('given the same list was recorded, records nothing new', () => {
    spec
      .given([recommended(['demo-phx-01', 'demo-phx-02'])])
      .when(command)
      .thenNothing();
  });

  it.each([
    ['the shops in another order', ['demo-phx-02', 'demo-phx-01'], '85253'],
    ['another ZIP code', ['demo-phx-01', 'demo-phx-02'], '85004'],
  ])('given a list was recorded, records a list with %s', (_case, shopIds, zipCode) => {
    spec
      .given([recommended(['demo-phx-01', 'demo-phx-02'])])
      .when({ ...command, shopIds, zipCode })
      .then([recommended(shopIds, zipCode)]);
  });
});
