import { randomUUID } from 'node:crypto';
import type { DiagnosticOutcome, EventOfType } from '@fairwrench/contracts';
import { SqlEventStore } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { issuesProjection } from '../issues/issues.projection';
import type { Projection } from '../projection';
import { ProjectionRunner, resetProjection } from '../projection-runner';
import { diagnosticsProjection } from './diagnostics.projection';
import { findDiagnostic, findDiagnosticFacts, findDiagnosticIssue } from './diagnostics.query';

const metadata = () => ({
  eventId: randomUUID(),
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-11-21T09:00:00.000Z',
});

const partsOutcome: DiagnosticOutcome = {
  resultType: 'parts',
  results: { partsReplacement: { parts: [], totalEstimate: { min: 1, max: 2 } } },
};

const collisionOutcome: DiagnosticOutcome = {
  resultType: 'collision',
  results: { collisionRepair: { repairAreas: ['Rear door'], recommendedProcedures: ['Refinish'] } },
};

/** An issue and its analysis as SubmitIssue appends them: one stream, one batch. */
function submitted(withVehicleFacts = true, outcome: DiagnosticOutcome = partsOutcome) {
  const ids = { issueId: randomUUID(), userId: randomUUID(), vehicleId: randomUUID() };
  const issue: EventOfType<'IssueSubmitted'> = {
    type: 'IssueSubmitted',
    schemaVersion: 1,
    data: { ...ids, issueType: 'parts', description: 'Alternator is dead', photos: [] },
    metadata: metadata(),
  };
  const facts = {
    vehicleId: ids.vehicleId,
    issueType: 'parts',
    zipCode: '85253',
    powertrain: 'ev',
  };
  const diagnostic: EventOfType<'DiagnosticProduced'> = {
    type: 'DiagnosticProduced',
    schemaVersion: 1,
    data: {
      diagnosticId: randomUUID(),
      issueId: ids.issueId,
      userId: ids.userId,
      ...(withVehicleFacts ? (facts as Partial<EventOfType<'DiagnosticProduced'>['data']>) : {}),
      engineVersion: 'test',
      ...outcome,
    } as EventOfType<'DiagnosticProduced'>['data'],
    metadata: metadata(),
  };
  return [issue, diagnostic] as const;
}

describe.each(testAdapters())('issues and diagnostics projections on %s', (adapter) => {
  const projections: Projection[] = [issuesProjection, diagnosticsProjection];
  let database: TestDatabase;
  let store: SqlEventStore;

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    store = new SqlEventStore(database.client);
    await new ProjectionRunner(store, database.client, projections).migrate();
  });
  afterAll(() => database.drop());

  async function runUntilCaughtUp(): Promise<void> {
    const runner = new ProjectionRunner(store, database.client, projections);
    await runner.migrate();
    runner.start();
    const head = await store.headPosition();
    expect(await runner.waitFor(head, ['issues', 'diagnostics'], 10_000)).toBe(true);
    await runner.stop();
  }

  const rows = (table: string, key: string) =>
    database.client.query(`select * from ${table} order by ${key}`);

  it('keeps one row per issue and per diagnostic, and rebuilds them the same', async () => {
    const batches = Array.from({ length: 12 }, () => submitted());
    for (const events of batches)
      await store.appendToStream(`issue-${events[0].data.issueId}`, events, 'no_stream');
    await runUntilCaughtUp();
    const issues = await rows('rm_issues', 'issue_id');
    const diagnostics = await rows('rm_diagnostics', 'diagnostic_id');
    expect(issues).toHaveLength(12);
    expect(diagnostics).toHaveLength(12);
    const [, sample] = batches[0]!;
    const [row] = await database.client.query(
      `select vehicle_id::text, issue_type, zip_code, powertrain, result_type
       from rm_diagnostics where diagnostic_id = $1`,
      [sample.data.diagnosticId],
    );
    expect(row).toEqual({
      vehicle_id: sample.data.vehicleId,
      issue_type: 'parts',
      zip_code: '85253',
      powertrain: 'ev',
      result_type: 'parts',
    });

    for (const projection of projections) await resetProjection(database.client, projection);
    await runUntilCaughtUp();
    expect(await rows('rm_issues', 'issue_id')).toEqual(issues);
    expect(await rows('rm_diagnostics', 'diagnostic_id')).toEqual(diagnostics);
  });

  it('applies a replayed batch without changing its rows', async () => {
    const events = submitted();
    await store.appendToStream(`issue-${events[0].data.issueId}`, events, 'no_stream');
    await runUntilCaughtUp();
    const before = [await rows('rm_issues', 'issue_id'), await rows('rm_diagnostics', 'issue_id')];
    const recorded = await store.readStream(`issue-${events[0].data.issueId}`);
    await database.client.transaction(async (tx) => {
      for (const projection of projections) await projection.handle(recorded, tx);
    });
    expect([await rows('rm_issues', 'issue_id'), await rows('rm_diagnostics', 'issue_id')]).toEqual(
      before,
    );
  });

  it('passes over a diagnostic recorded without its vehicle facts instead of failing', async () => {
    const events = submitted(false);
    await store.appendToStream(`issue-${events[0].data.issueId}`, events, 'no_stream');
    await runUntilCaughtUp();
    const found = await database.client.query(`select 1 from rm_diagnostics where issue_id = $1`, [
      events[0].data.issueId,
    ]);
    expect(found).toHaveLength(0);
  });

  async function analysed(outcome?: DiagnosticOutcome) {
    const events = submitted(true, outcome);
    await store.appendToStream(`issue-${events[0].data.issueId}`, events, 'no_stream');
    await runUntilCaughtUp();
    return events[1].data;
  }

  it('answers a diagnostic to its owner only, by its id or by its issue', async () => {
    const { diagnosticId, issueId, userId } = await analysed();
    const record = {
      diagnosticId,
      issueId,
      producedAt: '2026-11-21T09:00:00.000Z',
      ...partsOutcome,
    };

    expect(await findDiagnostic(database.client, { diagnosticId }, userId)).toEqual(record);
    expect(await findDiagnostic(database.client, { issueId }, userId)).toEqual(record);
    const stranger = randomUUID();
    expect(await findDiagnostic(database.client, { diagnosticId }, stranger)).toBeUndefined();
    expect(await findDiagnostic(database.client, { issueId }, stranger)).toBeUndefined();
  });

  it("gives shop recommendations the facts of the owner's analysis", async () => {
    const parts = await analysed();
    expect(await findDiagnosticFacts(database.client, parts.diagnosticId, parts.userId)).toEqual({
      issueType: 'parts',
      zipCode: '85253',
      powertrain: 'ev',
      ...partsOutcome,
    });
    expect(
      await findDiagnosticFacts(database.client, parts.diagnosticId, randomUUID()),
    ).toBeUndefined();

    const collision = await analysed(collisionOutcome);
    expect(
      await findDiagnosticFacts(database.client, collision.diagnosticId, collision.userId),
    ).toMatchObject({ resultType: 'collision', results: null });
  });

  it('names the issue and owner behind a diagnostic, whoever asks', async () => {
    const { diagnosticId, issueId, userId } = await analysed();
    expect(await findDiagnosticIssue(database.client, diagnosticId)).toEqual({ issueId, userId });
    expect(await findDiagnosticIssue(database.client, randomUUID())).toBeUndefined();
  });
});
