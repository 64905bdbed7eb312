import { FAR_FUTURE, firstMessage } from '../test-fixtures';
import {
  managedRepairFormDefaults,
  managedRepairFormSchema,
  toUpdateManagedRepairRequest,
} from './managed-repair-form';
import { updateManagedRepairRequestSchema } from './managed-repair-update';

const filled = {
  phone: '4805550134',
  acceptSms: true,
  preferredDate: FAR_FUTURE,
  zipCode: '85253',
};

describe('managedRepairFormSchema', () => {
  it('prefills the saved ZIP code', () => {
    expect(managedRepairFormDefaults('85253').zipCode).toBe('85253');
    expect(managedRepairFormDefaults(null).zipCode).toBe('');
  });

  it.each([
    ['phone', '', 'Please enter a valid phone number'],
    [
      'acceptSms',
      false,
      'You must agree to receive text message updates to proceed with managed repair service.',
    ],
    ['preferredDate', '', 'Please select a preferred repair date'],
    ['zipCode', '', 'ZIP code must be at least 5 characters'],
  ])('rejects %s %p with the spec message', (field, value, message) => {
    expect(firstMessage(managedRepairFormSchema, { ...filled, [field]: value })).toBe(message);
  });

  it('maps a valid form onto the PATCH body', () => {
    const request = toUpdateManagedRepairRequest(managedRepairFormSchema.parse(filled));
    expect(updateManagedRepairRequestSchema.parse(request)).toEqual({
      phoneNumber: '4805550134',
      smsOptIn: true,
      preferredDate: FAR_FUTURE,
      vehicleZipCode: '85253',
    });
  });
});
