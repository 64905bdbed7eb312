import type { CueId } from './cue-vocabulary';
import { readText } from './read-text';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

/**
 * Owner sentences as people type them (typos, slang, no punctuation), with the cues a
 * mechanic would hear in them. Each row lists cues that must be read as present, and
 * optionally cues that must not be. Part one: brakes, engine, starting, leaks and transmissions.
 */
const sentences: ReadonlyArray<[string, CueId[], CueId[]?]> = [
  [
    'My car makes a loud grinding noise whenever i hit the breaks',
    ['noise:grind', 'condition:braking'],
  ],
  [
    'theres a squeek from the front when i come to a stop',
    ['noise:squeak', 'location:front', 'condition:braking'],
  ],
  [
    'Steering wheel shakes really bad between 55 and 70 mph',
    ['symptom:steering_shake', 'condition:highway'],
  ],
  [
    'vibration at highway speeds, new tires last month',
    ['symptom:vibration', 'condition:highway', 'context:recent_tires'],
  ],
  [
    'car shudders when braking from highway speed',
    ['symptom:vibration', 'symptom:pedal_pulsation', 'condition:braking'],
  ],
  [
    'CEL came on, rough idle and hesitation when accelerating',
    ['light:check_engine', 'symptom:rough_idle', 'symptom:hesitation', 'condition:accelerating'],
  ],
  [
    'last summer I got a real shock: the temperature suddenly shot up and the warning light came on',
    ['symptom:overheating'],
    ['symptom:bouncy'],
  ],
  ['out on the highway, it just quit all of a sudden', ['symptom:stall', 'condition:highway']],
  ['the radio quit on me', [], ['symptom:stall']],
  ['the AC quit all of a sudden', [], ['symptom:stall']],
  // Braking hard, or a firm pedal, is no failed brake assist; a steering wheel at an angle is
  // its alignment, not a wheel knocked loose.
  [
    'when I press hard on the brake the steering wheel shakes',
    ['symptom:steering_shake'],
    ['symptom:hard_pedal'],
  ],
  ['the brake pedal is firm and the car stops fine', [], ['symptom:hard_pedal']],
  ['the wheel is at an angle when driving straight', [], ['symptom:loss_of_control']],
  ['the AC struggles due to high temperature outside', [], ['symptom:overheating']],
  ['the temperature outside shot up to 100 and the AC blows warm', [], ['symptom:overheating']],
  ['it runs without oil leaks now', [], ['fluid:low_oil']],
  ['the truck quit pulling to the right after the alignment', [], ['symptom:stall']],
  ['the wiper motor stopped again', [], ['symptom:stall']],
  ['the starter motor is done for', [], ['symptom:engine_seized']],
  ['I have roadside breakdown coverage', [], ['symptom:stall']],
  ['I blocked the rear wheels and jacked it up', [], ['symptom:loss_of_control']],
  ['the car veers to the right on its own', ['symptom:pull'], ['symptom:loss_of_control']],
  ['I had to step hard on the brakes when a deer ran out', [], ['symptom:hard_pedal']],
  [
    'it groans like a dying crow over every bump',
    ['noise:creak', 'condition:bumps'],
    ['symptom:stall'],
  ],
  [
    'the radiator water reservoir was dry, then the engine stopped again because of high temperature and there was oil mixed in with the coolant',
    ['fluid:low_coolant', 'symptom:stall', 'symptom:overheating', 'fluid:milky_oil'],
  ],
  ['all power to the vehicle was subsequently lost', ['symptom:loss_of_power']],
  [
    'it gave a drivetrain malfunction error in the middle of the road and I was unable to move it',
    ['light:check_engine', 'symptom:no_movement'],
  ],
  [
    'it went from 3rd to 1st gear without warning, suddenly blocking the rear wheels',
    ['symptom:loss_of_control'],
  ],
  [
    'the brake pedal went hard, I had to push really hard on the pedal to stop',
    ['symptom:hard_pedal', 'condition:braking'],
  ],
  [
    'the engine ended up running without oil and now the engine is out of order',
    ['fluid:low_oil', 'symptom:engine_seized'],
  ],
  [
    'a loud crack from the front, the left front wheel went off at an angle and the steering jammed',
    ['symptom:loss_of_control', 'symptom:hard_steering'],
    ['symptom:vibration'],
  ],
  [
    'the rack keeps going out, and after clearing the codes the steering functionality comes back',
    ['symptom:hard_steering'],
  ],
  ['the steering locked when I parked and I had to wiggle the key', [], ['symptom:hard_steering']],
  [
    'Check engine light blinking and engine is running rough',
    ['light:check_engine_flashing', 'symptom:misfire'],
    ['light:check_engine'],
  ],
  [
    'my truck wont crank at all, nothing happens when I turn key',
    ['symptom:no_crank', 'condition:starting'],
  ],
  [
    'car cranks but wont start, smells like gas',
    ['symptom:crank_no_start', 'smell:fuel'],
    ['symptom:no_crank'],
  ],
  ['starts fine but dies at stop lights', ['symptom:stall', 'condition:idle']],
  ['it takes like 3 tries to start in the morning', ['symptom:hard_start', 'condition:cold_start']],
  [
    'temp gauge goes into the red and theres steam from under the hood',
    ['symptom:overheating', 'symptom:smoke_engine', 'location:under_hood'],
  ],
  ['coolant keeps going low but no leaks that i can see', ['fluid:low_coolant'], ['fluid:leak']],
  ['oil light flickers at idle when its hot', ['light:oil', 'condition:idle', 'condition:hot']],
  ['white smoke out the tailpipe and losing coolant', ['symptom:smoke_white', 'fluid:low_coolant']],
  [
    'blue smoke on startup and burns a quart of oil every 1000 miles',
    ['symptom:smoke_blue', 'symptom:oil_consumption'],
  ],
  ['rotten egg smell from exhaust', ['smell:rotten_egg', 'location:exhaust_pipe']],
  [
    'there is a puddle of red fluid under the middle of the car',
    ['fluid:leak', 'fluid:red', 'location:underneath'],
  ],
  [
    'dark brown oil spots on my garage floor',
    ['fluid:leak', 'fluid:brown'],
    ['symptom:water_leak_inside'],
  ],
  [
    'tranny slipping and rpms flare between 2nd and 3rd gear',
    ['symptom:slipping', 'condition:shifting'],
  ],
  ['hard shifts from 1st to 2nd, clunks into gear', ['symptom:harsh_shift', 'condition:shifting']],
  [
    'delay when I put it in reverse, takes a few seconds to engage',
    ['symptom:delayed_engagement', 'condition:reverse'],
  ],
  [
    'clutch slipping, revs go up but car doesnt speed up',
    ['symptom:clutch_slip'],
    ['symptom:slipping'],
  ],
  ['grinding when shifting into 3rd gear', ['symptom:grinding_gears', 'noise:grind']],
  ['humming noise that gets louder with speed, like an airplane', ['noise:hum']],
  ['clicking when i make sharp turns', ['noise:click', 'condition:turning']],
  [
    'clunking noise from front end over speed bumps',
    ['noise:clunk', 'location:front', 'condition:bumps'],
  ],
  [
    'knocking over bumps on the passenger side',
    ['noise:clunk', 'condition:bumps', 'location:right'],
    ['noise:knock'],
  ],
  ['car bounces a lot and nose dives when braking', ['symptom:bouncy', 'condition:braking']],
  [
    'my car pulls to the left on the highway',
    ['symptom:pull', 'location:left', 'condition:highway'],
  ],
  ['pulls to the right when i brake', ['symptom:pull_braking', 'location:right']],
  [
    'steering is really stiff and whines when I turn the wheel',
    ['symptom:hard_steering', 'noise:whine', 'symptom:steering_noise_turning'],
  ],
];

describe('readText on owner sentences: brakes, engine and drivetrain', () => {
  it.each(sentences)('given %p', (text, present, absent = []) => {
    const found = readText(text, knowledge.lexicon)
      .cues.filter((c) => !c.negated)
      .map((c) => c.id);
    expect(found).toEqual(expect.arrayContaining(present));
    for (const id of absent) expect(found).not.toContain(id);
  });
});
