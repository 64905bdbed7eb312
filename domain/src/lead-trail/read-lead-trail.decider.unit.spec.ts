import type { Unstamped } from '../event-envelope';
import { deciderSpecification } from '../testing/decider-specification';
import {
  complianceAccessStream,
  recordTrailAccessDecider,
  type RecordTrailAccess,
} from './read-lead-trail.decider';

const spec = deciderSpecification(recordTrailAccessDecider);

const ids = {
  access: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  other: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  owner: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
};

const command: RecordTrailAccess = {
  type: 'RecordTrailAccess',
  accessId: ids.access,
  via: 'api',
  who: 'sha256:0123456789abcdef',
  filters: { ownerId: ids.owner, from: '2026-11-01T00:00:00Z', limit: 50 },
  rowsReturned: 3,
};

const accessed = (accessId: string): Unstamped<'ComplianceTrailAccessed'> => ({
  type: 'ComplianceTrailAccessed',
  schemaVersion: 1,
  data: {
    accessId,
    trail: 'leads',
    via: 'api',
    who: 'sha256:0123456789abcdef',
    filters: {
      ownerId: ids.owner,
      shopId: null,
      from: '2026-11-01T00:00:00Z',
      to: null,
      cursor: null,
      limit: 50,
    },
    rowsReturned: 3,
  },
});

describe('record a read of the lead trail', () => {
  it('given a new access, records who read it, with every filter (null when not filtered)', () => {
    spec
      .given([])
      .when(command)
      .then([accessed(ids.access)]);
  });

  it('given this access was recorded (a retried call), records nothing new', () => {
    spec
      .given([accessed(ids.access)])
      .when(command)
      .thenNothing();
  });

  it('keeps the command line’s reader and an empty answer', () => {
    const [event] = spec
      .given([])
      .when({ ...command, via: 'cli', who: 'dana', rowsReturned: 0 })
      .events();
    expect(event?.data).toMatchObject({ via: 'cli', who: 'dana', rowsReturned: 0 });
  });

  it('files each access on a stream of its own', () => {
    expect(complianceAccessStream(ids.access)).toBe(`compliance-access-${ids.access}`);
    expect(complianceAccessStream(ids.other)).not.toBe(complianceAccessStream(ids.access));
  });
});
