import { readText } from './read-text';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const frameOf = (text: string, cue: string) =>
  readText(text, knowledge.lexicon).cues.find((c) => c.id === cue)?.frame;

describe('reading a narrative: the frame each clause is told in', () => {
  it('given parts already replaced, puts them in the tried frame and keeps what the car does now current', () => {
    const read = readText(
      'I already replaced the spark plugs and coils, but it still misfires',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('spark plugs');
    expect(read.narrative.current).toContain('misfire');
    expect(
      frameOf(
        'I already replaced the spark plugs and coils, but it still misfires',
        'symptom:misfire',
      ),
    ).toBe('current');
  });

  it('given a part replaced as "it", counts the part the clause before named as tried', () => {
    const read = readText(
      'I thought the starter went bad, I replaced it and the problem continues',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('starter');
    expect(readText('the starter went bad', knowledge.lexicon).narrative.tried).toBe('');
  });

  it('given a list after a replacement verb, carries the frame over the short list items', () => {
    const read = readText(
      'replaced the plugs, coils, wires. still shakes at idle',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('coils');
    expect(read.narrative.tried).toContain('wires');
    expect(read.narrative.current).toContain('shakes');
  });

  it('given a longer clause after the comma, does not carry the frame into it', () => {
    const read = readText(
      'new plugs and coils did not fix it, direct injection engine',
      knowledge.lexicon,
    );
    expect(read.narrative.current).toContain('direct injection');
  });

  it('given work NOT done ("never changed"), leaves the clause as it is', () => {
    const read = readText(
      'engine died and wont start. timing belt never changed',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toBe('');
    expect(read.narrative.current).toContain('timing belt');
  });

  it("given a mechanic's finding, puts it in the found frame", () => {
    const read = readText(
      'the dealer said the water pump is leaking. coolant smell after driving',
      knowledge.lexicon,
    );
    expect(read.narrative.found).toContain('water pump');
    expect(read.narrative.current).toContain('coolant');
  });

  it("given the owner's own guess, puts it in the guess frame", () => {
    expect(readText('i think its the alternator', knowledge.lexicon).narrative.guess).toContain(
      'alternator',
    );
  });

  it('given an earlier episode, reads its symptoms as history and the new ones as current', () => {
    const text = 'Last year the brakes squealed. now there is a grinding noise when I brake';
    expect(frameOf(text, 'noise:squeal')).toBe('history');
    expect(frameOf(text, 'noise:grind')).toBe('current');
  });

  it('given when the problem began ("a month ago it started"), reads it as what the car does now', () => {
    const onset = 'About a month ago it started using water at a rapid rate';
    expect(frameOf(onset, 'fluid:low_coolant')).toBe('current');
    expect(frameOf('Two years ago it was losing coolant', 'fluid:low_coolant')).toBe('history');
    const read = readText(
      'A year ago I replaced the water pump and it started leaking',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('water pump');
  });

  it('given the same cue now and in the history, keeps the current one', () => {
    const text = 'it overheated two years ago. now it overheats again in traffic';
    expect(frameOf(text, 'symptom:overheating')).toBe('current');
  });

  // Issue 29, reading round 2: work told in other words, and words that only look like work
  it('given work the owner had done with the parts in brackets, counts the parts as tried', () => {
    const read = readText(
      'I had work done (coil, plugs, wires) but the misfire kept coming back',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('coil');
    expect(read.narrative.tried).toContain('plugs');
    expect(read.narrative.current).toContain('misfire');
  });

  it('given the car taken to a shop ("took it to two mechanics"), does not count the clause before as tried', () => {
    const read = readText(
      'It misfires on cylinder 2. Took it to two mechanics and had work done (coilpack, plugs)',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('coil pack');
    expect(read.narrative.tried).not.toContain('cylinder');
    expect(read.narrative.current).toContain('cylinder');
  });

  it('given parts the owner says are new, counts them as tried', () => {
    const read = readText(
      'the tie rods, ball joints and struts all are new. it still clunks over bumps',
      knowledge.lexicon,
    );
    expect(read.narrative.tried).toContain('struts');
    expect(read.narrative.current).toContain('clunks');
    const almost = readText(
      'the temperature shot up. The water pump and thermostat are almost new anyway.',
      knowledge.lexicon,
    );
    expect(almost.narrative.tried).toContain('thermostat');
    expect(almost.narrative.current).not.toContain('thermostat');
  });

  it('given a car bought brand new, does not read the car as a part replaced', () => {
    for (const text of [
      'we leased our SUV brand new three years ago and the AC just quit',
      'my brand new truck hesitates when I pull away',
    ])
      expect(readText(text, knowledge.lexicon).narrative.tried).toBe('');
    expect(readText('the battery is brand new', knowledge.lexicon).narrative.tried).toContain(
      'battery',
    );
    // A part's age in weeks, months or a year or two says it was replaced lately.
    for (const text of ['Battery is 1 year old.', 'the starter is only six months old'])
      expect(readText(text, knowledge.lexicon).narrative.tried).not.toBe('');
    // Five years is an old battery, not a new one.
    expect(readText('12v battery is 5 years old', knowledge.lexicon).narrative.tried).toBe('');
  });

  it('given a noise or shake the owner calls new, reads it as the problem now, not work done', () => {
    for (const text of [
      'the grinding noise is new',
      'the shaking is new since the tire shop',
      'this squeal is brand new',
    ]) {
      const read = readText(text, knowledge.lexicon);
      expect(read.narrative.tried).toBe('');
      expect(read.narrative.current).not.toBe('');
    }
  });

  it('given a turn, a lamp turning on or a car bought new, does not read work done', () => {
    for (const text of [
      'after the signal turned green the car hesitated',
      'as I turned left I heard a clunk',
      'I turned the car off and back on and the light stayed on',
      'we bought it new at the dealer in 2015',
      'I switched the AC on and it squealed',
    ]) {
      expect(readText(text, knowledge.lexicon).narrative.tried).toBe('');
    }
    const turned = readText('the drums and rotors have been turned twice', knowledge.lexicon);
    expect(turned.narrative.tried).toContain('rotors');
    expect(readText('I switched them out', knowledge.lexicon).narrative.tried).toContain('them');
  });

  it("given a professional's maybe, reads it as a guess and a plain verdict as a finding", () => {
    const maybe = readText('the shop said it might be the alternator', knowledge.lexicon);
    expect(maybe.narrative.guess).toContain('alternator');
    expect(maybe.narrative.found).toBe('');
    const sure = readText('the shop said it is the alternator', knowledge.lexicon);
    expect(sure.narrative.found).toContain('alternator');
    const probably = readText(
      'the mechanic said the pump is probably going bad',
      knowledge.lexicon,
    );
    expect(probably.narrative.guess).toContain('pump');
  });

  it.each([
    ["it's probably nothing but the car shakes at 60", 'symptom:vibration'],
    ['I probably drove 200 miles with the grinding noise', 'noise:grind'],
    ['for maybe ten minutes at idle the temp gauge climbs', 'symptom:overheating'],
  ])('given "%s", a maybe that hedges no cause leaves the symptom current', (text, cue) => {
    expect(frameOf(text, cue)).toBe('current');
  });

  it.each([
    ["it's probably the battery", 'battery'],
    ['probably just the tires', 'tires'],
    ['the shop said it could be due to a vacuum leak', 'vacuum'],
  ])('given "%s", a maybe that hedges a cause is a guess', (text, part) => {
    expect(readText(text, knowledge.lexicon).narrative.guess).toContain(part);
  });
});

describe('reading trouble that began after work was done', () => {
  it.each([
    ['After I got new tires the front wheel started wobbling', 'symptom:wheel_wobble', 'tires'],
    ["ever since they replaced the struts there's a clunk", 'noise:clunk', 'struts'],
    ['after they replaced the belt the engine makes a ticking noise', 'noise:tick', 'belt'],
    ['even after I replaced the water pump it still overheats', 'symptom:overheating', 'pump'],
    ['since I had new tires put on the car wobbles at 40', 'symptom:vibration', 'tires'],
  ])('given "%s", reads the trouble as current and the work as tried', (text, cue, part) => {
    const read = readText(text, knowledge.lexicon);
    expect(read.cues.find((c) => c.id === cue)?.frame).toBe('current');
    expect(read.narrative.tried).toContain(part);
    expect(read.narrative.tried).not.toContain(read.narrative.current);
  });

  it('given "since last year", reads what the car has done since as current', () => {
    expect(frameOf('since last year the car shakes', 'symptom:vibration')).toBe('current');
  });

  it.each([
    ['I replaced the battery after it died', 'symptom:battery_dead'],
    ['the noise went away after the new pads', 'noise:unspecified'],
    ['after the new pads the squeal went away', 'noise:squeal'],
    ['after the new pads the squeal stopped', 'noise:squeal'],
  ])('given "%s", trouble the work fixed or came before stays tried', (text, cue) => {
    expect(frameOf(text, cue)).toBe('tried');
  });

  it('given "after 10 trips to the dealer", does not take the dealer for the subject', () => {
    const read = readText(
      'after 10 trips to the dealer to fix shaking they replaced the torque converter',
      knowledge.lexicon,
    );
    expect(read.narrative.current).toBe('');
  });
});
