import type { VehicleInfoRequest } from '@fairwrench/contracts';
import { consentGiven, type ConsentCapture } from '../consents/consent-given';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import type { Unstamped } from '../event-envelope';

/** Everything the decision needs, ids and time included: `decide` looks nothing up. */
export interface RegisterVehicle {
  readonly type: 'RegisterVehicle';
  readonly userId: string;
  readonly vehicleId: string;
  readonly details: VehicleInfoRequest;
  readonly termsVersion: string;
  /**
   * The terms, as shown and accepted with the form. Sending details to a shop is not part of
   * them: the owner gives that consent per shop, when asking one to get in touch (ADR 059).
   */
  readonly consents: {
    readonly terms: ConsentCapture & { readonly purpose: 'terms' };
  };
  readonly now: Date;
}

type VehicleEvent = Unstamped<'VehicleRegistered' | 'ConsentGiven'>;

export type VehicleState = { readonly status: 'unregistered' } | { readonly status: 'registered' };

function evolve(state: VehicleState, event: VehicleEvent): VehicleState {
  const { type } = event;
  switch (type) {
    case 'VehicleRegistered':
      return { status: 'registered' };
    case 'ConsentGiven':
      return state;
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}

function decide(command: RegisterVehicle, state: VehicleState): VehicleEvent[] {
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
          ...(details.vin ? { vin: details.vin } : {}),
        },
        termsConsent: { version: command.termsVersion, acceptedAt: command.now.toISOString() },
      },
    },
    // In the same append as the vehicle: a consent and the fact it came with stand together.
    consentGiven(command.consents.terms, command.userId, command.now),
  ];
}

/** A vehicle is registered once, in a stream of its own, with the consents given for it. */
export const registerVehicleDecider: Decider<RegisterVehicle, VehicleState, VehicleEvent> = {
  eventTypes: ['VehicleRegistered'],
  initialState: () => ({ status: 'unregistered' }),
  evolve,
  decide,
};
