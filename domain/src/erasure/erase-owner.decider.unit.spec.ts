import { deciderSpecification } from '../testing/decider-specification';
import { eraseOwnerDecider, type EraseOwner } from './erase-owner.decider';

const spec = deciderSpecification(eraseOwnerDecider);
const userId = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';
const command: EraseOwner = {
  type: 'EraseOwner',
  userId,
  source: 'owner-request',
  reference: null,
};
const erased = {
  type: 'OwnerErased',
  schemaVersion: 1,
  data: { userId, source: 'owner-request', reference: null },
} as const;

describe('erase an owner', () => {
  it('given an owner not yet erased, when erasure is asked, then it is recorded with who asked', () => {
    spec.given([]).when(command).then([erased]);
    spec
      .given([])
      .when({ ...command, source: 'staff-request', reference: 'ticket-7' })
      .then([{ ...erased, data: { userId, source: 'staff-request', reference: 'ticket-7' } }]);
  });

  it('given an address to write to, when erasure is asked, then the receipt is recorded with it and its ZIP code', () => {
    const receipt = {
      receiptId: '9d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      to: 'dana@example.com',
      zipCode: '79901',
    };
    spec
      .given([])
      .when({ ...command, receipt })
      .then([{ ...erased, data: { ...erased.data, receipt } }]);
  });

  it('given an erased owner, when anyone asks again, then nothing new is recorded', () => {
    spec.given([erased]).when(command).thenNothing();
    spec
      .given([erased])
      .when({ ...command, source: 'retention' })
      .thenNothing();
  });
});
