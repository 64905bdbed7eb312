import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@fairwrench/contracts';

/**
 * What a decider returns: an event without its envelope metadata. Distributed over the
 * union so that switching on `type` still narrows `data`.
 */
export type UnstampedEvent = DomainEvent extends infer E
  ? E extends DomainEvent
    ? Omit<E, 'metadata'>
    : never
  : never;

/** The unstamped events of the named types, still a union that `switch (event.type)` narrows. */
export type Unstamped<Type extends DomainEvent['type']> = Extract<UnstampedEvent, { type: Type }>;

export interface CommandContext {
  readonly correlationId: string;
  /** The id of the message that caused this command, if any (null for a user's request). */
  readonly causationId: string | null;
  readonly now: Date;
  readonly newId: () => string;
}

/** The context of a command that an owner's request started: nothing else caused it. */
export function requestContext(correlationId: string, now: Date): CommandContext {
  return { correlationId, causationId: null, now, newId: randomUUID };
}

/** Gives each decided event its envelope metadata, keeping an id chosen before deciding. */
export function stamp(events: readonly UnstampedEvent[], context: CommandContext): DomainEvent[] {
  return events.map(
    (event) =>
      ({
        ...event,
        metadata: {
          eventId: recordedEventId(event) ?? context.newId(),
          correlationId: context.correlationId,
          causationId: context.causationId,
          occurredAt: context.now.toISOString(),
        },
      }) as DomainEvent,
  );
}

/**
 * The id of an event as it was recorded, for decisions that must cite their evidence (the
 * consent a lead rests on). Events read from a stream carry it; events decided a moment ago
 * and not yet stamped do not.
 */
export function recordedEventId(event: UnstampedEvent): string | undefined {
  return (event as Partial<DomainEvent>).metadata?.eventId;
}

/**
 * A decided event whose id the command chose beforehand (as it chooses every new id), so that
 * another event of the same decision can cite it: a lead citing the consent given with it.
 */
export function withEventId<Event extends UnstampedEvent>(event: Event, eventId: string): Event {
  return { ...event, metadata: { eventId } } as Event;
}
