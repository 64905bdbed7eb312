import type {
  DiagnosticProduced,
  IssueDetailsFields,
  IssueSubmitted,
  PhotoReference,
} from '@fairwrench/contracts';
import type { Decider } from '../decider';
import { DomainError } from '../domain-error';
import {
  evolveIssue,
  initialIssueState,
  ISSUE_EVENT_TYPES,
  type IssueEvent,
  type IssueState,
  type IssueVehicle,
  type VehicleFacts,
} from './issue-state';

/** What the analysis of a new issue reads. */
export interface IssueToAnalyse {
  readonly vehicle: VehicleFacts;
  readonly zipCode: string;
  readonly issueType: IssueDetailsFields['issueType'];
  readonly description: string;
  readonly now: Date;
}

/** The diagnostic's findings: everything it records but the ids it is filed under. */
export type IssueAnalysis = DiagnosticProduced['data'] extends infer Produced
  ? Produced extends unknown
    ? Omit<Produced, 'issueId' | 'userId' | 'vehicleId' | 'diagnosticId' | 'issueType' | 'zipCode'>
    : never
  : never;

/**
 * The expert analysis, bound at start-up (the API binds its engine and the knowledge it
 * loaded). It must be pure and fast: the decision runs it, and may run it again on a retry.
 */
export type IssueAnalyst = (issue: IssueToAnalyse) => IssueAnalysis;

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
 * The stream already holds an issue: its ids came from an Idempotency-Key seen before. The
 * same request again is answered by what was recorded (no new events). The key sent again
 * with a different issue is a client mistake, not a new issue (the IETF Idempotency-Key
 * draft answers it with 422), and it must not hand back the other issue.
 */
function repeated(command: SubmitIssue, issue: IssueSubmitted['data']): [] {
  const { details } = command;
  const same =
    issue.userId === command.sessionUserId &&
    issue.userId === details.userId &&
    issue.vehicleId === details.vehicleId &&
    issue.issueType === details.issueType &&
    issue.description === details.description &&
    issue.photos.map((photo) => photo.sha256).join() ===
      command.photos.map((photo) => photo.sha256).join();
  if (!same) {
    throw new DomainError(
      'key_reused',
      'This Idempotency-Key was already used for a different issue; send a new key',
    );
  }
  return [];
}

/**
 * The issue and its analysis are recorded together: the analysis is pure and fast, so an
 * issue never exists without its diagnostic and the owner's next read finds both.
 */
function decide(command: SubmitIssue, state: IssueState, analyst: IssueAnalyst): IssueEvent[] {
  if (state.submitted) return repeated(command, state.submitted);
  const vehicle = ownedVehicle(command, state.vehicle);
  const { issueType, description, vehicleId } = command.details;
  const analysis = analyst({
    vehicle: vehicle.facts,
    zipCode: vehicle.zipCode,
    issueType,
    description,
    now: command.now,
  });
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
        ...analysis,
        ...ids,
        diagnosticId: command.diagnosticId,
        issueType,
        zipCode: vehicle.zipCode,
      },
    },
  ];
}

/** Submitting an issue folds its vehicle's stream, then the issue's own. */
export function submitIssueDecider(
  analyst: IssueAnalyst,
): Decider<SubmitIssue, IssueState, IssueEvent> {
  return {
    eventTypes: ISSUE_EVENT_TYPES,
    initialState: initialIssueState,
    evolve: evolveIssue,
    decide: (command, state) => decide(command, state, analyst),
  };
}
