import type { EventOfType, VehicleInfoRequest } from '@fairwrench/contracts';
import { DomainError } from '../../shared/domain/domain-error';
import type { UnstampedEvent } from '../../shared/domain/event-envelope';

/** Everything the decision needs, ids and time included: `decide` looks nothing up. */
export interface RegisterVehicle {
  readonly type: 'RegisterVehicle';
  readonly userId: string;
  readonly vehicleId: string;
  readonly details: VehicleInfoRequest;
  readonly termsVersion: string;
  readonly now: Date;
}

export type VehicleState = { readonly status: 'unregistered' } | { readonly status: 'registered' };

export const initialVehicleState: VehicleState = { status: 'unregistered' };

export function evolve(state: VehicleState, event: UnstampedEvent): VehicleState {
  switch (event.type) {
    case 'VehicleRegistered':
      return { status: 'registered' };
    default:
      return state;
  }
}

export function decide(
  command: RegisterVehicle,
  state: VehicleState,
): [Omit<EventOfType<'VehicleRegistered'>, 'metadata'>] {
  if (state.status === 'registered') {
    throw new DomainError('already_exists', `Vehicle ${command.vehicleId} is already registered`);
  }
  const { details } = command;
  return [
    {
      type: 'VehicleRegistered',
      schemaVersion: 1,
      data: {
        userId: command.userId,
        vehicleId: command.vehicleId,
        owner: { name: details.name, email: details.email, zipCode: details.zipCode },
        vehicle: {
          year: details.vehicleYear,
          make: details.vehicleMake,
          model: details.vehicleModel,
          mileage: details.mileage ?? null,
        },
        termsConsent: { version: command.termsVersion, acceptedAt: command.now.toISOString() },
      },
    },
  ];
}
