import type { RecordedEvent as EsdbRecordedEvent } from '@kurrent/kurrentdb-client';
import { testEvent } from '../testing/events';
import {
  assertEventIds,
  fromRecordedEvent,
  storedMetadataOf,
  toEventData,
  type StoredMetadata,
} from './event-mapping';
import { StreamNames } from './stream-names';

/** What the server gives back for an event stored from `data`. */
function recorded(
  data: ReturnType<typeof toEventData>,
  overrides: Partial<EsdbRecordedEvent> = {},
): EsdbRecordedEvent {
  return {
    streamId: 'fw-cart-1',
    id: data.id,
    isJson: true,
    revision: 2n,
    type: data.type,
    created: new Date('2026-11-25T10:00:00.123Z'),
    data: data.data,
    metadata: data.metadata,
    position: { commit: 5000n, prepare: 4900n },
    ...overrides,
  } as EsdbRecordedEvent;
}

describe('events to and from EventStoreDB', () => {
  it('uses the port event id as the EventStoreDB event id, and keeps its metadata whole', () => {
    const event = { ...testEvent('CartOpened', { items: [1] }), schemaVersion: 3 };
    const data = toEventData(event, 'append-1');

    expect(data).toMatchObject({
      id: event.metadata.eventId,
      contentType: 'application/json',
      type: 'CartOpened',
      data: { items: [1] },
    });
    expect(data.metadata).toEqual({
      metadata: event.metadata,
      schemaVersion: 3,
      appendId: 'append-1',
      $correlationId: event.metadata.correlationId,
    });
  });

  it("names the cause under EventStoreDB's own key when there is one", () => {
    const event = testEvent();
    const caused = { ...event, metadata: { ...event.metadata, causationId: 'cause-1' } };
    expect((toEventData(caused, 'a').metadata as unknown as StoredMetadata).$causationId).toBe(
      'cause-1',
    );
  });

  it('reads back exactly what was appended, with 1-based stream positions', () => {
    const event = testEvent('Rich', { text: 'a "quoted" \\ line\nwith ünïcode', n: 1.5 });
    const back = fromRecordedEvent(recorded(toEventData(event, 'a')), 'cart-1');

    expect(back).toEqual({
      ...event,
      streamId: 'cart-1',
      streamPosition: 3n,
      position: { transactionId: 5000n, sequence: 4900n },
      recordedAt: '2026-11-25T10:00:00.123Z',
    });
    expect(storedMetadataOf(recorded(toEventData(event, 'a-7'))).appendId).toBe('a-7');
  });

  it('refuses events another writer stored rather than guess at their metadata', () => {
    const data = toEventData(testEvent(), 'a');
    expect(() => fromRecordedEvent(recorded(data, { metadata: undefined }), 'x')).toThrow(
      /not written by the FairWrench event store/,
    );
    expect(() =>
      fromRecordedEvent(recorded(data, { isJson: false } as Partial<EsdbRecordedEvent>), 'x'),
    ).toThrow(/not written/);
  });

  it('checks every event id is a UUID before anything is sent', () => {
    const good = testEvent();
    const bad = { ...good, metadata: { ...good.metadata, eventId: 'x' } };
    expect(() => assertEventIds([good])).not.toThrow();
    expect(() => assertEventIds([good, bad])).toThrow('Event id "x" is not a UUID');
  });
});

describe('stream names', () => {
  it('prefixes and strips, and owns no system stream nor another prefix', () => {
    const names = new StreamNames('fw-');
    expect(names.stored('cart-1')).toBe('fw-cart-1');
    expect(names.portId('fw-cart-1')).toBe('cart-1');
    expect(names.portId('other-cart-1')).toBeUndefined();
    expect(names.portId('$stats-127.0.0.1:2113')).toBeUndefined();
    expect(names.allFilter()).toMatchObject({ filterOn: 'streamName', prefixes: ['fw-'] });
  });

  it('without a prefix reads every user stream and filters system event types out', () => {
    const names = new StreamNames();
    expect(names.stored('cart-1')).toBe('cart-1');
    expect(names.portId('cart-1')).toBe('cart-1');
    expect(names.portId('$$cart-1')).toBeUndefined();
    const filter = names.allFilter();
    expect(filter).toMatchObject({ filterOn: 'eventType' });
    const regex = new RegExp((filter as { regex: string }).regex);
    expect(regex.test('CartOpened')).toBe(true);
    expect(regex.test('$metadata')).toBe(false);
    expect(() => new StreamNames('$all')).toThrow();
  });
});
