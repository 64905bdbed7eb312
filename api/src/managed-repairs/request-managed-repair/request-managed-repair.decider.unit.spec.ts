import { deciderSpecification } from '@fairwrench/domain/testing';
import { ids, issueEvents, managedRepairRequested } from '../testing/managed-repair-events';
import { requestManagedRepairDecider, type RequestManagedRepair } from '@fairwrench/domain';

const spec = deciderSpecification(requestManagedRepairDecider);

const command: RequestManagedRepair = {
  type: 'RequestManagedRepair',
  managedRepairId: ids.managedRepair,
  diagnosticId: ids.diagnostic,
  userId: ids.user,
};

describe('request managed repair', () => {
  it('given the owner’s analysis, when requested, then records ManagedRepairRequested', () => {
    spec.given(issueEvents).when(command).then([managedRepairRequested]);
  });

  it('given a requested repair, when requested again, then records nothing new', () => {
    spec
      .given([...issueEvents, managedRepairRequested])
      .when({ ...command, managedRepairId: 'another-fresh-id' })
      .thenNothing();
  });

  it.each([
    ['no analysis at all', [], command],
    ['another owner’s analysis', issueEvents, { ...command, userId: ids.stranger }],
    [
      'an analysis the issue does not hold',
      issueEvents,
      { ...command, diagnosticId: ids.stranger },
    ],
  ])('refuses %s as not found', (_case, given, attempt) => {
    spec.given(given).when(attempt).thenThrows('not_found', 'Diagnostic not found');
  });

  it('refuses a stranger even when the repair exists', () => {
    spec
      .given([...issueEvents, managedRepairRequested])
      .when({ ...command, userId: ids.stranger })
      .thenThrows('not_found');
  });
});
