import { DomainError } from '../../shared/domain/domain-error';
import {
  decide,
  evolve,
  initialVehicleState,
  type RegisterVehicle,
} from './register-vehicle.decider';

const command: RegisterVehicle = {
  type: 'RegisterVehicle',
  userId: '6f1c1c52-5d4e-4d8e-9a57-0b8e6d1d7a11',
  vehicleId: '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22',
  details: {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    zipCode: '85253',
    vehicleYear: 2016,
    vehicleMake: 'Honda',
    vehicleModel: 'Civic',
    termsAccepted: true,
  },
  termsVersion: '2026-11-01',
  now: new Date('2026-11-21T10:00:00.000Z'),
};

describe('register vehicle', () => {
  it('given no vehicle, when registering, then records the vehicle and the terms consent', () => {
    const [event] = decide(command, initialVehicleState);

    expect(event.type).toBe('VehicleRegistered');
    expect(event.data.vehicle).toEqual({
      year: 2016,
      make: 'Honda',
      model: 'Civic',
      mileage: null,
    });
    expect(event.data.termsConsent).toEqual({
      version: '2026-11-01',
      acceptedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('keeps the mileage when the owner gave it', () => {
    const [event] = decide(
      { ...command, details: { ...command.details, mileage: 87_000 } },
      initialVehicleState,
    );
    expect(event.data.vehicle.mileage).toBe(87_000);
  });

  it('given a registered vehicle, when registering it again, then refuses', () => {
    const state = decide(command, initialVehicleState).reduce(evolve, initialVehicleState);
    expect(() => decide(command, state)).toThrow(DomainError);
  });
});
