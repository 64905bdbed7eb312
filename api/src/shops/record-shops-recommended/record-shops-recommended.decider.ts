import type { EventOfType } from '@fairwrench/contracts';
import { nameBasedUuid } from '../directory/name-based-uuid';

type ShopsRecommended = Omit<EventOfType<'ShopsRecommended'>, 'metadata'>;

export interface RecordShopsRecommended {
  readonly type: 'RecordShopsRecommended';
  readonly diagnosticId: string;
  readonly userId: string;
  readonly zipCode: string;
  readonly shopIds: readonly string[];
}

/** Nothing shown, nothing to record. */
export function decide(command: RecordShopsRecommended): ShopsRecommended[] {
  if (command.shopIds.length === 0) return [];
  return [
    {
      type: 'ShopsRecommended',
      schemaVersion: 1,
      data: {
        diagnosticId: command.diagnosticId,
        userId: command.userId,
        zipCode: command.zipCode,
        shopIds: [...command.shopIds],
      },
    },
  ];
}

/**
 * The same list shown again for the same analysis is the same fact: its id is derived from
 * the content, so the event store keeps it once however often the owner opens the page.
 */
export function recommendationEventId(event: ShopsRecommended): string {
  const { diagnosticId, zipCode, shopIds } = event.data;
  return nameBasedUuid(`ShopsRecommended:${diagnosticId}:${zipCode}:${shopIds.join(',')}`);
}
