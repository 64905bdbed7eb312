import { firstMessage } from '../test-fixtures';
import {
  toVehicleInfoRequest,
  vehicleFormDefaults,
  type VehicleFormInput,
  vehicleFormSchema,
} from './vehicle-form';
import { vehicleInfoRequestSchema } from './vehicle-info';
import { vinMessages } from './vin';

const filled = {
  ...vehicleFormDefaults,
  name: 'Dana Ruiz',
  email: 'dana@example.com',
  zipCode: '85253',
  vehicleYear: '2018',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  termsAccepted: true,
};

describe('vehicleFormSchema', () => {
  it('accepts a filled form with the mileage box empty', () => {
    expect(vehicleFormSchema.safeParse(filled).success).toBe(true);
  });

  it.each([
    ['vehicleYear', '', 'Please select a year'],
    ['vehicleYear', '1989', 'Please select a year'],
    ['mileage', '12,00', 'Mileage must be a whole number'],
    ['mileage', '12.5', 'Mileage must be a whole number'],
    ['mileage', '2,000,001', 'Mileage looks too high'],
    ['termsAccepted', false, 'You must accept the terms and conditions to continue'],
  ])('rejects %s %p with its message', (field, value, message) => {
    expect(firstMessage(vehicleFormSchema, { ...filled, [field]: value })).toBe(message);
  });

  it('rejects the untouched defaults, starting with the name', () => {
    expect(firstMessage(vehicleFormSchema, vehicleFormDefaults)).toBe(
      'Name must be at least 2 characters',
    );
  });
});

describe('toVehicleInfoRequest', () => {
  it('sends integers and leaves out empty mileage', () => {
    const request = toVehicleInfoRequest(vehicleFormSchema.parse(filled));
    expect(request.vehicleYear).toBe(2018);
    expect(request).not.toHaveProperty('mileage');
    expect(vehicleInfoRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each(['12,345', '12 345', ' 12345 '])('reads %p as 12345 miles', (typed) => {
    const request = toVehicleInfoRequest(vehicleFormSchema.parse({ ...filled, mileage: typed }));
    expect(request.mileage).toBe(12345);
  });

  it('sends mileage as a number when given', () => {
    const request = toVehicleInfoRequest(vehicleFormSchema.parse({ ...filled, mileage: '64000' }));
    expect(request.mileage).toBe(64000);
  });

  it('sends a VIN only when one was typed, upper-cased, and says what is wrong with a bad one', () => {
    expect(
      toVehicleInfoRequest(vehicleFormSchema.parse({ ...filled, vin: '' })),
    ).not.toHaveProperty('vin');
    const request = toVehicleInfoRequest(
      vehicleFormSchema.parse({ ...filled, vin: '1hgcm82633a004352' }),
    );
    expect(request.vin).toBe('1HGCM82633A004352');
    expect(vehicleInfoRequestSchema.safeParse(request).success).toBe(true);
    const bad = vehicleFormSchema.safeParse({ ...filled, vin: '1HGCM82643A004352' });
    expect(bad.error?.issues.map((i) => i.message)).toContain(vinMessages.checkDigit);
  });
});

describe('vehicleFormDefaults', () => {
  it('are the form, field for field, empty and unticked', () => {
    // Declared apart from the schema (ADR 029); the annotation holds them to its type.
    const defaults: VehicleFormInput = vehicleFormDefaults;
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(vehicleFormSchema.shape).sort());
    expect(defaults.termsAccepted).toBe(false);
  });
});
