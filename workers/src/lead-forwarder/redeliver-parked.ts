import type { EventStore, SqlClient } from '@fairwrench/event-store';
import { listParked, parkAgain, unpark } from '@fairwrench/projections';
import type { ReplayOutcome } from '@fairwrench/projections';
import type { LeadForwarder } from './lead-forwarder';

/**
 * `npm run leads:redeliver-parked`: after the cause is fixed (the partner was given access),
 * tries each lead the forwarder parked once more, oldest first. A lead the broker now
 * acknowledges is recorded as delivered and leaves the parked list; one that still cannot be
 * published stays parked with the new reason (and another LeadDeliveryFailed in the trail).
 */
export async function redeliverParkedLeads(
  store: EventStore,
  client: SqlClient,
  forwarder: LeadForwarder,
): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (const parked of await listParked(client, [forwarder.subscriptionId])) {
    const stream = await store.readStream(parked.streamId);
    const event = stream.find((each) => each.streamPosition === parked.streamPosition);
    const failures = event
      ? await forwarder.deliver([event])
      : [{ message: `Not in stream ${parked.streamId} any more` }];
    const [failure] = failures;
    if (failure) {
      await parkAgain(client, parked, failure.message);
      outcomes.push({ parked, error: failure.message, reapplied: 0 });
    } else {
      await client.transaction((tx) => unpark(tx, parked));
      outcomes.push({ parked, reapplied: 0 });
    }
  }
  return outcomes;
}
