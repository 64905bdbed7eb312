import { deciderSpecification } from '../testing/decider-specification';
import { partnerAcls } from '@fairwrench/contracts';
import { partnerAccessDecider } from './partner-access.decider';

const spec = deciderSpecification(partnerAccessDecider);

const grant = {
  type: 'GrantPartnerAccess',
  shopId: 'desert-auto',
  listedAsPartner: true,
  by: 'ops',
} as const;
const revoke = { type: 'RevokePartnerAccess', shopId: 'desert-auto', by: 'ops' } as const;

const granted = {
  type: 'PartnerAccessGranted',
  schemaVersion: 1,
  data: {
    shopId: 'desert-auto',
    principal: 'partner-desert-auto',
    topic: 'fairwrench.leads.desert-auto',
    acls: partnerAcls('desert-auto'),
    grantedBy: 'ops',
  },
} as const;

const revoked = {
  type: 'PartnerAccessRevoked',
  schemaVersion: 1,
  data: {
    shopId: 'desert-auto',
    principal: 'partner-desert-auto',
    topic: 'fairwrench.leads.desert-auto',
    revokedBy: 'ops',
  },
} as const;

describe('partner access', () => {
  it('given no access, when granted to a listed partner, then its user gets its own topic and groups only', () => {
    spec.given([]).when(grant).then([granted]);
    expect(partnerAcls('desert-auto')).toEqual([
      expect.objectContaining({ resourceName: 'fairwrench.leads.desert-auto', operation: 'read' }),
      expect.objectContaining({
        resourceName: 'fairwrench.leads.desert-auto',
        operation: 'describe',
      }),
      expect.objectContaining({
        resourceType: 'group',
        patternType: 'prefixed',
        resourceName: 'partner-desert-auto.',
      }),
    ]);
  });

  it('given active access, when granted again, then nothing is recorded', () => {
    spec.given([granted]).when(grant).thenNothing();
  });

  it('given no listing as a partner, when granted, then it is refused', () => {
    spec
      .given([])
      .when({ ...grant, listedAsPartner: false })
      .thenThrows('not_found', /desert-auto/);
  });

  it('given active access, when revoked, then it is recorded; revoked again, nothing', () => {
    spec.given([granted]).when(revoke).then([revoked]);
    spec.given([granted, revoked]).when(revoke).thenNothing();
    spec.given([]).when(revoke).thenNothing();
  });

  it('given revoked access, when granted again, then access is granted anew', () => {
    spec.given([granted, revoked]).when(grant).then([granted]);
  });
});
