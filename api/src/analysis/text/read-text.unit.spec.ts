import type { CueId } from './cue-vocabulary';
import type { ReadText } from '../types';
import { readText } from './read-text';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const cue = (read: ReadText, id: CueId) => read.cues.find((c) => c.id === id);
const positive = (read: ReadText) => read.cues.filter((c) => !c.negated).map((c) => c.id);

describe('readText: the issue examples', () => {
  it('given "squeel when i brake", finds a squeal while braking, quoting the owner', () => {
    const read = readText('squeel when i brake', knowledge.lexicon);
    expect(positive(read)).toEqual(expect.arrayContaining(['noise:squeal', 'condition:braking']));
    expect(cue(read, 'noise:squeal')?.evidence).toBe('squeel when i brake');
  });

  it('given "PO420", reads trouble code P0420 with the letter O taken for zero', () => {
    expect(readText('PO420', knowledge.lexicon).codes).toEqual([
      { code: 'P0420', evidence: 'PO420' },
    ]);
  });

  it('given "smells sweet", finds the sweet (coolant) smell', () => {
    expect(positive(readText('smells sweet', knowledge.lexicon))).toContain('smell:sweet');
  });

  it('given "no noise but shakes at 60", denies noise and keeps the shaking at speed', () => {
    const read = readText('no noise but shakes at 60', knowledge.lexicon);
    expect(read.cues.filter((c) => c.id.startsWith('noise:') && !c.negated)).toEqual([]);
    expect(cue(read, 'noise:none')?.negated).toBe(true);
    expect(positive(read)).toEqual(
      expect.arrayContaining(['symptom:vibration', 'condition:highway']),
    );
    expect(read.speedsMph).toEqual([60]);
    expect(cue(read, 'symptom:vibration')?.evidence).toBe('shakes at 60');
  });
});

describe('readText: warning lights', () => {
  it.each(['check engine light is flashing', 'CEL blinking', 'blinking check engine light'])(
    'given %p, reads a flashing check-engine light and not a steady one',
    (text) => {
      const ids = positive(readText(text, knowledge.lexicon));
      expect(ids).toContain('light:check_engine_flashing');
      expect(ids).not.toContain('light:check_engine');
    },
  );

  it.each(['check engine light came on', 'my MIL light is on', 'engine light on', 'cel on'])(
    'given %p, reads a steady check-engine light',
    (text) => {
      const ids = positive(readText(text, knowledge.lexicon));
      expect(ids).toContain('light:check_engine');
      expect(ids).not.toContain('light:check_engine_flashing');
    },
  );

  it('given a steady light and a flashing one in different sentences, keeps each apart', () => {
    const ids = positive(
      readText('Check engine light is on. The blinker is flashing fast.', knowledge.lexicon),
    );
    expect(ids).toContain('light:check_engine');
    expect(ids).not.toContain('light:check_engine_flashing');
  });
});

describe('readText: places, fluids and starting', () => {
  it('given "driver side", reads the left side; "passenger side" the right', () => {
    expect(positive(readText('noise from the driver side', knowledge.lexicon))).toContain(
      'location:left',
    );
    expect(positive(readText("passenger's side rear", knowledge.lexicon))).toEqual(
      expect.arrayContaining(['location:right', 'location:rear']),
    );
  });

  it('given "leaking green fluid", reads a leak of coolant-coloured fluid', () => {
    const ids = positive(readText('leaking green fluid', knowledge.lexicon));
    expect(ids).toEqual(expect.arrayContaining(['fluid:leak', 'fluid:green']));
  });

  it('given a green car with no leak, reads no fluid colour', () => {
    expect(positive(readText('my green car shakes', knowledge.lexicon))).not.toContain(
      'fluid:green',
    );
  });

  it('given "car wont start, just clicks", reads a no-crank', () => {
    const ids = positive(readText('car wont start, just clicks', knowledge.lexicon));
    expect(ids).toContain('symptom:no_crank');
    expect(ids).not.toContain('symptom:crank_no_start');
  });

  it('given "cranks but will not start", reads crank-no-start and no negation', () => {
    const read = readText('it cranks but will not start', knowledge.lexicon);
    expect(cue(read, 'symptom:crank_no_start')?.negated).toBe(false);
    expect(positive(read)).not.toContain('symptom:no_crank');
  });

  it('given "not overheating", reads overheating as denied', () => {
    const read = readText('not overheating', knowledge.lexicon);
    expect(cue(read, 'symptom:overheating')).toMatchObject({ negated: true });
  });
});
