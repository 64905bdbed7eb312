import type { IssueSubmitted, VehicleRegistered } from '@fairwrench/contracts';
import type { Unstamped } from '../event-envelope';

/** The vehicle as the owner described it when registering it. */
export type VehicleFacts = VehicleRegistered['data']['vehicle'];

/** The events an issue decision folds: its vehicle's registration, then the issue's own stream. */
export type IssueEvent = Unstamped<'VehicleRegistered' | 'IssueSubmitted' | 'DiagnosticProduced'>;

export const ISSUE_EVENT_TYPES: readonly IssueEvent['type'][] = [
  'VehicleRegistered',
  'IssueSubmitted',
  'DiagnosticProduced',
];

/** What submitting an issue needs to know of its vehicle. */
export type IssueVehicle =
  | { readonly status: 'unknown' }
  | {
      readonly status: 'registered';
      readonly ownerId: string;
      readonly facts: VehicleFacts;
      /** The owner's ZIP as given with the vehicle: where repair prices are looked up. */
      readonly zipCode: string;
    };

export interface IssueState {
  readonly vehicle: IssueVehicle;
  /** The issue already recorded under this stream's id, if any: a repeat of its submit. */
  readonly submitted: IssueSubmitted['data'] | null;
}

export const initialIssueState = (): IssueState => ({
  vehicle: { status: 'unknown' },
  submitted: null,
});

export function evolveIssue(state: IssueState, event: IssueEvent): IssueState {
  const { type } = event;
  switch (type) {
    case 'VehicleRegistered':
      return {
        ...state,
        vehicle: {
          status: 'registered',
          ownerId: event.data.userId,
          facts: event.data.vehicle,
          zipCode: event.data.owner.zipCode,
        },
      };
    case 'IssueSubmitted':
      return { ...state, submitted: event.data };
    case 'DiagnosticProduced':
      return state;
    default: {
      const _unexpected: never = type;
      return state;
    }
  }
}
