import { FAR_FUTURE, ids } from '../test-fixtures';
import { managedRepairViewSchema } from './managed-repair-view';

const requested = {
  managedRepairId: ids.managedRepair,
  diagnosticId: ids.diagnostic,
  issueId: ids.issue,
  requestedAt: '2025-03-01T10:05:00.000Z',
  status: 'requested',
};

const scheduled = {
  ...requested,
  status: 'scheduled',
  phoneNumber: '4805550134',
  smsOptIn: true,
  preferredDate: FAR_FUTURE,
  vehicleZipCode: '85253',
  scheduledAt: '2025-03-01T10:07:00.000Z',
};

describe('managedRepairViewSchema', () => {
  it('accepts a requested and a scheduled repair', () => {
    expect(managedRepairViewSchema.safeParse(requested).success).toBe(true);
    expect(managedRepairViewSchema.safeParse(scheduled).success).toBe(true);
  });

  it('rejects a scheduled repair without contact details', () => {
    expect(managedRepairViewSchema.safeParse({ ...requested, status: 'scheduled' }).success).toBe(
      false,
    );
  });

  it('rejects contact details on a repair that is only requested', () => {
    const mixed = { ...requested, phoneNumber: '4805550134' };
    expect(managedRepairViewSchema.safeParse(mixed).success).toBe(false);
  });
});
