import { dataRightsStreamId, type PrivacyChoices } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { handleCommand, optOutDecider, requestContext } from '@fairwrench/domain';
import type { Clock } from '../../shared/domain/tokens';

/**
 * Records the opt-out of sale and sharing on the owner's data-rights stream, which the lead
 * decider and the forwarder read directly (ADR 020, 022): no read model has to catch up
 * before it counts. Repeating it changes nothing (the first opt-out stands).
 */
export async function optOut(
  deps: { readonly store: EventStore; readonly clock: Clock },
  input: {
    readonly userId: string;
    readonly source: NonNullable<PrivacyChoices['source']>;
    readonly correlationId: string;
  },
): Promise<PrivacyChoices> {
  const { userId, source } = input;
  const now = deps.clock();
  const { newState, newEvents } = await handleCommand(
    deps.store,
    dataRightsStreamId(userId),
    optOutDecider,
    { type: 'OptOutOfSaleAndSharing', userId, source, now },
    { context: requestContext(input.correlationId, now) },
  );
  // Just recorded: its time is this call's.
  return newEvents.length > 0 ? { ...newState, optedOutAt: now.toISOString() } : newState;
}
