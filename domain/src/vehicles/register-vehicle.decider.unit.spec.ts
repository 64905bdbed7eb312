import type { EventOfType } from '@fairwrench/contracts';
import type { Unstamped } from '../event-envelope';
import { deciderSpecification } from '../testing/decider-specification';
import { registerVehicleDecider, type RegisterVehicle } from './register-vehicle.decider';

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
  consents: {
    terms: {
      consentId: '5d6e7f80-1a2b-4c3d-8e4f-000000000001',
      purpose: 'terms',
      textVersion: '2026-11-01',
      textSha256: 'a'.repeat(64),
      sourcePage: '/',
      clientFingerprint: `hmac-sha256:${'c'.repeat(64)}`,
    },
  },
  now: new Date('2026-11-21T10:00:00.000Z'),
};

const consentsGiven: Unstamped<'ConsentGiven'>[] = [
  {
    type: 'ConsentGiven',
    schemaVersion: 1,
    data: {
      ...command.consents.terms,
      userId: command.userId,
      givenAt: '2026-11-21T10:00:00.000Z',
    },
  },
];

const registered: Omit<EventOfType<'VehicleRegistered'>, 'metadata'> = {
  type: 'VehicleRegistered',
  schemaVersion: 1,
  data: {
    userId: command.userId,
    vehicleId: command.vehicleId,
    owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
    vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: null },
    termsConsent: { version: '2026-11-01', acceptedAt: '2026-11-21T10:00:00.000Z' },
  },
};

const spec = deciderSpecification(registerVehicleDecider);

describe('register vehicle', () => {
  it('given no vehicle, when registering, then records the vehicle with the terms consent given, in one append, and no consent to send details to shops (ADR 059)', () => {
    spec
      .given([])
      .when(command)
      .then([registered, ...consentsGiven]);
  });

  it('keeps the mileage when the owner gave it', () => {
    spec
      .given([])
      .when({ ...command, details: { ...command.details, mileage: 87_000 } })
      .then([
        {
          ...registered,
          data: { ...registered.data, vehicle: { ...registered.data.vehicle, mileage: 87_000 } },
        },
        ...consentsGiven,
      ]);
  });

  it('given a registered vehicle, when registering it again, then refuses', () => {
    spec
      .given([registered, ...consentsGiven])
      .when(command)
      .thenThrows('already_exists');
  });
});
