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
  const now = new Date('2025-03-10T15:00:00.000Z');

  it("accepts the owner's midnight today in any zone", () => {
    expect(isNotInPast('2025-03-11T00:00:00.000+14:00', now)).toBe(true);
    expect(isNotInPast('2025-03-10T00:00:00.000-12:00', now)).toBe(true);
  });

  it('rejects a day that is over in every zone', () => {
    expect(isNotInPast('2025-03-09T12:00:00.000Z', now)).toBe(false);
  });
});
