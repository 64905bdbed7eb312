import { ConcurrencyError } from '../types';
import {
  concurrencyErrorOf,
  isStreamNotFound,
  isWrongExpectedVersion,
  toStreamState,
  versionOf,
} from './expected-versions';

describe('expected versions on EventStoreDB', () => {
  it('passes the named states through and counts revisions from 0', () => {
    expect(toStreamState('any')).toBe('any');
    expect(toStreamState('no_stream')).toBe('no_stream');
    expect(toStreamState('stream_exists')).toBe('stream_exists');
    expect(toStreamState(1n)).toBe(0n);
    expect(toStreamState(25n)).toBe(24n);
  });

  it('reads version 0 as no stream, as the SQL adapter does, and refuses a negative one', () => {
    expect(toStreamState(0n)).toBe('no_stream');
    expect(() => toStreamState(-1n)).toThrow(/Not a stream version/);
  });

  it("gives the port's version of the server's current revision", () => {
    expect(versionOf('no_stream')).toBeNull();
    expect(versionOf(0n)).toBe(1n);
    expect(versionOf(41n)).toBe(42n);
    // Deleted (-5) and tombstoned (-6) streams hold nothing the port can append after.
    expect(versionOf(-5n)).toBeNull();
  });

  it("turns the client's wrong-expected-version error into the port's ConcurrencyError", () => {
    const wrong = { type: 'wrong-expected-version', actualState: 1n, message: 'WEV' };
    expect(isWrongExpectedVersion(wrong)).toBe(true);

    const error = concurrencyErrorOf(wrong as never, 'cart-1', 'no_stream');
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId: 'cart-1', expected: 'no_stream', actual: 2n });
    expect(
      concurrencyErrorOf({ type: 'wrong-expected-version', actualState: 'no_stream' }, 'x', 3n),
    ).toMatchObject({ expected: 3n, actual: null });
  });

  it("recognises the client's own error classes (loads the client, as the adapter does)", async () => {
    const client = await import('@kurrent/kurrentdb-client');
    const wrong = new client.WrongExpectedVersionError(undefined, {
      streamName: 'cart-1',
      expected: 'no_stream',
      current: 0n,
    });
    expect(isWrongExpectedVersion(wrong)).toBe(true);
    expect(concurrencyErrorOf(wrong, 'cart-1', 'no_stream')).toMatchObject({ actual: 1n });
    expect(isStreamNotFound(new client.StreamNotFoundError(undefined, 'cart-1'))).toBe(true);
    expect(isWrongExpectedVersion(new client.StreamNotFoundError(undefined, 'cart-1'))).toBe(false);
  });

  it('tells the errors it maps from every other error', () => {
    expect(isWrongExpectedVersion(new Error('wrong-expected-version'))).toBe(false);
    expect(isWrongExpectedVersion({ type: 'unavailable' })).toBe(false);
    expect(isWrongExpectedVersion(null)).toBe(false);
    expect(isStreamNotFound({ type: 'stream-not-found' })).toBe(true);
    expect(isStreamNotFound({ type: 'stream-deleted' })).toBe(false);
  });
});
