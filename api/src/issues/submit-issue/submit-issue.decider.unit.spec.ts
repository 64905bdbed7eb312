import { diagnosticProducedSchema, issueSubmittedSchema } from '@fairwrench/contracts';
import { ENGINE_VERSION } from '../../analysis/engine';
import { testKnowledge } from '../../analysis/testing/knowledge';
import { issueAnalyst } from './issue-analyst';
import type { Unstamped } from '@fairwrench/domain';
import { deciderSpecification } from '@fairwrench/domain/testing';
import { submitIssueDecider, type SubmitIssue } from '@fairwrench/domain';

const decider = submitIssueDecider(issueAnalyst(testKnowledge()));
const spec = deciderSpecification(decider);

const owner = '6f1c1c52-5d4e-4d8e-9a57-0b8e6d1d7a11';
const stranger = '9b2d7e61-0c3f-4a8b-8e5d-1f6a2b3c4d5e';
const vehicleId = '0e4b5f0b-33a4-4c59-a2a4-8f1f5b1f2c22';

const registered = (
  vehicle = { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
): Unstamped<'VehicleRegistered'> => ({
  type: 'VehicleRegistered',
  schemaVersion: 1,
  data: {
    userId: owner,
    vehicleId,
    owner: { name: 'Dana Reyes', email: 'dana@example.com', zipCode: '85253' },
    vehicle,
    termsConsent: { version: '2026-11-01', acceptedAt: '2026-11-20T10:00:00.000Z' },
  },
});

const photo = (sha256: string) => ({
  sha256,
  contentType: 'image/png',
  bytes: 10,
  filename: 'a.png',
});

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
    const [submitted, produced] = spec.given([registered()]).when(command).events();

    expect(issueSubmittedSchema.parse(withMetadata(submitted!)).data).toEqual({
      issueId: command.issueId,
      userId: owner,
      vehicleId,
      issueType: 'symptoms',
      description: 'Squealing noise when I brake at low speed.',
      photos: [],
    });
    expect(diagnosticProducedSchema.parse(withMetadata(produced!)).data).toMatchObject({
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
    const [, produced] = spec
      .given([registered()])
      .when({ ...command, details })
      .events();
    expect(produced?.type === 'DiagnosticProduced' && produced.data.resultType).toBe(resultType);
  });

  it('records the photo references it is given', () => {
    const photos = [photo('a'.repeat(64))];
    const [submitted] = spec
      .given([registered()])
      .when({ ...command, photos })
      .events();
    expect(submitted?.type === 'IssueSubmitted' && submitted.data.photos).toEqual(photos);
  });

  it('names an electric vehicle’s powertrain, for shops that can work on it', () => {
    const tesla = registered({ year: 2021, make: 'Tesla', model: 'Model 3', mileage: 30_000 });
    const [, produced] = spec.given([tesla]).when(command).events();
    expect(produced?.type === 'DiagnosticProduced' && produced.data.powertrain).toBe('ev');
  });

  it.each([
    ['a vehicle that was never registered', command, []],
    ['another owner’s vehicle', { ...command, sessionUserId: stranger }, [registered()]],
    [
      'a body naming another user than the session',
      { ...command, details: { ...command.details, userId: stranger } },
      [registered()],
    ],
  ])('refuses %s as not found', (_case, given, events) => {
    spec.given(events).when(given).thenThrows('not_found', 'Vehicle not found');
  });

  it('is pure: the same command gives the same events', () => {
    const once = spec.given([registered()]).when(command).events();
    expect(spec.given([registered()]).when(command).events()).toEqual(once);
  });

  describe('given the issue was already recorded under the same Idempotency-Key', () => {
    const first = { ...command, photos: [photo('aa'), photo('bb')] };
    const history = [registered(), ...spec.given([registered()]).when(first).events()];

    it('answers the same request with nothing new', () => {
      spec.given(history).when(first).thenNothing();
    });

    it.each([
      ['another description', { details: { ...first.details, description: 'Scratched door.' } }],
      ['another help type', { details: { ...first.details, issueType: 'parts' as const } }],
      ['other photos', { photos: [photo('aa'), photo('cc')] }],
      ['the photos in another order', { photos: [photo('bb'), photo('aa')] }],
      ['fewer photos', { photos: [photo('aa')] }],
      ['another session', { sessionUserId: stranger }],
    ])('refuses the key reused with %s', (_, change) => {
      spec
        .given(history)
        .when({ ...first, ...change })
        .thenThrows(
          'key_reused',
          'This Idempotency-Key was already used for a different issue; send a new key',
        );
    });
  });
});
