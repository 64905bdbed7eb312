import { diagnosticProducedSchema, issueSubmittedSchema } from '@fairwrench/contracts';
import { ENGINE_VERSION } from '../../analysis/engine';
import { DomainError } from '../../shared/domain/domain-error';
import { unknownVehicle, type IssueVehicle } from './issue-vehicle';
import { decide, type SubmitIssue } from './submit-issue.decider';
import { testKnowledge } from '../../analysis/testing/knowledge';

const knowledge = testKnowledge();

const owner = '6f1c1c52-5d4e-4d8e-9a57-0b8e6d1d7a11';
const stranger = '9b2d7e61-0c3f-4a8b-8e5d-1f6a2b3c4d5e';
const vehicleId = '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22';

const vehicle: IssueVehicle = {
  status: 'registered',
  ownerId: owner,
  facts: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
  zipCode: '85253',
};

const command: SubmitIssue = {
  type: 'SubmitIssue',
  issueId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  diagnosticId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  sessionUserId: owner,
  details: {
    userId: owner,
    vehicleId,
    issueType: 'symptoms',
    description: 'Squealing noise when I brake at low speed.',
  },
  photos: [],
  now: new Date('2026-11-21T10:00:00.000Z'),
};

const withMetadata = <T extends object>(event: T) => ({
  ...event,
  metadata: {
    eventId: command.issueId,
    correlationId: command.issueId,
    causationId: null,
    occurredAt: command.now.toISOString(),
  },
});

describe('submit issue', () => {
  it('given the owner’s vehicle, records the issue and its analysis, both valid events', () => {
    const [submitted, produced] = decide(command, vehicle, knowledge);

    expect(issueSubmittedSchema.parse(withMetadata(submitted)).data).toEqual({
      issueId: command.issueId,
      userId: owner,
      vehicleId,
      issueType: 'symptoms',
      description: 'Squealing noise when I brake at low speed.',
      photos: [],
    });
    const { data } = diagnosticProducedSchema.parse(withMetadata(produced));
    expect(data).toMatchObject({
      diagnosticId: command.diagnosticId,
      issueId: command.issueId,
      userId: owner,
      vehicleId,
      issueType: 'symptoms',
      zipCode: '85253',
      powertrain: 'gas',
      engineVersion: ENGINE_VERSION,
      resultType: 'diagnostic',
    });
  });

  it.each([
    ['collision', 'collision'],
    ['parts', 'parts'],
    ['estimate', 'estimate'],
  ] as const)('answers a %s issue with a %s analysis', (issueType, resultType) => {
    const details = { ...command.details, issueType, description: 'Front bumper and brake pads' };
    const [, produced] = decide({ ...command, details }, vehicle, knowledge);
    expect(produced.data.resultType).toBe(resultType);
  });

  it('records the photo references it is given', () => {
    const photo = {
      sha256: 'a'.repeat(64),
      contentType: 'image/png',
      bytes: 10,
      filename: 'a.png',
    };
    const [submitted] = decide({ ...command, photos: [photo] }, vehicle, knowledge);
    expect(submitted.data.photos).toEqual([photo]);
  });

  it('names an electric vehicle’s powertrain, for shops that can work on it', () => {
    const tesla = {
      ...vehicle,
      facts: { year: 2021, make: 'Tesla', model: 'Model 3', mileage: 30_000 },
    };
    const [, produced] = decide(command, tesla, knowledge);
    expect(produced.data.powertrain).toBe('ev');
  });

  it.each([
    ['a vehicle that was never registered', command, unknownVehicle],
    ['another owner’s vehicle', { ...command, sessionUserId: stranger }, vehicle],
    [
      'a body naming another user than the session',
      { ...command, details: { ...command.details, userId: stranger } },
      vehicle,
    ],
  ])('refuses %s as not found', (_case, given, state) => {
    expect(() => decide(given, state, knowledge)).toThrow(
      new DomainError('not_found', 'Vehicle not found'),
    );
  });

  it('is pure: the same command gives the same events', () => {
    expect(decide(command, vehicle, knowledge)).toEqual(decide(command, vehicle, knowledge));
  });
});
