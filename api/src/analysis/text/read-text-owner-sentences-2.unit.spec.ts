import type { CueId } from './cue-vocabulary';
import { readText } from './read-text';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

/**
 * Owner sentences as people type them (typos, slang, no punctuation), with the cues a
 * mechanic would hear in them. Each row lists cues that must be read as present, and
 * optionally cues that must not be. Part two: chassis, climate, electrical, EVs and context.
 */
const sentences: ReadonlyArray<[string, CueId[], CueId[]?]> = [
  ['ac isnt cold anymore, just blowing hot air', ['symptom:ac_not_cold']],
  ['the heater blows cold air', ['symptom:no_heat']],
  // 'Turns warm' is the air changing, not the steering wheel.
  [
    'AC is cold at first then it turns warm, then cold again',
    ['symptom:ac_not_cold', 'condition:intermittent'],
    ['condition:turning'],
  ],
  ['the a/c goes warm when I sit at a light', ['symptom:ac_not_cold'], ['condition:turning']],
  // Words that look like this stop's readings but are not (a review's false positives).
  [
    'After hitting a pothole the steering wheel shakes violently when I brake',
    ['symptom:steering_shake', 'condition:braking'],
    ['symptom:death_wobble'],
  ],
  ['the engine runs a little warm at stoplights', ['condition:idle'], ['symptom:ac_not_cold']],
  ['My battery light is glowing dimly on the dash', ['light:battery'], ['symptom:dim_lights']],
  ["the turbo doesn't boost it anymore", [], ['symptom:battery_dead']],
  ['oily residue on the pipes', [], ['fluid:green']],
  [
    'it grinds when turning the car while pressing the brake',
    ['condition:turning'],
    ['condition:starting'],
  ],
  [
    'the mechanic checked the charging system and said nothing needs service',
    [],
    ['light:battery'],
  ],
  ['could not get in the car fast enough, it was raining', [], ['symptom:lock_fault']],
  ['my car stops in neutral', [], ['condition:in_gear']],
  // A 4x4 that will not engage; an engine's automatic stop-start is no braking.
  ['truck wont go into 4 wheel drive, the light just blinks', ['symptom:awd_fault']],
  [
    'car shudders at low speed when the auto start stop restarts the engine',
    ['symptom:vibration'],
    ['condition:braking', 'symptom:pedal_pulsation'],
  ],
  // Dash lights that come on say the power is there; they are no warning light.
  [
    'car wont start, no click, no crank, dash lights on',
    ['symptom:no_crank'],
    ['light:unspecified'],
  ],
  // An engine held below a rev limit is down on power (limp mode).
  ["it won't rev past 3000 rpm", ['symptom:loss_of_power']],
  // Nissan's and Toyota's warning for the electric drive system.
  ['Car beeps and shows a yellow car with exclamation mark', ['light:ev_system']],
  // A diesel's glow lamp; a push-button start with the foot on the brake is starting, not braking.
  ['Symptom: the glow lamp is flashing.', ['light:glow_plug']],
  [
    "I sat in the driver's seat and switched the power on while pressing the brake",
    ['condition:starting'],
    ['condition:braking', 'location:left', 'location:seat_floor'],
  ],
  ['The room lamp is only glowing weakly too', ['symptom:dim_lights']],
  [
    'the car messaged me that its charging system and 12v battery required service',
    ['light:battery'],
  ],
  // A shake at a stop that goes away in neutral is the mounts' sign; a lamp said to be off is denied.
  [
    "My car shakes when I'm stopped at a red light in drive, goes away in neutral.",
    ['condition:in_gear', 'condition:idle'],
  ],
  // Dried coolant on the pipes is a leak, and the back of the engine is under the hood.
  [
    'I see pink crust around the plastic pipes at the back of the engine',
    ['fluid:leak', 'location:under_hood'],
    ['location:rear'],
  ],
  // A dead hybrid's 12 V battery: locked out, and it drives once given a boost (a jump).
  ["it completely dies. You can't get into this thing!", ['symptom:lock_fault']],
  ['it drives once we give it a boost', ['symptom:battery_dead'], ['condition:accelerating']],
  ['I had to crawl in through the passenger door', [], ['condition:low_speed']],
  // Being towed is not towing a trailer.
  [
    'I had to use a towing service to get it to a workshop',
    [],
    ['context:towing', 'condition:uphill'],
  ],
  ['The inside of the car would not warm up', ['symptom:no_heat'], ['condition:cold_start']],
  ['The cooling system failure left me stranded on the road', ['fluid:low_coolant']],
  // A bump at speed setting off a violent shake is the solid front axle's 'death wobble'.
  [
    'At highway speed after hitting a bump the steering wheel starts shaking violently',
    ['symptom:death_wobble'],
  ],
  // Cold while moving, warm when stopped: the condenser fan's or a low charge's complaint.
  [
    'My AC blows cold on the highway but warm at stoplights.',
    ['symptom:ac_not_cold', 'condition:idle'],
  ],
  [
    'the AC is cold while driving but lukewarm in traffic',
    ['symptom:ac_not_cold', 'condition:idle'],
  ],
  ['the coolant turned cold overnight', [], ['condition:turning']],
  ['the fan only works on high', ['symptom:fan_some_speeds']],
  ['the lowest fan speed quit working, the other speeds are fine', ['symptom:fan_some_speeds']],
  ["blower won't blow on 1 or 2, only on the higher settings", ['symptom:fan_some_speeds']],
  ['windows fog up and theres a sweet smell inside the car', ['symptom:fogging', 'smell:sweet']],
  ['battery died twice this week, had to jump it', ['symptom:battery_dead']],
  ['headlights dim at idle and battery light comes on', ['symptom:dim_lights', 'light:battery']],
  ['radio keeps rebooting and the screen goes black', ['symptom:radio_fault']],
  [
    'drivers window wont go up',
    ['symptom:window_fault', 'location:left'],
    ['symptom:loss_of_power'],
  ],
  ['abs and traction control lights on', ['light:abs', 'light:traction']],
  [
    'it burns oil, I top it up every time my low level oil light comes on',
    ['fluid:low_oil'],
    ['light:oil'],
  ],
  [
    'the low oil level light came on and then the oil pressure light came on',
    ['fluid:low_oil', 'light:oil'],
  ],
  [
    'my prius says check hybrid system and wont go into ready',
    ['light:ev_system', 'symptom:ready_fault'],
  ],
  [
    'EV range dropped from 250 to 180 miles this winter',
    ['symptom:reduced_range', 'condition:cold_weather'],
  ],
  ["tesla won't charge at home on level 2", ['symptom:charging_fault']],
  [
    'exhaust sounds really loud like a motorcycle after i hit a pothole',
    ['noise:roar', 'context:pothole'],
  ],
  ['something is dragging under the car', ['symptom:exhaust_hanging', 'location:underneath']],
  [
    'ticking noise from engine that goes faster when revving',
    ['noise:tick', 'location:under_hood'],
  ],
  ['failed smog, catalytic converter code p0420', ['symptom:failed_emissions']],
  ['gas smell after filling up', ['smell:fuel', 'context:after_fuel']],
  ['engine surges up and down at idle', ['symptom:surge', 'condition:idle']],
  ['idle is too high, around 2000 rpm', ['symptom:high_idle']],
  [
    'no grinding or squealing but the brakes feel soft',
    ['symptom:soft_pedal'],
    ['noise:grind', 'noise:squeal'],
  ],
  ['parking brake wont release', ['symptom:parking_brake_fault']],
  ['my tires are wearing on the inside edges', ['symptom:uneven_tire_wear']],
  ['bubble on the sidewall of my tire', ['symptom:bulge']],
  [
    'slow leak in my rear tire, keeps losing air',
    ['symptom:flat_tire', 'location:rear'],
    ['fluid:leak'],
  ],
  ['sat for 6 months and now it wont start', ['context:sat_long', 'condition:starting']],
  ['water on the passenger floor after it rains', ['symptom:water_leak_inside']],
  [
    'musty smell from the vents when the ac is on',
    ['smell:musty', 'location:vents', 'condition:ac_on'],
  ],
  [
    'brake pedal is hard to push and takes longer to stop',
    ['symptom:hard_pedal', 'symptom:long_stopping'],
  ],
  ['smell of burning plastic from the dash', ['smell:electrical', 'location:dashboard']],
  ['milky stuff under the oil cap', ['fluid:milky_oil']],
  ['Towing a trailer uphill the engine temp climbs', ['context:towing', 'symptom:overheating']],
  [
    'only when its wet outside or i drive the car through a puddle',
    ['condition:rain', 'context:water'],
    ['symptom:water_leak_inside', 'fluid:leak'],
  ],
  [
    'the break light comes on and the abs light',
    ['light:brake', 'light:abs'],
    ['condition:braking'],
  ],
  ['the temp needle starts to climb', [], ['condition:uphill']],
  ['it loses power when climbing a hill', ['symptom:loss_of_power', 'condition:uphill']],
  [
    'began pulling to the right and became difficult to steer',
    ['symptom:pull', 'symptom:hard_steering'],
  ],
  [
    'the temperature gauge goes all the way to hot for a couple of minutes',
    ['symptom:overheating'],
  ],
  [
    'the right front wheel got very hot and smoke is pouring from the brakes',
    ['smell:burning_brakes', 'location:wheel'],
    ['symptom:smoke_engine', 'symptom:overheating'],
  ],
  ['got in the car to find no AC', ['symptom:ac_not_cold']],
  ['in fifth gear the engine turns at different rpm', [], ['condition:turning']],
  [
    "when she put it back into drive, it wouldn't roll forward and only made a loud clicking sound",
    ['symptom:no_movement', 'noise:click'],
  ],
  ["it won't creep forward in drive", ['symptom:no_movement']],
  [
    'a message indicating high engine temperature was displayed, stating to pull over',
    ['symptom:overheating'],
  ],
  ['a squeaky noise when the clutch pedal is depressed', ['noise:squeak', 'location:pedal']],
  [
    'found our minivan completely dead and unresponsive to the remote, no usual dash indications',
    ['symptom:battery_dead'],
    ['symptom:lock_fault'],
  ],
  ['went out this morning and found it dead', ['symptom:battery_dead']],
  ['at 50,000 km the engine simply stopped working on the road', ['symptom:stall']],
  ['the engine stopped and would not start again', ['symptom:stall', 'symptom:crank_no_start']],
  ['the engine stopped knocking after the oil change', ['noise:knock'], ['symptom:stall']],
  // Brakes that did not stop the car, and revs that sit higher at cruise (a converter or a slip).
  [
    'the car failed to stop and I had to use the emergency brake to stop it',
    ['symptom:long_stopping', 'condition:braking'],
  ],
  ['my rpms run higher on the highway than they used to', ['symptom:slipping']],
  ['the rpm is higher than normal at idle', ['condition:idle'], ['symptom:slipping']],
  ['the dash displays went dark and so did the touch screen', ['symptom:electrical_fault']],
  ['a terrible metallic growling from the wheels as I pulled in', ['noise:grind']],
  ['the vents give only the weakest air flow on any setting', ['symptom:weak_airflow']],
  // A throttle that stops answering is lost power; a brake pedal that does not work is not.
  [
    'all of a sudden the gas pedal stopped responding and I limped home at walking pace',
    ['symptom:loss_of_power'],
  ],
  ['the pedal does not work when I brake', ['condition:braking'], ['symptom:loss_of_power']],
  // An EV whose warning shows only on the charger points at the charging side.
  ['a red warning comes on only while the car is charging', ['symptom:charging_fault']],
  // A car that broke down on the road stopped running; a broken-down budget is not a car.
  ['on the way to work my car broke down on the highway', ['symptom:stall', 'condition:highway']],
  ['I broke down the costs for my husband', [], ['symptom:stall']],
  ['pressed the start button and nothing lit up, no signs of life', ['symptom:battery_dead']],
  ['the doors would not unlock when I pressed the button', ['symptom:lock_fault']],
  // The fob's own coin cell, not the car's battery.
  ['my key fob battery went dead again', ['symptom:lock_fault'], ['symptom:battery_dead']],
  [
    'after a warning chime the vehicle quickly came to a complete stop in the middle of the road',
    ['symptom:stall'],
  ],
  ['when I come to a stop the car shudders', ['condition:braking'], ['symptom:stall']],
  ['the car could be powered up but not shifted into Drive or Reverse', ['symptom:no_movement']],
  ['the remaining range had abruptly changed to nine miles', ['symptom:reduced_range']],
  ['I found a dead mouse in the air filter box', [], ['symptom:battery_dead']],
  [
    "the starter tried hard but the engine wouldn't turn over",
    ['symptom:engine_seized'],
    ['symptom:no_crank'],
  ],
  ['there was no noise and ran fine after', [], ['symptom:no_movement']],
  ["the brakes didn't grind and shuddered when i stopped", ['symptom:vibration'], ['noise:grind']],
  [
    'I brought my car to one of those "quick change" places to get the oil and transmission fluid changed',
    ['context:oil_change', 'context:recent_repair'],
  ],
  ['took it in to have the oil changed last week', ['context:oil_change']],
  [
    "when it shifts there's a bang that feels like I've hit a big pothole",
    ['condition:shifting'],
    ['context:pothole', 'condition:bumps'],
  ],
  [
    'clunks when i back up, almost as if we ran over something',
    ['noise:clunk'],
    ['context:pothole'],
  ],
  ['it clunks ever since I hit a pothole last week', ['noise:clunk', 'context:pothole']],
  ['the shop says the tie rod has to come off to get the axle out', [], ['symptom:loose_steering']],
  ['tie rods and ball joints were all done last spring', [], ['symptom:loose_steering']],
  ['theres a lot of play in the steering wheel now', ['symptom:loose_steering']],
  ['I have faced the dreaded sudden drop in SOC twice this week', ['symptom:charge_swings']],
  ['the battery bars jump around while I drive', ['symptom:charge_swings']],
  ['range dropped slowly over three years', ['symptom:reduced_range'], ['symptom:charge_swings']],
  ['when they drained it there were metal shavings in the oil', ['fluid:metal_in_oil']],
  ['the oil looked glittery on the dipstick', ['fluid:metal_in_oil']],
  ['no metal in the oil when they drained it', [], ['fluid:metal_in_oil']],
  ['compression test showed 0 psi on cylinder 3', ['symptom:low_compression']],
  ['the mechanic says it has no compression', ['symptom:low_compression']],
  ['the car died and almost all of the lights were on', ['symptom:electrical_fault']],
  ['five lights are on now and it will not go', ['symptom:electrical_fault']],
  ['an array of warning lights showed while it was still running', ['symptom:electrical_fault']],
  ['warning lights on virtually all of the systems', ['symptom:electrical_fault']],
  ['all the lights are fine, only the parking lights are out', [], ['symptom:electrical_fault']],
];

describe('readText on owner sentences: chassis, climate, electrical and EVs', () => {
  it.each(sentences)('given %p', (text, present, absent = []) => {
    const found = readText(text, knowledge.lexicon)
      .cues.filter((c) => !c.negated)
      .map((c) => c.id);
    expect(found).toEqual(expect.arrayContaining(present));
    for (const id of absent) expect(found).not.toContain(id);
  });
});
