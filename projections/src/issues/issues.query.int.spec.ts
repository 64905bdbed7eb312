import { randomUUID } from 'node:crypto';
import type { EventOfType } from '@fairwrench/contracts';
import { SqlEventStore } from '@fairwrench/event-store';
import {
  createTestDatabase,
  testAdapters,
  type TestDatabase,
} from '@fairwrench/event-store/testing';
import { ProjectionRunner } from '../projection-runner';
import { issuesProjection } from './issues.projection';
import { findIssue, issueHasPhoto } from './issues.query';

const PHOTO = {
  sha256: 'a'.repeat(64),
  contentType: 'image/jpeg',
  bytes: 2048,
  filename: 'dent.jpg',
};

function issueSubmitted(): EventOfType<'IssueSubmitted'> {
  return {
    type: 'IssueSubmitted',
    schemaVersion: 1,
    data: {
      issueId: randomUUID(),
      userId: randomUUID(),
      vehicleId: randomUUID(),
      issueType: 'collision',
      description: 'Dent in the rear door',
      photos: [PHOTO],
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-21T09:00:00.000Z',
    },
  };
}

describe.each(testAdapters())('issues queries on %s', (adapter) => {
  let database: TestDatabase;
  let issue: EventOfType<'IssueSubmitted'>['data'];

  beforeAll(async () => {
    database = await createTestDatabase(adapter);
    const store = new SqlEventStore(database.client);
    const runner = new ProjectionRunner(store, database.client, [issuesProjection]);
    await runner.migrate();
    const event = issueSubmitted();
    issue = event.data;
    await store.appendToStream(`issue-${issue.issueId}`, [event], 'no_stream');
    runner.start();
    expect(await runner.waitFor(await store.headPosition(), ['issues'], 10_000)).toBe(true);
    await runner.stop();
  });
  afterAll(() => database.drop());

  it('answers an issue to its owner only, in the view shape', async () => {
    expect(await findIssue(database.client, issue.issueId, issue.userId)).toEqual({
      ...issue,
      submittedAt: '2026-11-21T09:00:00.000Z',
    });
    expect(await findIssue(database.client, issue.issueId, randomUUID())).toBeUndefined();
    expect(await findIssue(database.client, randomUUID(), issue.userId)).toBeUndefined();
  });

  it('opens a photo only to the owner of an issue that names it', async () => {
    const { issueId, userId } = issue;
    expect(await issueHasPhoto(database.client, issueId, PHOTO.sha256, userId)).toBe(true);
    expect(await issueHasPhoto(database.client, issueId, 'b'.repeat(64), userId)).toBe(false);
    expect(await issueHasPhoto(database.client, issueId, PHOTO.sha256, randomUUID())).toBe(false);
  });
});
