import { parseComplianceArgs } from './compliance-args';

const owner = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';

describe('npm run compliance arguments', () => {
  it('reads the leads command with every filter, JSON by default', () => {
    const args = ['leads', '--owner', owner, '--shop', 'shop-42', '--from', '2026-11-01T00:00:00Z'];
    expect(parseComplianceArgs([...args, '--to=2026-12-01T00:00:00Z'], 500)).toEqual({
      ok: true,
      format: 'json',
      filters: {
        ownerId: owner,
        shopId: 'shop-42',
        from: '2026-11-01T00:00:00Z',
        to: '2026-12-01T00:00:00Z',
        limit: 500,
      },
    });
    expect(parseComplianceArgs(['leads', '--format', 'csv'], 500)).toMatchObject({
      ok: true,
      format: 'csv',
      filters: { limit: 500 },
    });
  });

  it('asks for help', () => {
    expect(parseComplianceArgs(['--help'], 500)).toEqual({ ok: 'help' });
  });

  it.each([
    [[], 'Unknown command: (none)'],
    [['owners'], 'Unknown command: owners'],
    [['leads', 'extra'], 'Unknown command: leads extra'],
    [['leads', '--limit', '5'], "Unknown option '--limit'"],
    [['leads', '--owner'], "Option '--owner <value>' argument missing"],
    [['leads', '--format', 'xml'], '--format must be json or csv'],
    [['leads', '--owner', 'dana'], 'owner must be an owner id (a UUID)'],
    [
      ['leads', '--from', 'yesterday'],
      'from must be an ISO date-time such as 2026-11-01T00:00:00Z',
    ],
  ])('refuses %j', (argv, error) => {
    const parsed = parseComplianceArgs(argv, 500);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok === false && parsed.error).toContain(error);
  });
});
