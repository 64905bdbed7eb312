import { z } from 'zod';

/**
 * Every domain event travels in this envelope. `data` is the event's own payload,
 * validated by the event's schema; `metadata` is the same for every event type.
 * Dates are ISO strings on the wire and in storage: no `z.date()`.
 */
export const eventMetadataSchema = z.strictObject({
  eventId: z.uuid(),
  correlationId: z.uuid(),
  causationId: z.uuid().nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

export function defineEvent<const Type extends string, Data extends z.ZodType>(
  type: Type,
  schemaVersion: number,
  data: Data,
) {
  return z.strictObject({
    type: z.literal(type),
    schemaVersion: z.literal(schemaVersion),
    data,
    metadata: eventMetadataSchema,
  });
}
