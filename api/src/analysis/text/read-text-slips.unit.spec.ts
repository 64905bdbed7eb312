import type { CueId } from './cue-vocabulary';
import { readText } from './read-text';
import { testKnowledge } from '../testing/knowledge';

const { lexicon } = testKnowledge();
const cuesOf = (text: string) => readText(text, lexicon).cues.map((c) => c.id);

/** Reading slips found in real owner reports, each in the owner's words. */
describe('reading slips', () => {
  it.each<[string, CueId[], CueId[]]>([
    ['the whine gets louder when I accelerate', ['condition:accelerating'], []],
    // A gearbox that moves the wrong way, or refuses a gear, is no mere shift
    ['despite it being put into drive, it reversed instead', ['symptom:wrong_gear'], []],
    ['I shifted into reverse and it lurched forward', ['symptom:wrong_gear'], []],
    ['it refused to go into reverse and I was stuck in the road', ['symptom:no_movement'], []],
    ['I reversed out of the drive', [], ['symptom:wrong_gear']],
    ['put it into drive and it rolled backwards on the hill', [], ['symptom:wrong_gear']],
    ['my son reversed instead of braking', [], ['symptom:wrong_gear']],
    ['the shifter refused to move into reverse', [], ['symptom:no_movement']],
    // A car towed in is a breakdown; a boat towed behind it is a load
    ['they towed my car to the dealer after it died', ['context:towed'], ['context:towing']],
    ['we towed our boat to the lake', ['context:towing'], ['context:towed']],
    // The day it happened is not a cold start; mornings are
    ['the check engine light started flashing this morning', [], ['condition:cold_start']],
    ['it died on me yesterday morning', [], ['condition:cold_start']],
    ['it shakes in the morning until it warms up', ['condition:cold_start'], []],
    // A gearbox that feels stuck low while the engine roars is slipping
    ['loud roaring when i accelerate and it feels like its in low gear', ['symptom:slipping'], []],
    // A diesel exhaust fluid (AdBlue, SCR, NOx) warning is not the particulate filter's
    ['DEF light on, message says service DEF', ['light:def'], ['light:dpf']],
    ['diesel exhaust fluid warning and a NOx sensor code', ['light:def'], ['light:dpf']],
    ['dpf light on and it will not regen', ['light:dpf'], ['light:def']],
    // A burning-oil smell is oil on something hot, not an engine that burns oil
    [
      'it smells like burning oil after highway driving',
      ['smell:burning_oil'],
      ['symptom:oil_consumption'],
    ],
    ['i smell burning oil under the hood', ['smell:burning_oil'], ['symptom:oil_consumption']],
    [
      'it burns a quart of oil every 1000 miles',
      ['symptom:oil_consumption'],
      ['smell:burning_oil'],
    ],
    // Smoke when it starts is oil past the valve seals: the start is part of the story
    [
      'blue smoke on startup that clears after a minute',
      ['symptom:smoke_blue', 'condition:starting'],
      [],
    ],
    ['a puff of smoke on deceleration', ['symptom:smoke_blue', 'condition:decelerating'], []],
    // A fluid that turned a colour is not the car turning
    ['the antifreeze also turns a brown color', [], ['condition:turning']],
    ['the coolant has turned brown and sludgy', [], ['condition:turning']],
    ['without even turning engine off I drove it to the dealer', [], ['condition:turning']],
    ['clunk when I turn left', ['condition:turning'], []],
    // Pulling off the road is the driver's doing; a needle or a pedal coming back up is no reversing
    ['I was able to pull off the highway', ['condition:highway'], ['symptom:pull']],
    ['the car pulls to the right', ['symptom:pull'], []],
    [
      'when I let the clutch pedal back up, the noise returns',
      ['location:pedal'],
      ['condition:reverse'],
    ],
    ['the temperature needle drops then comes back up', [], ['condition:reverse']],
    ['clunk when I back up', ['condition:reverse'], []],
    // A smell at the tailpipe is not exhaust fumes in the cabin
    ['a different smell from the exhaust after stopping', [], ['smell:exhaust']],
    ['strong smell coming out of the tailpipe', [], ['smell:exhaust']],
    ['I smell exhaust inside the car', ['smell:exhaust'], []],
    ['I can smell exhaust when I stop at lights', ['smell:exhaust'], []],
    // A drive belt that broke, not a timing belt or a tire's steel belt
    ['One of the drive belts also broke', ['symptom:belt_broken'], []],
    [
      'the fan belt broke and the battery light came on',
      ['symptom:belt_broken', 'light:battery'],
      [],
    ],
    ['my timing belt broke', [], ['symptom:belt_broken']],
    ['the steel belt in the tire broke', [], ['symptom:belt_broken']],
    // An automatic's "won't go into drive" is no drive, not a stiff clutch
    ['the car wont go into drive', ['symptom:no_movement'], ['symptom:clutch_hard']],
    ['it will not go into gear', ['symptom:clutch_hard'], []],
    // The whole dash going wild, then dark, is the electrical supply
    [
      'dash lights went crazy and then everything went dark',
      ['symptom:electrical_fault', 'symptom:dim_lights'],
      [],
    ],
    // Wheels locking while the car moves, and an owner afraid to lose control
    ['the rear wheels of my Tiguan suddenly locked up', ['symptom:loss_of_control'], []],
    ['my wheel lock key is lost', [], ['symptom:loss_of_control']],
    ['the steering wheel locked up', ['symptom:hard_steering'], ['symptom:loss_of_control']],
    ['I worried I could lose control', ['symptom:loss_of_control'], []],
    // A violent shake of the whole front end is the front end working loose
    ['an intermittent violent shaking of the whole front end', ['symptom:death_wobble'], []],
    // What a noise follows: road speed or engine speed
    ['humming noise that gets louder with speed', ['condition:road_speed'], []],
    ['the hum is still there when coasting in neutral', ['condition:road_speed'], []],
    ['whine goes up and down with the rpm', ['condition:engine_speed'], []],
    ['it gets louder when I rev the engine in park', ['condition:engine_speed'], []],
    // Changing the climate control's mode or temperature moves its doors
    [
      'when I switch the control from dashboard air circulation to defrost position, I get a squeaky rumble',
      ['condition:hvac_mode'],
      [],
    ],
    ['clicking behind the dash when I change the temperature', ['condition:hvac_mode'], []],
    ['we changed to synthetic oil', [], ['condition:hvac_mode']],
    // A professional's "don't drive it", not the owner's habits
    ['they told me not to drive it until the part comes in', ['context:do_not_drive'], []],
    ["I don't drive it much", [], ['context:do_not_drive']],
    // Coolant pouring out is a leak
    ['coolant is pouring out', ['fluid:leak', 'fluid:green'], []],
    ['I can see coolant spraying around under the hood', ['fluid:leak'], []],
    // A strut mount is a part named, not a bouncy ride
    ['my first best guess: front strut mounts', ['location:front'], ['symptom:bouncy']],
    ['the struts are worn and it bounces', ['symptom:bouncy'], []],
    // A sticky, notchy feel in the steering is the steering binding, not a notchy shifter
    [
      'it felt like kind of a sticky/notchy resistance in the steering',
      ['symptom:hard_steering'],
      ['symptom:clutch_hard'],
    ],
    ['the shifter is notchy going into second', ['symptom:clutch_hard'], []],
    [
      'the clutch is stiff and the steering is heavy',
      ['symptom:clutch_hard', 'symptom:hard_steering'],
      [],
    ],
    // Issue 29, reading round 2: the dash going dark is electrical, not the engine stalling
    [
      'while driving the dash shut off and then came back',
      ['symptom:electrical_fault', 'location:dashboard'],
      ['symptom:stall'],
    ],
    [
      'the dash lights went dead but the engine kept running',
      ['symptom:electrical_fault'],
      ['symptom:stall'],
    ],
    ['the car died and the dash went dark', ['symptom:stall'], []],
    ['the truck immediately said no oil pressure', ['light:oil'], []],
    // The owner switching the car off is not the engine stalling
    ['when it misfires I pull over and shut off the car', ['symptom:misfire'], ['symptom:stall']],
    ['the engine shut off at a light', ['symptom:stall'], []],
    // Another part switching itself off, or a lamp going out for days, is not the engine stalling
    ['every so often the blower motor just shuts off on the highway', [], ['symptom:stall']],
    ['the ac compressor cuts out when it gets really hot', [], ['symptom:stall']],
    [
      'the engine light comes on, then it goes off for a few days and comes back',
      ['light:check_engine'],
      ['symptom:stall'],
    ],
    ['the engine shuts off for no reason on the highway', ['symptom:stall'], []],
    // A temperature alarm, alert or message is the temperature warning lamp told another way
    ['halfway up the hill we got a high temperature alarm', ['light:temp'], []],
    ['an engine temp message popped up on the screen', ['light:temp'], []],
    // Lost capacity bars and a battery health figure are an electric car's battery wearing out
    ['our Leaf lost its second capacity bar this summer', ['symptom:reduced_range'], []],
    ['the app says battery health is down to 78 percent', ['symptom:reduced_range'], []],
    // A trunk that pops open is a latch or lock fault, not a popping noise
    ['every few days the hatch pops open on its own', ['symptom:lock_fault'], ['noise:pop']],
    ['the hood popped open at the car wash', [], ['noise:pop']],
    ['there is a loud pop from the front end over bumps', ['noise:pop'], []],
    // A red or blinking light at the charge port is a charging fault, not a stop light
    [
      'this morning there was a red light around the charge port',
      ['symptom:charging_fault'],
      ['condition:idle'],
    ],
    ['the charge port ring keeps flashing amber', ['symptom:charging_fault'], []],
    // "Playing up" and "on the fritz" are how many owners say a part misbehaves
    ['the power windows have been playing up since winter', ['symptom:window_fault'], []],
    ['the gauges went on the blink last week', ['symptom:gauge_fault'], []],
    // "Shut itself off" is the engine stalling, unless the owner names another part
    [
      'twice now the engine turned itself off on the interstate',
      ['symptom:stall', 'condition:highway'],
      ['condition:turning'],
    ],
    [
      'the radio screen shuts itself off now and then',
      ['symptom:electrical_fault'],
      ['symptom:stall'],
    ],
    // A starter that spins free, or a start button that does nothing, is an engine that does not crank
    ['when I turn the key the starter just whirs', ['symptom:no_crank'], []],
    ['this morning the push button start did nothing at all', ['symptom:no_crank'], []],
    [
      'the starter spins fine but the engine will not fire',
      ['symptom:crank_no_start'],
      ['symptom:no_crank'],
    ],
    // A stall or overheating the owner only fears has not happened
    ['I am worried it could stall when I merge onto the highway', [], ['symptom:stall']],
    ['what if it dies in the middle of an intersection', [], ['symptom:stall']],
    ["we're driving to Denver and I'm nervous it could overheat", [], ['symptom:overheating']],
    [
      'it overheated last week and now I am scared it will overheat again',
      ['symptom:overheating'],
      [],
    ],
    // Who was driving, and a scrape on the paint, say nothing about a noise at a wheel
    ['my son was behind the wheel when the warning lights came on', [], ['location:wheel']],
    ['grinding from the left front wheel', ['noise:grind', 'location:wheel'], []],
    [
      'someone in the parking lot scraped the bumper last month',
      ['context:accident'],
      ['noise:grind'],
    ],
    // 'Without warning' says how sudden it was; it denies nothing after it
    [
      'suddenly without notice the engine turned off on the highway',
      ['symptom:stall', 'condition:highway'],
      [],
    ],
    ['an engine malfunction notice came up on my dash', ['light:check_engine'], []],
    // "Shut itself off" is the car quitting, as "shut off" is
    ['halfway home the car shut itself off on the interstate', ['symptom:stall'], []],
    // "Refused to start" is a no-start, as "failed to start" is
    [
      'the van refused to start after sitting in the cold',
      ['condition:starting', 'symptom:no_crank'],
      [],
    ],
    // A car that will not wake up (no response to the key or the app) is dead, not stalled
    [
      'this morning my car would not wake up, the key fob did nothing',
      ['symptom:battery_dead'],
      [],
    ],
    ['I did not wake up until nine, then it stalled', ['symptom:stall'], ['symptom:battery_dead']],
    ['I lost the electric power steering on the freeway', ['symptom:hard_steering'], []],
    ['the steering wheel became rigid and nearly immobile', ['symptom:hard_steering'], []],
    ['I have sticky steering on the highway', ['symptom:hard_steering'], []],
    // Violent shaking is shaking; losing control is told in its own words
    ['my truck shakes violently at 70 mph', ['symptom:vibration'], ['symptom:loss_of_control']],
    ['the front end vibrated uncontrollably', ['symptom:loss_of_control'], []],
    // Stop 43: a lamp's colour and a switch are not steering; a start told as "when started"
    [
      'The engine light turned orange, and it shook when started.',
      ['light:check_engine', 'condition:starting'],
      ['condition:turning'],
    ],
    ['when I turned on the heater it squeals', [], ['condition:turning']],
    // "No other warning other than X" names X; it does not deny it
    ['No other warning other than flashing engine light.', ['light:check_engine_flashing'], []],
    // A list of lamps shares one "light"
    [
      'a traction control, engine and TPM4 light all lit up',
      ['light:traction', 'light:check_engine'],
      [],
    ],
    ['the abs and engine lights came on', ['light:abs', 'light:check_engine'], []],
    ['I replaced the brakes and tail light last month', [], ['light:brake']],
    [
      'my engine and transmission are fine but the oil light is on',
      ['light:oil'],
      ['light:check_engine'],
    ],
    // An engine named with its size is still the place of the noise
    [
      'I heard clunking from my six-cylinder engine',
      ['noise:knock', 'location:under_hood'],
      ['noise:clunk'],
    ],
    // An engine that turns over is cranking: not a dead battery's no-crank
    ["it turned over but wouldn't start", ['symptom:crank_no_start'], ['symptom:no_crank']],
    // Left at the shop "for an oil change" is a recent oil change; "due for" one is not
    ['I dropped off my Jeep for an oil change and a 20-point check', ['context:oil_change'], []],
    ['it is due for an oil change and now it ticks', ['noise:tick'], ['context:oil_change']],
    // Safety signs told in other words (issue 29, urgency round)
    ['the brake pedal goes all the way to the floor', ['symptom:pedal_floor'], []],
    ['the pedal went right down to the floorboard', ['symptom:pedal_floor'], []],
    ['the steering has a lot of play in it', ['symptom:loose_steering'], []],
    ['there is slop in the steering', ['symptom:loose_steering'], []],
    ['white smoke pouring out from under the hood', ['symptom:smoke_engine'], []],
    ['the interior of the car fills with a strong sulfuric smell', ['smell:exhaust'], []],
    ['it cut off at about 55 mph', ['symptom:stall', 'condition:highway'], []],
    ['water vapor came out of the tail pipe', ['symptom:smoke_white'], []],
    ['the brake pedal is going down to the floor', ['symptom:pedal_floor'], []],
    ['I have to press the brake pedal almost to the floor', ['symptom:pedal_floor'], []],
    ['the gauge goes past the middle into the red', ['symptom:overheating'], []],
    [
      'the temperature gauge indicated that the vehicle was hot',
      ['symptom:overheating'],
      ['condition:hot'],
    ],
    ['temp gauge reading normal, it was hot outside', ['condition:hot'], ['symptom:overheating']],
    ['the steering wheel has alot of play', ['symptom:loose_steering'], []],
    ['my car turns off at red lights', ['symptom:stall', 'condition:idle'], []],
    ['Stop safely now message on my Bolt', ['light:ev_system'], []],
    ['the car says propulsion power is reduced', ['light:ev_system', 'symptom:loss_of_power'], []],
    ['service electric vehicle system came up', ['light:ev_system'], []],
    ['burning smell and smoke from under the car', ['symptom:smoke_engine'], []],
    ['I had no brakes, it was like stepping on a brick', ['symptom:long_stopping'], []],
    ['the brakes feel like they are not working', ['symptom:long_stopping'], []],
    ['my brake lights are not working', ['symptom:light_out'], ['symptom:long_stopping']],
    ['the parking brake is not working', [], ['symptom:long_stopping']],
    ['the pedal is very soft and goes down almost to the floor', ['symptom:pedal_floor'], []],
    ['the steering locked up while driving', ['symptom:hard_steering'], []],
    ['engine hot AC off message', ['light:temp'], []],
    ['oil pressure gauge reads zero', ['light:oil'], ['symptom:gauge_fault']],
    ['the red oil can is flashing', ['light:oil'], []],
    ['my wheel came off', ['symptom:wheel_wobble'], []],
    [
      "My parking lights aren't working. The brake lights, turn signals and reverse lights are all fine.",
      ['symptom:light_out'],
      ['light:brake'],
    ],
    ["my reverse lights don't work", ['symptom:light_out'], ['condition:reverse']],
    // Not a stall: an engine stopping as designed, a message, a car found dead where it was parked
    ['it knocks after stopping, waiting for the engine to shut down', [], ['symptom:stall']],
    [
      'the throttle sensor shut down warning message appeared',
      ['light:unspecified'],
      ['symptom:stall'],
    ],
    ['we came back to find our car totally dead', ['symptom:battery_dead'], ['symptom:stall']],
    [
      'the moment he disconnected the jumper cables, the car died',
      ['symptom:battery_dead'],
      ['symptom:stall'],
    ],
    ['it is louder when i accelerate', ['condition:accelerating'], []],
    ['the noise gets louder with the fan speed', ['location:vents'], []],
    ['whine louder when i turn up the fan', ['location:vents'], ['condition:turning']],
    ['the temp gauge goes all the way to H', ['symptom:overheating'], []],
    ['the pedal goes to the floor when i brake', ['symptom:pedal_floor'], []],
    ['the gear light is blinking on the dash', [], ['light:check_engine_flashing']],
    ['the oil light keeps blinking at idle', ['light:oil'], ['light:check_engine_flashing']],
    ['the pedal goes to the floor', ['symptom:pedal_floor'], ['location:seat_floor']],
    ['my temperature gauge is climbing into the red', ['symptom:overheating'], []],
    ['my turn signals stopped working', ['symptom:turn_signal_fault'], []],
    ['the left blinker blinks really fast', ['symptom:light_out'], ['symptom:turn_signal_fault']],
    ['the hazard lights stay on', ['symptom:turn_signal_fault'], []],
    ['the engine seized on the highway', ['symptom:engine_seized'], []],
    ['the mechanic says it threw a rod', ['symptom:engine_seized'], []],
    [
      'since my oil change yesterday there is oil on the driveway',
      ['context:oil_change', 'fluid:leak'],
      [],
    ],
    ['someone cut off my catalytic converter overnight', ['context:theft'], []],
    [
      'it started to vibrate so badly that the steering wheel pulled out of my hands',
      ['symptom:loss_of_control'],
      [],
    ],
    ['next thing I knew I was in the other lane', ['symptom:loss_of_control'], []],
    ['the steering wheel is hard to budge', ['symptom:hard_steering'], []],
    ['the steering wheel is heavy in the morning', ['symptom:hard_steering'], []],
    ['the steering wheel would bind at dead center', ['symptom:hard_steering'], []],
    ['she complained how hard it was to steer', ['symptom:hard_steering'], []],
    ['the steering wheel feels loose', ['symptom:loose_steering'], ['symptom:hard_steering']],
    ['the SUV stop running without any warning', ['symptom:stall'], []],
    ['our coolant consumption continues, requiring frequent topoffs', ['fluid:low_coolant'], []],
    ['it started using water at a rapid rate', ['fluid:low_coolant'], []],
    ['the car will lunge forward when the brake is applied', ['symptom:surge'], []],
    ['nothing happened when applying gas', ['symptom:loss_of_power'], []],
    ['then the car coasted to a stop', ['symptom:loss_of_power'], []],
    ['suddenly the engine started racing', ['symptom:surge'], []],
    ['this morning it sounded like a monster truck', ['noise:roar'], []],
    ['all of a sudden the vehicle took off by itself', ['symptom:surge'], []],
    ['the temp light came on on the highway', ['light:temp'], ['light:unspecified']],
    ['my engine temperature sensor turned on and smoke came out', ['light:temp'], []],
    ['the coolant light came on', ['light:temp'], []],
    ['the traction light came on', ['light:traction'], []],
    ['the oil light lit up', ['light:oil'], []],
    ['the transmission light came on', ['light:transmission'], []],
    ['the hybrid system light came on', ['light:ev_system'], []],
    ['the airbag light popped up', ['light:airbag'], []],
    ['the hybrid battery warning came on', ['light:ev_system'], ['light:unspecified']],
    [
      'I turned in my trusty 2009 Honda Civic for a new CR-V and it vibrates at idle',
      ['symptom:vibration'],
      ['condition:turning'],
    ],
    ['we traded in our old van last spring', [], ['condition:turning']],
    ['it shakes when I turn in the parking lot', ['condition:turning'], []],
    [
      'stepping on the gas produces a momentary delay before the engine understands its instruction',
      ['symptom:hesitation'],
      [],
    ],
    ['juddering and an acceleration delay with slow response time', ['symptom:hesitation'], []],
    ['I felt a tightness and stiffness upon making turns', ['symptom:hard_steering'], []],
    [
      'the blinkers (the right and left signals) quit working',
      ['symptom:turn_signal_fault'],
      ['symptom:light_out'],
    ],
    ['my left blinker bulb is burnt out', ['symptom:light_out'], ['symptom:turn_signal_fault']],
    [
      'I have a 1999 Grand Caravan All-Wheel Drive and it clunks in reverse',
      ['noise:clunk'],
      ['location:wheel'],
    ],
    ['the car is front wheel drive', [], ['location:front', 'location:wheel']],
    ['it is a rear-wheel drive sedan', [], ['location:rear', 'location:wheel']],
    ['the 4x4 light keeps flashing and it will not shift into 4 high', ['symptom:awd_fault'], []],
    ['the service AWD message came on', ['symptom:awd_fault'], []],
    ['it is stuck in four wheel drive', ['symptom:awd_fault'], []],
    ['the engine failed about 20 miles from town', ['symptom:engine_seized'], []],
    ['the dealer says it needs a new engine', ['symptom:engine_seized'], []],
    ['when I step on it at 60-70mph it back fires', ['noise:pop'], []],
    ['my mechanic identified the noise as a piston slap', ['noise:knock'], []],
    ['the dash says service hybrid battery', ['light:ev_system'], []],
    ["my parking lights aren't working", ['symptom:light_out'], ['condition:low_speed']],
    ['the charging was inconsistent and now it will not start', ['symptom:charging_fault'], []],
    ['the "12V Battery Needs Service" warning came on', ['symptom:battery_dead'], []],
    [
      'a persistent surge while cruising on flat highways',
      ['symptom:surge'],
      ['symptom:flat_tire'],
    ],
    ['I have a flat tire', ['symptom:flat_tire'], []],
    ['pulled over and discovered flames under the hood', ['symptom:smoke_engine'], []],
    ['the car caught fire in my driveway', ['symptom:smoke_engine'], []],
    ['the screen says cabin heating/cooling limited or unavailable', ['symptom:no_heat'], []],
    [
      'no heat, and when setting the temperature high only warm air blows',
      ['symptom:no_heat'],
      ['symptom:overheating'],
    ],
    // A named light beats the generic 'light came on' that overlaps it.
    ['the battery symbol popped up on my dash', ['light:battery'], ['light:unspecified']],
    ['the slip light came on when it snowed', ['light:traction'], ['symptom:slipping']],
    ['my tcs light came on yesterday', ['light:traction'], ['light:unspecified']],
    ['the coolant icon popped up and the gauge is normal', ['light:temp'], ['light:unspecified']],
    // Stalling is the engine or motor quitting while the car is in use.
    ['my EV died overnight while parked', ['symptom:battery_dead'], ['symptom:stall']],
    ['the car died while sitting in the driveway', ['symptom:battery_dead'], ['symptom:stall']],
    ['the tesla app keeps stalling when I try to unlock', [], ['symptom:stall']],
    ['the charger shut off after an hour', ['symptom:charging_fault'], ['symptom:stall']],
    ['it dies when parked and running', ['symptom:stall', 'condition:idle'], []],
    ['the car died while sitting at a red light', ['symptom:stall'], ['symptom:battery_dead']],
    // 'driver' means the left side only when it is not a person.
    ['I am the only driver and the car pulls to the right', ['location:right'], ['location:left']],
    ['my brake lights do not signal to drivers behind me', [], ['location:left']],
    ["water under the driver's seat", ['location:left', 'symptom:water_leak_inside'], []],
    ['it whistles again as I release the gas', ['condition:decelerating'], []],
    ['the clunk comes when I ease off the throttle', ['condition:decelerating'], []],
    ['the drums and rotors have been turned three times', [], ['condition:turning']],
    ['the dash turned back on by itself', [], ['condition:turning']],
    ["I turned it off to restart it and now it won't restart", ['symptom:crank_no_start'], []],
    ['the engine lacked power when driving up a hill', ['symptom:loss_of_power'], []],
    ['I found what appears to be oil in the radiator', ['fluid:milky_oil'], []],
    ['upon release of the pedal the whine stops', ['condition:decelerating'], ['location:pedal']],
    ['a high-pitched whine develops in the transmission', ['noise:whine'], ['noise:squeal']],
  ])('reads "%s"', (text, present, absent) => {
    const cues = cuesOf(text);
    expect(cues).toEqual(expect.arrayContaining(present));
    for (const cue of absent) expect(cues).not.toContain(cue);
  });

  it.each([
    ['code PO300 and a rough idle', 'P0300'],
    ['got P 0420 on my scanner', 'P0420'],
  ])('reads the trouble code in "%s"', (text, code) => {
    expect(readText(text, lexicon).codes.map((c) => c.code)).toEqual([code]);
  });

  it.each([
    ["the mechanic said it's not the pump, it still whines", 'pump', 'still whines'],
    ['the pump is fine but it whines when turning', 'pump', 'whines when turning'],
    ['the battery tested fine but the car just clicks', 'battery', 'clicks'],
    ['car wont start, just clicks. not the battery, i just had it tested', 'battery', 'clicks'],
    ['AC blows warm. not low on freon, the shop checked', 'freon', 'warm'],
  ])('keeps what was ruled out apart in "%s"', (text, ruledOut, current) => {
    const { narrative } = readText(text, lexicon);
    expect(narrative.ruled).toContain(ruledOut);
    expect(narrative.current).toContain(current);
    expect(narrative.found).toBe('');
  });
});

describe('reading slips: trouble told before the work it followed', () => {
  const framed = (text: string) =>
    readText(text, lexicon).cues.map((c) => [c.id, c.frame ?? 'current']);

  it.each([
    ['soft spongy brake pedal after i changed the calipers myself', 'symptom:soft_pedal'],
    ['car overheats after the water pump was replaced', 'symptom:overheating'],
    ['grinding noise when braking since they replaced the pads', 'noise:grind'],
  ])('keeps the trouble in "%s" as what the car does now', (text, trouble) => {
    expect(framed(text)).toContainEqual([trouble, 'current']);
    expect(framed(text)).toContainEqual(['context:recent_repair', 'tried']);
  });

  it('keeps a question about the owner\'s own account, answered "no", as told', () => {
    const read = readText('it overheats and loses coolant, is that normal? no.', lexicon).cues;
    expect(read.filter((c) => !c.negated).map((c) => c.id)).toEqual(
      expect.arrayContaining(['symptom:overheating', 'fluid:low_coolant']),
    );
  });
});

describe('reading slips: what is not ruled out', () => {
  it('does not rule out a part the owner only wonders about', () => {
    for (const text of [
      'I dont know whether or not the battery is bad',
      'could it be the starter and not the battery?',
    ]) {
      expect(readText(text, lexicon).narrative.ruled).toBe('');
    }
  });
});

describe('reading slips: what a negator reaches', () => {
  const affirmed = (text: string) =>
    readText(text, lexicon)
      .cues.filter((c) => !c.negated)
      .map((c) => c.id);

  it('given "without warning" or "for no reason", denies nothing that follows', () => {
    expect(affirmed('suddenly without notice the engine turned off on the highway')).toEqual(
      expect.arrayContaining(['symptom:stall', 'condition:highway']),
    );
    expect(affirmed('it shuts off for no reason at idle')).toEqual(
      expect.arrayContaining(['symptom:stall', 'condition:idle']),
    );
  });

  it('given a question the owner answers "no", denies what it asked', () => {
    const read = affirmed('losing coolant, any white smoke? no. any leaks? no. overheating? no.');
    expect(read).toContain('fluid:low_coolant');
    expect(read).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/smoke_white|fluid:leak|overheating/)]),
    );
    expect(affirmed('any leaks? yes, under the front')).toContain('fluid:leak');
  });

  it('given "no warning light", still denies the light', () => {
    expect(affirmed('there was no warning light and no noise')).not.toContain('light:unspecified');
  });
});
