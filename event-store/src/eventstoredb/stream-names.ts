import type { Filter } from '@kurrent/kurrentdb-client';

/**
 * The port's stream ids as EventStoreDB stream names. With a prefix, several stores share one
 * server and each reads only its own streams (the contract suite gives each test its own);
 * without one, `$all` is read with EventStoreDB's system events (types starting `$`) left out.
 */
export class StreamNames {
  constructor(readonly prefix = '') {
    if (prefix.startsWith('$')) throw new Error('A stream prefix must not name system streams');
  }

  stored(streamId: string): string {
    return this.prefix + streamId;
  }

  /** The port's id of a stored stream, or undefined for a stream this store does not own. */
  portId(streamName: string): string | undefined {
    if (streamName.startsWith('$') || !streamName.startsWith(this.prefix)) return undefined;
    return streamName.slice(this.prefix.length);
  }

  /** The server-side filter for reads of `$all`; `portId` and the type check repeat it here. */
  allFilter(): Filter {
    return this.prefix
      ? { filterOn: 'streamName', prefixes: [this.prefix], checkpointInterval: 1 }
      : { filterOn: 'eventType', regex: '^[^$].*', checkpointInterval: 1 };
  }
}
