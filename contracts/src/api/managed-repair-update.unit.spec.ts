import { FAR_FUTURE, firstMessage, PAST } from '../test-fixtures';
import { isNotInPast, updateManagedRepairRequestSchema } from './managed-repair-update';

const valid = {
  phoneNumber: '(480) 555-0134',
  smsOptIn: true,
  preferredDate: FAR_FUTURE,
  vehicleZipCode: '85253',
};

describe('updateManagedRepairRequestSchema', () => {
  it('accepts the contact details', () => {
    expect(updateManagedRepairRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['phoneNumber', '555-0134', 'Please enter a valid phone number'],
    [
      'smsOptIn',
      false,
      'You must agree to receive text message updates to proceed with managed repair service.',
    ],
    ['preferredDate', '', 'Please select a preferred repair date'],
    ['preferredDate', undefined, 'Please select a preferred repair date'],
    ['preferredDate', PAST, 'The preferred repair date cannot be in the past'],
    ['preferredDate', 'banana', 'The preferred repair date is not a valid date'],
    ['vehicleZipCode', '8525', 'ZIP code must be at least 5 characters'],
    ['vehicleZipCode', '85253-12345', 'ZIP code is too long'],
    ['vehicleZipCode', 'abcde', 'Please enter a valid ZIP code'],
  ])('rejects %s %p with its message', (field, value, message) => {
    expect(firstMessage(updateManagedRepairRequestSchema, { ...valid, [field]: value })).toBe(
      message,
    );
  });

  it('rejects a date without offset and unknown fields', () => {
    const local = { ...valid, preferredDate: '2999-06-01T09:00:00' };
    expect(updateManagedRepairRequestSchema.safeParse(local).success).toBe(false);
    expect(updateManagedRepairRequestSchema.safeParse({ ...valid, notes: 'x' }).success).toBe(
      false,
    );
  });
});

describe('isNotInPast', () => {
  // 07:38 on Friday, November 27 in Phoenix; 04:38 in Honolulu.
  const now = new Date('2026-11-27T14:38:00.000Z');

  it("refuses yesterday on the owner's clock, though it ended less than 24 hours ago", () => {
    expect(isNotInPast('2026-11-26T23:00:00Z', '85253', now)).toBe(false);
    expect(isNotInPast('2026-11-26T23:00:00Z', '96813', now)).toBe(false);
  });

  it("accepts today and tomorrow on the owner's clock, as the calendar offers them", () => {
    expect(isNotInPast('2026-11-27T19:00:00.000Z', '85253', now)).toBe(true);
    expect(isNotInPast('2026-11-27T07:00:00.000Z', '85253', now)).toBe(true);
    expect(isNotInPast('2026-11-28T19:00:00.000Z', '10001', now)).toBe(true);
  });

  it("reads the day on the owner's clock: Hawaii's today is still Eastern's yesterday", () => {
    const early = new Date('2026-11-27T08:00:00.000Z'); // 03:00 in New York, 22:00 in Honolulu
    expect(isNotInPast('2026-11-26T22:00:00.000Z', '96813', early)).toBe(true);
    expect(isNotInPast('2026-11-26T22:00:00.000Z', '10001', early)).toBe(false);
  });

  it("reads El Paso's day on Mountain time, not on the rest of Texas's Central time", () => {
    // 00:30 on November 27 in Houston is still 23:30 on November 26 in El Paso.
    const lateInElPaso = new Date('2026-11-27T06:30:00.000Z');
    expect(isNotInPast('2026-11-26T19:00:00.000Z', '79901', lateInElPaso)).toBe(true);
    expect(isNotInPast('2026-11-26T19:00:00.000Z', '77002', lateInElPaso)).toBe(false);
    // Past midnight in Houston, before it in El Paso: that instant is El Paso's yesterday.
    expect(isNotInPast('2026-11-27T06:30:00.000Z', '79901', now)).toBe(false);
    expect(isNotInPast('2026-11-27T06:30:00.000Z', '77002', now)).toBe(true);
  });

  it('without a readable ZIP code, refuses only a day that is over everywhere in the US', () => {
    expect(isNotInPast('2026-11-26T23:00:00Z', '', new Date('2026-11-27T09:00:00Z'))).toBe(true);
    expect(isNotInPast('2026-11-25T23:00:00Z', '', now)).toBe(false);
  });
});
