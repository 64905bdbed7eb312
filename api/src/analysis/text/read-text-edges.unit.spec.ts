import { loadKnowledge } from '../knowledge-loader';
import { lexiconSchema } from './lexicon-schema';
import { compileLexicon } from './load-lexicon';
import { readText } from './read-text';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

describe('readText: edge cases', () => {
  it('given empty or blank text, returns nothing and does not throw', () => {
    for (const text of ['', '   ', '\n\n', '?!...']) {
      expect(readText(text, knowledge.lexicon)).toMatchObject({
        cues: [],
        codes: [],
        speedsMph: [],
      });
    }
  });

  it('given one word, reads what that word says', () => {
    expect(readText('grinding', knowledge.lexicon).cues.map((c) => c.id)).toEqual(['noise:grind']);
    expect(readText('Overheating!', knowledge.lexicon).cues.map((c) => c.id)).toEqual([
      'symptom:overheating',
    ]);
    expect(readText('hello', knowledge.lexicon).cues).toEqual([]);
  });

  it('given stretched letters and smart quotes, still reads the words', () => {
    const read = readText('It squeeeeals and it won\u2019t stop', knowledge.lexicon);
    expect(read.cues.map((c) => c.id)).toContain('noise:squeal');
    expect(read.normalized).toContain('will not');
  });

  it('given the same cue twice, keeps one with the first words', () => {
    const read = readText('grinding noise. more grinding later', knowledge.lexicon);
    const grind = read.cues.filter((c) => c.id === 'noise:grind');
    expect(grind).toEqual([
      {
        id: 'noise:grind',
        evidence: 'grinding noise',
        negated: false,
        frame: 'current',
        clauses: [0, 1],
      },
    ]);
  });

  it('given a denial then a mention of the same cue, the mention wins', () => {
    const read = readText('no squeal last week. now it squeals every morning', knowledge.lexicon);
    expect(read.cues.find((c) => c.id === 'noise:squeal')?.negated).toBe(false);
  });

  it('keeps a negation inside its clause', () => {
    const read = readText('no leaks, but it smokes and runs rough', knowledge.lexicon);
    expect(read.cues.find((c) => c.id === 'fluid:leak')?.negated).toBe(true);
    expect(read.cues.find((c) => c.id === 'symptom:misfire')?.negated).toBe(false);
  });

  it('does not take "not sure" or "no idea" for a denial', () => {
    const read = readText('not sure why but it shakes, no idea what it is', knowledge.lexicon);
    expect(read.cues.find((c) => c.id === 'symptom:vibration')?.negated).toBe(false);
  });

  it('given codes in several forms, reads each once in order', () => {
    const read = readText('codes p-0171, P 0174 and p0171 again, also U0100', knowledge.lexicon);
    expect(read.codes.map((c) => c.code)).toEqual(['P0171', 'P0174', 'U0100']);
  });

  it('does not read words that look like codes ("coded", "boo") as codes', () => {
    expect(readText('the key was coded at the dealer', knowledge.lexicon).codes).toEqual([]);
  });

  it('reads speeds with units and after speed words, not mileages or times', () => {
    expect(readText('shakes at 60mph and over 70', knowledge.lexicon).speedsMph).toEqual([60, 70]);
    expect(readText('between 55 and 65 it wobbles', knowledge.lexicon).speedsMph).toEqual([55, 65]);
    expect(
      readText('at 60k miles, after 20 minutes, at 3000 rpm', knowledge.lexicon).speedsMph,
    ).toEqual([]);
  });

  it('reads a low speed as a low-speed condition', () => {
    const ids = readText('clunk at 15 mph', knowledge.lexicon).cues.map((c) => c.id);
    expect(ids).toContain('condition:low_speed');
    expect(ids).not.toContain('condition:highway');
  });

  it('quotes evidence from the original text, not the corrected one', () => {
    const read = readText('My TRANNY slipps when accelarating', knowledge.lexicon);
    const evidence = read.cues.map((c) => c.evidence);
    expect(evidence.every((e) => 'My TRANNY slipps when accelarating'.includes(e))).toBe(true);
    expect(read.cues.map((c) => c.id)).toContain('condition:accelerating');
  });

  it.each([
    ['car makes a wierd noise sometimes', 'noise:unspecified'],
    ['it smells funny inside', 'smell:unspecified'],
    ['a warning light came on the dash', 'light:unspecified'],
  ])('reads "%s" as %s when no kind is given', (text, cue) => {
    expect(readText(text, knowledge.lexicon).cues.map((c) => c.id)).toContain(cue);
  });

  it('reads a described noise as its kind only, not also as an unspecified one', () => {
    const ids = readText('a weird noise, like a grinding sound', knowledge.lexicon).cues.map(
      (c) => c.id,
    );
    expect(ids).toContain('noise:grind');
    expect(ids).not.toContain('noise:unspecified');
  });

  it('never ends a quote on a dangling word such as "when i"', () => {
    const read = readText(
      'ok so my 2011 camry started making this grinding noise when i brake, like metal on metal.',
      knowledge.lexicon,
    );
    const dangling = read.cues.filter((c) => /\b(when|i|the|and)$/i.test(c.evidence));
    expect(dangling.map((c) => c.evidence)).toEqual([]);
    expect(read.cues.map((c) => c.id)).toContain('noise:grind');
  });
});

describe('readText: verdicts and data-driven vocabulary', () => {
  it('reads "the brakes are fine" as denying the brakes, not the clunk after it', () => {
    const read = readText("the brakes are fine, but there's a clunk over bumps", knowledge.lexicon);
    expect(read.cues.find((c) => c.id === 'condition:braking')?.negated).toBe(true);
    expect(read.cues.find((c) => c.id === 'noise:clunk')?.negated).toBe(false);
  });

  it('reads a warning lamp the owner says is off as denied', () => {
    for (const text of ['Check engine light is off.', 'The CEL stays off but it runs rough']) {
      const read = readText(text, knowledge.lexicon);
      expect(read.cues.find((c) => c.id === 'light:check_engine')?.negated).toBe(true);
    }
    // Off once, on now: only the present tense denies the lamp.
    const then = readText('My CEL was off for two weeks, then came back on', knowledge.lexicon);
    expect(then.cues.find((c) => c.id === 'light:check_engine')?.negated).toBe(false);
    const on = readText('the check engine light is on', knowledge.lexicon);
    expect(on.cues.find((c) => c.id === 'light:check_engine')?.negated).toBe(false);
  });

  it('given a phrase added to the lexicon data, reads it with no code change', () => {
    const data = loadKnowledge('lexicon.json', lexiconSchema);
    const lexicon = compileLexicon({
      ...data,
      phrases: [...data.phrases, { emit: ['noise:whistle'], match: ['like a kazoo{,s}'] }],
    });
    const text = 'sounds like a kazoo at 40';
    expect(readText(text, lexicon).cues.map((c) => c.id)).toContain('noise:whistle');
    expect(readText(text, knowledge.lexicon).cues.map((c) => c.id)).not.toContain('noise:whistle');
  });
});
