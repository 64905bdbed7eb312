import type { SqlClient } from '../sql-client';
import { fairShare, WorkerRoster } from './worker-roster';

describe('fair shares of the leases (ADR 040)', () => {
  it('is ceil(leases / live workers), all of them for one worker', () => {
    expect([1, 2, 3, 4, 9].map((live) => fairShare(9, live))).toEqual([9, 5, 3, 3, 1]);
    expect(fairShare(9, 0)).toBe(9);
  });

  it('claims a lease only below the share, counting attempts under way, and flags surplus', async () => {
    const live = { value: '2' };
    const client = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) =>
        work({ query: async () => [{ live: live.value }] }),
      query: async () => [],
    } as unknown as SqlClient;
    const roster = new WorkerRoster(client, 'me', 1000);
    const keepers = Array.from({ length: 4 }, (_, i) => ({
      name: `lease-${i}`,
      heldToken: undefined as bigint | undefined,
      poke: jest.fn(),
    }));
    for (const keeper of keepers) await roster.join(keeper);
    expect([roster.liveWorkers, roster.target]).toEqual([2, 2]);

    const first = roster.claim(keepers[3]!);
    const second = roster.claim(keepers[3]!);
    expect([first, second].every(Boolean)).toBe(true);
    expect(roster.claim(keepers[3]!)).toBeUndefined(); // two attempts under way fill the share
    keepers[0]!.heldToken = 1n;
    first!();
    first!(); // ending twice counts once
    expect(roster.claim(keepers[3]!)).toBeUndefined();
    const pokes = keepers[3]!.poke.mock.calls.length;
    second!(); // ended without the lease: the refused keeper tries at once
    expect(keepers[3]!.poke.mock.calls.length).toBe(pokes + 1);
    expect(roster.overShare()).toBe(false);
    keepers[1]!.heldToken = 1n;
    keepers[2]!.heldToken = 1n;
    expect(roster.overShare()).toBe(true);
    for (const keeper of keepers) await roster.leave(keeper);
  });
});
