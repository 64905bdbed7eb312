import { dataRightsStreamId, type PrivacyChoices } from '@fairwrench/contracts';
import type { EventStore } from '@fairwrench/event-store';
import { loadStream, optOutDecider } from '@fairwrench/domain';

/** Read from the owner's data-rights stream itself: a few events at most, never stale. */
export async function getPrivacyChoices(
  deps: { readonly store: EventStore },
  input: { readonly userId: string },
): Promise<PrivacyChoices> {
  return (await loadStream(deps.store, dataRightsStreamId(input.userId), optOutDecider)).state;
}
