import { SESSION_LIFETIME, SessionKeys } from './session-keys';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const USER = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const keys = new SessionKeys('a-session-secret-that-is-long-enough');
const ticket = (issuedDaysAgo: number, renewedDaysAgo: number) => ({
  userId: USER,
  issuedAtMs: NOW - issuedDaysAgo * DAY,
  renewedAtMs: NOW - renewedDaysAgo * DAY,
});

describe('session keys', () => {
  it('reads back the owner and times it signed, to the second', () => {
    expect(keys.verify(keys.sign(ticket(3, 1)), NOW)).toEqual(ticket(3, 1));
  });

  it('ends a session idle for longer than 30 days', () => {
    expect(SESSION_LIFETIME.idleMs).toBe(30 * DAY);
    expect(keys.verify(keys.sign(ticket(40, 29)), NOW)).toBeDefined();
    expect(keys.verify(keys.sign(ticket(40, 31)), NOW)).toBeUndefined();
  });

  it('ends any session 180 days after it was opened, however much it is used', () => {
    expect(SESSION_LIFETIME.absoluteMs).toBe(180 * DAY);
    expect(keys.verify(keys.sign(ticket(179, 0)), NOW)).toBeDefined();
    expect(keys.verify(keys.sign(ticket(181, 0)), NOW)).toBeUndefined();
  });

  it.each([
    ['another secret', new SessionKeys('another-secret-that-is-long-enough!!').sign(ticket(0, 0))],
    [
      'a moved issue time',
      keys.sign(ticket(0, 0)).replace(/\.(\d+)\./, (_, s) => `.${Number(s) + 1}.`),
    ],
    [
      'the old format (id and signature only)',
      `${USER}.${keys.sign(ticket(0, 0)).split('.').pop()}`,
    ],
    ['no signature', `${USER}.1.1`],
    ['not a uuid', keys.sign({ ...ticket(0, 0), userId: 'admin' })],
    ['nothing', undefined],
  ])('is no session with %s', (_, cookie) => {
    expect(keys.verify(cookie, NOW)).toBeUndefined();
  });
});
