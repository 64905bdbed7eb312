import { deciderSpecification } from '../testing/decider-specification';
import { optOutDecider, type OptOutOfSaleAndSharing } from './opt-out.decider';

const spec = deciderSpecification(optOutDecider);
const userId = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';
const command: OptOutOfSaleAndSharing = {
  type: 'OptOutOfSaleAndSharing',
  userId,
  source: 'global-privacy-control',
  now: new Date('2026-11-25T10:00:00.000Z'),
};
const optedOut = {
  type: 'SaleAndSharingOptedOut',
  schemaVersion: 1,
  data: { userId, source: 'global-privacy-control' },
} as const;

describe('opt out of sale and sharing', () => {
  it('given no choice yet, when the browser sends Global Privacy Control, then the opt-out is recorded with its source', () => {
    spec.given([]).when(command).then([optedOut]);
  });

  it('given an opt-out, when asked again (by the owner or by GPC), then nothing new is recorded', () => {
    spec.given([optedOut]).when(command).thenNothing();
    spec
      .given([optedOut])
      .when({ ...command, source: 'owner-request' })
      .thenNothing();
  });
});
