import type { Unstamped } from '../event-envelope';

/** A consent as a decider records it: everything but the owner and the time, which it adds. */
export type ConsentCapture = Omit<Unstamped<'ConsentGiven'>['data'], 'userId' | 'givenAt'>;

/** The ConsentGiven event a decider appends with the fact the consent belongs to. */
export function consentGiven(
  capture: ConsentCapture,
  userId: string,
  now: Date,
): Unstamped<'ConsentGiven'> {
  return {
    type: 'ConsentGiven',
    schemaVersion: 1,
    data: { ...capture, userId, givenAt: now.toISOString() },
  };
}
