import { parseEraseArgs } from './erase-args';

const owner = '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f';

describe('compliance erase arguments', () => {
  it('takes the owner id and the staff reference', () => {
    expect(parseEraseArgs(['--owner', owner, '--reference', ' ticket-1042 '])).toEqual({
      ok: true,
      ownerId: owner,
      reference: 'ticket-1042',
    });
  });

  it.each([
    [['--reference', 'ticket-1'], /--owner must be the owner id/],
    [['--owner', 'dana@example.com', '--reference', 't'], /--owner must be the owner id/],
    [['--owner', owner], /--reference is required/],
    [['--owner', owner, '--reference', '   '], /--reference is required/],
    [['--owner', owner, '--reference', 't', '--force'], /Unknown option '--force'/],
  ])('refuses %j with the reason', (argv, reason) => {
    const parsed = parseEraseArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(reason);
  });
});
