/// <reference types="jest" />
import { vehicleFormDefaults } from '@fairwrench/contracts';
import { vehicleFormValues } from './vehicle-form-values';

const now = new Date('2025-06-01T12:00:00Z');

const saved = {
  name: 'Maria Garcia',
  email: 'maria@example.com',
  zipCode: '85253',
  vehicleYear: '2016',
  vehicleMake: 'Honda',
  vehicleModel: 'Civic',
  mileage: '84000',
  vin: '1HGCM82633A004352',
};

describe('vehicleFormValues', () => {
  it('starts from the contract defaults when nothing was saved', () => {
    expect(vehicleFormValues(null, now)).toEqual(vehicleFormDefaults);
  });

  it('prefills every saved field but leaves the terms unticked', () => {
    expect(vehicleFormValues(saved, now)).toEqual({ ...saved, termsAccepted: false });
  });

  it('fills fields missing from the saved vehicle with empty defaults', () => {
    expect(vehicleFormValues({ name: 'Maria Garcia' }, now)).toEqual({
      ...vehicleFormDefaults,
      name: 'Maria Garcia',
    });
  });

  it('drops a make the catalogue does not know, and its model with it', () => {
    const values = vehicleFormValues({ ...saved, vehicleMake: 'Trabant' }, now);
    expect([values.vehicleMake, values.vehicleModel]).toEqual(['', '']);
  });

  it('drops a model that is not one of the saved make', () => {
    const values = vehicleFormValues({ ...saved, vehicleModel: 'Camry' }, now);
    expect([values.vehicleMake, values.vehicleModel]).toEqual(['Honda', '']);
  });

  it('drops a year outside the year list (after this year or before 1990)', () => {
    expect(vehicleFormValues({ ...saved, vehicleYear: '2026' }, now).vehicleYear).toBe('');
    expect(vehicleFormValues({ ...saved, vehicleYear: '1989' }, now).vehicleYear).toBe('');
    expect(vehicleFormValues({ ...saved, vehicleYear: '1990' }, now).vehicleYear).toBe('1990');
  });
});
