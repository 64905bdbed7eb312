import type {
  AppendStreamState,
  Filter,
  JSONEventData,
  KurrentDBClient,
  Position,
  RecordedEvent as EsdbRecordedEvent,
} from '@kurrent/kurrentdb-client';

/**
 * An in-memory stand-in for the KurrentDB client and the server behind it, which cannot run on
 * these machines (ADR 032, 035). It answers as the server does: a batch whose ids already sit
 * where it would go, or anywhere in the stream under `any`, is a success that writes nothing;
 * reads of `$all` include the event at their start position. It has no live subscriptions:
 * one process's subscribers are woken by its own appends.
 */
export class InMemoryKurrentDb {
  readonly log: EsdbRecordedEvent[] = [];
  private next = 1000n;

  async appendToStream(
    stream: string,
    events: JSONEventData[],
    { streamState }: { streamState: AppendStreamState },
  ) {
    const current = this.log.filter((event) => event.streamId === stream);
    const actual = current.length > 0 ? BigInt(current.length - 1) : 'no_stream';
    const at = current.findIndex((event) => event.id === events[0]!.id);
    const start = typeof streamState === 'bigint' ? Number(streamState) + 1 : 0;
    const stored = at >= 0 && events.every((event, i) => current[at + i]?.id === event.id);
    if (stored && (streamState === 'any' || at === start))
      return { success: true, nextExpectedRevision: BigInt(at + events.length - 1) };
    const ok =
      streamState === 'any' ||
      streamState === actual ||
      (streamState === 'stream_exists' && actual !== 'no_stream');
    if (!ok) throw { type: 'wrong-expected-version', actualState: actual };
    for (const [i, event] of events.entries()) this.store(stream, current.length + i, event);
    return { success: true, nextExpectedRevision: BigInt(current.length + events.length - 1) };
  }

  private store(streamId: string, revision: number, event: JSONEventData): void {
    const position: Position = { commit: this.next, prepare: this.next };
    this.next += 100n;
    this.log.push({
      streamId,
      id: event.id,
      isJson: true,
      revision: BigInt(revision),
      type: event.type,
      created: new Date(),
      data: JSON.parse(JSON.stringify(event.data)),
      metadata: JSON.parse(JSON.stringify(event.metadata)),
      position,
    } as EsdbRecordedEvent);
  }

  async *readStream(
    stream: string,
    options: { fromRevision?: 'start' | 'end' | bigint; direction?: string; maxCount?: number },
  ) {
    let events = this.log.filter((event) => event.streamId === stream);
    if (events.length === 0) throw { type: 'stream-not-found' };
    if (options.direction === 'backwards') events = events.reverse();
    if (typeof options.fromRevision === 'bigint')
      events = events.filter((event) => event.revision >= (options.fromRevision as bigint));
    for (const event of events.slice(0, options.maxCount)) yield { event };
  }

  async *readAll(options: {
    fromPosition: 'start' | 'end' | Position;
    direction?: string;
    maxCount: number;
    filter: Filter;
  }) {
    const { filter, fromPosition } = options;
    let events = this.log.filter((event) =>
      'prefixes' in filter
        ? filter.prefixes.some((prefix) => event.streamId.startsWith(prefix))
        : new RegExp(filter.regex).test(event.type),
    );
    if (typeof fromPosition === 'object')
      events = events.filter((event) => event.position!.commit >= fromPosition.commit);
    if (options.direction === 'backwards') events = events.reverse();
    for (const event of events.slice(0, options.maxCount)) yield { event };
  }

  async dispose(): Promise<void> {}

  /** This stand-in as the client the adapter takes. */
  asClient(): KurrentDBClient {
    return this as unknown as KurrentDBClient;
  }
}
