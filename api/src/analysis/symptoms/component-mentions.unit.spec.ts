import { indexMentions, mentionOf, stems } from './component-mentions';

const jobs = [
  {
    id: 'ecu-software-update',
    name: 'Control software update (reflash)',
    description: 'A dealer reflash is free under a recall and usually under warranty.',
  },
  {
    id: 'alternator',
    name: 'Failing alternator',
    description: 'The alternator no longer charges the battery.',
  },
  { id: 'starter', name: 'Worn starter motor', description: 'The starter clicks.' },
  { id: 'fuel-pump', name: 'Weak fuel pump', description: 'The pump whines.' },
];

describe('component mentions: which words name a part', () => {
  const index = indexMentions(jobs);
  const named = (owner: string, jobId: string) => mentionOf(index, jobId, new Set(stems(owner)));

  it('does not read the dealer or the warranty as naming a software update', () => {
    const owner = 'Took it back to the dealer twice during the warranty, it keeps dying';
    expect(named(owner, 'ecu-software-update').score).toBe(0);
  });

  it('still reads the owner naming the update itself', () => {
    const owner = 'the dealer said a software update should fix the shifting';
    expect(named(owner, 'ecu-software-update').words).toEqual(
      expect.arrayContaining(['software', 'update']),
    );
  });
});
