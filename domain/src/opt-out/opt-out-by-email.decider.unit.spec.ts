import { fold } from '../decider';
import type { UnstampedEvent } from '../event-envelope';
import { deciderSpecification } from '../testing/decider-specification';
import {
  confirmability,
  optOutByEmailDecider,
  type ConfirmOptOutByEmail,
  type RequestOptOutByEmail,
} from './opt-out-by-email.decider';

const spec = deciderSpecification(optOutByEmailDecider);
const requestId = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';
const ownerId = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const email = {
  alg: 'aes-256-gcm/hkdf-sha256/v1',
  iv: 'AAAAAAAAAAAAAAAA',
  data: 'c2VhbGVk',
} as const;
const now = new Date('2026-11-25T10:00:00.000Z');
const expiresAt = new Date('2026-12-02T10:00:00.000Z');

const request: RequestOptOutByEmail = {
  type: 'RequestOptOutByEmail',
  requestId,
  tokenHash: 'a'.repeat(64),
  email,
  expiresAt,
  mail: { to: 'Dana@example.com', token: 't'.repeat(43) },
  now,
};
const requested = {
  type: 'OptOutByEmailRequested',
  schemaVersion: 1,
  data: {
    requestId,
    tokenHash: 'a'.repeat(64),
    email,
    expiresAt: expiresAt.toISOString(),
    mail: { to: 'Dana@example.com', token: 't'.repeat(43) },
  },
} as const;
const confirm: ConfirmOptOutByEmail = {
  type: 'ConfirmOptOutByEmail',
  ownerIds: [ownerId],
  now: new Date('2026-11-26T10:00:00.000Z'),
};
const confirmed = {
  type: 'OptOutByEmailConfirmed' as const,
  schemaVersion: 1,
  data: { requestId, ownerIds: [ownerId] },
};

describe('opt out of sale and sharing by e-mail', () => {
  it('given nothing, when asked by e-mail, then the request is recorded with the sealed address', () => {
    spec.given([]).when(request).then([requested]);
  });

  it('given a request, when its link is opened in time, then the owners found are named', () => {
    spec.given([requested]).when(confirm).then([confirmed]);
    spec
      .given([requested])
      .when({ ...confirm, ownerIds: [] })
      .then([{ ...confirmed, data: { requestId, ownerIds: [] } }]);
  });

  it('given no request for the token, when a link is opened, then it is not valid', () => {
    spec
      .given([])
      .when(confirm)
      .thenThrows('not_found', /not valid/);
  });

  it('given a confirmed request, when its link is opened again, then it was already used', () => {
    spec
      .given([requested, confirmed])
      .when(confirm)
      .thenThrows('conflict', /already used/);
  });

  it('given a request, when its link is opened at or after its expiry, then it has expired', () => {
    spec
      .given([requested])
      .when({ ...confirm, now: expiresAt })
      .thenThrows('conflict', /expired/);
  });

  it('tells the handler what the link can do before anything is looked up', () => {
    const state = (events: UnstampedEvent[]) => fold(optOutByEmailDecider, events);
    expect(confirmability(state([]), now)).toBe('unknown');
    expect(confirmability(state([requested]), now)).toBe('confirmable');
    expect(confirmability(state([requested]), new Date(expiresAt.getTime() + 1))).toBe('expired');
    expect(confirmability(state([requested, confirmed]), now)).toBe('used');
  });

  it('given a request on the token, when another request names it, then it is refused', () => {
    spec.given([requested]).when(request).thenThrows('conflict');
  });
});
