import { managedRepairChange, type ScheduledDetails } from './managed-repair-change';

const first: ScheduledDetails = {
  preferredDate: '2026-12-04T19:00:00.000Z',
  phoneNumber: '(602) 555-0147',
  vehicleZipCode: '85004',
};

describe('which managed-repair message a scheduling calls for', () => {
  it('is "scheduled" the first time', () => {
    expect(managedRepairChange(undefined, first)).toBe('scheduled');
  });

  it('is none when the same details come again, however the phone number is typed', () => {
    expect(managedRepairChange(first, { ...first })).toBeUndefined();
    expect(managedRepairChange(first, { ...first, phoneNumber: '602-555-0147' })).toBeUndefined();
    // The same day picked from another zone's browser.
    expect(
      managedRepairChange(first, { ...first, preferredDate: '2026-12-04T17:00:00.000Z' }),
    ).toBeUndefined();
  });

  it.each([
    ['preferredDate', '2026-12-05T19:00:00.000Z'],
    ['phoneNumber', '(602) 555-0148'],
    ['vehicleZipCode', '85253'],
  ])('is "updated" when the %s changed', (field, value) => {
    expect(managedRepairChange(first, { ...first, [field]: value })).toBe('updated');
  });
});
