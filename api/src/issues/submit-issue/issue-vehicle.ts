import type { DomainEvent } from '@fairwrench/contracts';
import type { VehicleFacts } from '../../analysis/types';

/** What submitting an issue needs to know of its vehicle, folded from the vehicle's stream. */
export type IssueVehicle =
  | { readonly status: 'unknown' }
  | {
      readonly status: 'registered';
      readonly ownerId: string;
      readonly facts: VehicleFacts;
      /** The owner's ZIP as given with the vehicle: where repair prices are looked up. */
      readonly zipCode: string;
    };

export const unknownVehicle: IssueVehicle = { status: 'unknown' };

export function evolveIssueVehicle(state: IssueVehicle, event: DomainEvent): IssueVehicle {
  switch (event.type) {
    case 'VehicleRegistered':
      return {
        status: 'registered',
        ownerId: event.data.userId,
        facts: event.data.vehicle,
        zipCode: event.data.owner.zipCode,
      };
    default:
      return state;
  }
}
