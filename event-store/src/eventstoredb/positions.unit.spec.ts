import { comparePositions, formatPosition, parsePosition, START } from '../types';
import {
  fromEventStoreDbPosition,
  readFrom,
  requirePosition,
  toEventStoreDbPosition,
} from './positions';

describe('EventStoreDB log positions as global positions', () => {
  it('puts the commit position first and the prepare position second, both ways', () => {
    const position = { commit: 4_294_967_296_123n, prepare: 4_294_967_296_100n };
    const global = fromEventStoreDbPosition(position);

    expect(global).toEqual({ transactionId: 4_294_967_296_123n, sequence: 4_294_967_296_100n });
    expect(toEventStoreDbPosition(global)).toEqual(position);
    expect(parsePosition(formatPosition(global))).toEqual(global);
  });

  it('orders as $all does: by commit position, then by prepare position', () => {
    const at = (commit: bigint, prepare: bigint) => fromEventStoreDbPosition({ commit, prepare });
    const sorted = [at(900n, 900n), at(100n, 300n), at(100n, 100n), at(2n ** 62n, 5n)].sort(
      comparePositions,
    );
    expect(sorted).toEqual([at(100n, 100n), at(100n, 300n), at(900n, 900n), at(2n ** 62n, 5n)]);
  });

  it('reads from the start of $all for START, else from the position itself', () => {
    expect(readFrom(START)).toBe('start');
    expect(readFrom({ transactionId: 7n, sequence: 3n })).toEqual({ commit: 7n, prepare: 3n });
  });

  it('refuses an event without a position instead of inventing one', () => {
    expect(requirePosition({ commit: 1n, prepare: 1n }, 'e')).toEqual({
      transactionId: 1n,
      sequence: 1n,
    });
    expect(() => requirePosition(undefined, 'e-1')).toThrow(/e-1 without its log position/);
    expect(() => requirePosition({ commit: 1n, prepare: undefined }, 'e-2')).toThrow();
    // What a server before 22.6 sends for a stream read: -1, read as an unsigned 64-bit number.
    const none = 2n ** 64n - 1n;
    expect(() => requirePosition({ commit: none, prepare: none }, 'e-3')).toThrow(/22\.6/);
  });
});
