import { firstMessage, without } from '../test-fixtures';
import { vehicleInfoRequestSchema } from './vehicle-info';

const valid = {
  name: 'Dana Ruiz',
  email: 'dana@example.com',
  zipCode: '85253',
  vehicleYear: 2018,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  mileage: 64000,
  termsAccepted: true,
};

describe('vehicleInfoRequestSchema', () => {
  it('accepts a complete body, with or without mileage', () => {
    expect(vehicleInfoRequestSchema.safeParse(valid).success).toBe(true);
    expect(vehicleInfoRequestSchema.safeParse(without(valid, 'mileage')).success).toBe(true);
  });

  it.each([
    ['name', 'D', 'Name must be at least 2 characters'],
    ['email', 'dana@', 'Please enter a valid email address'],
    ['zipCode', '852', 'Please enter a valid ZIP code'],
    ['vehicleYear', 1989, 'Please select a year'],
    ['vehicleMake', '', 'Please select a make'],
    ['vehicleModel', '', 'Please select a model'],
    ['name', '\u200b\u200b', 'Name must be at least 2 characters'],
    ['name', 'D\u200b\ufeff', 'Name must be at least 2 characters'],
    ['vehicleMake', '\u200b\u200b', 'Please select a make'],
    ['vehicleModel', ' \u2060\u00ad ', 'Please select a model'],
    ['termsAccepted', false, 'You must accept the terms and conditions to continue'],
  ])('rejects %s %p with the spec message', (field, value, message) => {
    expect(firstMessage(vehicleInfoRequestSchema, { ...valid, [field]: value })).toBe(message);
  });

  it('rejects a year sent as a string and unknown fields', () => {
    expect(vehicleInfoRequestSchema.safeParse({ ...valid, vehicleYear: '2018' }).success).toBe(
      false,
    );
    expect(vehicleInfoRequestSchema.safeParse({ ...valid, vin: 'X' }).success).toBe(false);
  });
});
