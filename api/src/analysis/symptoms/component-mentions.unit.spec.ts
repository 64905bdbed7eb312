import { indexMentions, mentionOf, namesPart, stems } from './component-mentions';
import { testKnowledge } from '../testing/knowledge';

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

describe('component mentions: which part the owner says was replaced', () => {
  const index = testKnowledge().symptoms.model.mentions;
  const replaced = (owner: string, jobId: string) => namesPart(index, jobId, new Set(stems(owner)));

  it('reads the part the owner had replaced', () => {
    expect(replaced('the shop put in a new alternator last spring', 'alternator')).toBe(true);
  });

  it('reads new pads as the pads replaced, not as the cure for glazed pads or missing shims', () => {
    const owner = 'the brake pads were swapped out twice and it still squeals';
    expect(replaced(owner, 'front-brake-pads')).toBe(true);
    expect(replaced(owner, 'glazed-pads-brake-squeak')).toBe(false);
  });

  it('does not read a bare number as the 12-volt battery', () => {
    expect(
      replaced('I bought it brand new 12 months ago and had the tires rotated', 'weak-battery'),
    ).toBe(false);
  });
});
