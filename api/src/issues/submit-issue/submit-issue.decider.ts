import type { EventOfType, IssueDetailsFields, PhotoReference } from '@fairwrench/contracts';
import { analyse, ENGINE_VERSION } from '../../analysis/engine';
import type { AnalysisKnowledge } from '../../analysis/knowledge';
import { vehicleProfile } from '../../analysis/vehicle/vehicle-profile';
import { DomainError } from '../../shared/domain/domain-error';
import type { IssueVehicle } from './issue-vehicle';

/** Everything the decision needs, ids and time included: `decide` looks nothing up. */
export interface SubmitIssue {
  readonly type: 'SubmitIssue';
  readonly issueId: string;
  readonly diagnosticId: string;
  /** The owner of the session making the request. */
  readonly sessionUserId: string;
  readonly details: IssueDetailsFields;
  readonly photos: readonly PhotoReference[];
  readonly now: Date;
}

type Unstamped<T extends 'IssueSubmitted' | 'DiagnosticProduced'> = Omit<
  EventOfType<T>,
  'metadata'
>;

/**
 * A vehicle that does not exist and one that belongs to someone else answer alike, so ids
 * cannot be probed; so does a body naming another user than the session's.
 */
function ownedVehicle(command: SubmitIssue, vehicle: IssueVehicle) {
  const owner = command.sessionUserId;
  if (
    vehicle.status !== 'registered' ||
    vehicle.ownerId !== owner ||
    command.details.userId !== owner
  )
    throw new DomainError('not_found', 'Vehicle not found');
  return vehicle;
}

/**
 * The issue and its analysis are recorded together: the analysis is pure and fast, so an
 * issue never exists without its diagnostic and the owner's next read finds both. The
 * analysis reads the knowledge loaded at start-up, passed in like any other input.
 */
export function decide(
  command: SubmitIssue,
  state: IssueVehicle,
  knowledge: AnalysisKnowledge,
): [Unstamped<'IssueSubmitted'>, Unstamped<'DiagnosticProduced'>] {
  const vehicle = ownedVehicle(command, state);
  const { issueType, description, vehicleId } = command.details;
  const outcome = analyse(
    { vehicle: vehicle.facts, zipCode: vehicle.zipCode, issueType, description, now: command.now },
    knowledge,
  );
  const ids = { issueId: command.issueId, userId: command.sessionUserId, vehicleId };
  return [
    {
      type: 'IssueSubmitted',
      schemaVersion: 1,
      data: { ...ids, issueType, description, photos: [...command.photos] },
    },
    {
      type: 'DiagnosticProduced',
      schemaVersion: 1,
      data: {
        ...outcome,
        ...ids,
        diagnosticId: command.diagnosticId,
        issueType,
        zipCode: vehicle.zipCode,
        powertrain: vehicleProfile(vehicle.facts, command.now, knowledge.vehicles).powertrain,
        engineVersion: ENGINE_VERSION,
      },
    },
  ];
}
