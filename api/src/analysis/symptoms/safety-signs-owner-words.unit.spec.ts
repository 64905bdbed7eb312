import { diagnoseSymptoms } from '../testing/diagnose';

const camry = { year: 2014, make: 'Toyota', model: 'Camry', mileage: 110_000 };
const diagnose = (description: string) => diagnoseSymptoms(description, camry);

/**
 * The spec's safety rules, each in the ways owners write them: plainly, misspelt and
 * indirectly. Whatever the causes, none may read Low, and the first one reads High.
 */
describe('safety signs in owners\u2019 words: never called Low', () => {
  it.each([
    // pedal to the floor
    ['the brake pedal goes all the way to the floor'],
    ['my brake peddle sinks to the floor when i stop'],
    ['pushed the brakes and the pedal went right down to the floorboard'],
    ['I have to press the brake pedal almost to the floor'],
    ['I had no brakes'],
    ['the brakes feel like they are not working'],
    ['it takes forever to stop'],
    // grinding metal
    ['grinding noise when i brake'],
    ['my breaks are grinding metal on metal'],
    ['horrible scraping sound when i hit the brakes'],
    // flashing check-engine light
    ['the check engine light is flashing'],
    ['check engine light blinking and the car is shaking'],
    ['my CEL is flashing on and off while i drive'],
    ['engine light flashes when I accelerate'],
    // overheating
    ['the engine is overheating'],
    ['temp gauge went into the red on the highway'],
    ['my car over heats in traffic'],
    ['the temperature needle climbs to hot'],
    ['the temperature suddenly shot up and the warning light came on'],
    ['engine hot AC off message came on'],
    ['the gauge goes past the middle into the red'],
    ['the car is running hot'],
    // oil-pressure light
    ['the oil light came on while driving'],
    ['oil pressure light flickers at idle'],
    ['the low oil pressure warning came on'],
    ['oil pressure gauge reads zero'],
    ['the red oil can is flashing'],
    // steering play
    ['the steering has a lot of play in it'],
    ['the steering wheel feels loose and the car wanders'],
    ['there is slop in the steering'],
    ['the steering wheel has alot of play'],
    // moving in a gear the driver did not select
    ['I put it in drive and it went backwards'],
    ['selected drive but the car reversed instead'],
    // fumes or fuel smell in the cabin
    ['I can smell exhaust fumes inside the car'],
    ['strong gas smell inside the cabin'],
    ['i smell gasoline when i drive'],
    ['smells like fuel in the car'],
    ['smells like exaust inside the car'],
    ['the interior of the car fills with a strong sulfuric smell'],
    // smoke
    ['smoke is coming from under the hood'],
    ['there was smoke coming out of the engine'],
    ['white smoke pouring out from under the hood'],
    ['burning smell and smoke from under the car'],
    // a steering joint
    ['there is a popping sound in the steering column'],
    ['clunk in the steering wheel when i turn'],
    // an EV's or hybrid's high-voltage warning
    ['the hybrid system warning came on'],
    ['got a check hybrid system message'],
    ['the EV system warning light came on and it lost power'],
    ['my Bolt showed stop safely now'],
    ['propulsion power is reduced message'],
    // stalling in traffic
    ['the engine stalled in traffic'],
    ['it died on the highway'],
    ['my car stalls at stop lights'],
    ['the car keeps stalling while driving'],
    // losing speed on the highway: told as speed, not as power
    ['on the freeway my car suddenly lost speed, from 55 mph down to 25'],
    ['it just shut off while driving down the road'],
    ['my car turns off at red lights'],
    ['it cut off at about 55 mph'],
    // an engine that failed outright (issue 29, reading round 2)
    ['I heard a loud pop and then the engine failed'],
    ['the engine seized up on the interstate'],
    ['the truck threw a rod'],
    ['the dash said no oil pressure and I pulled over'],
    // a thump or wobble soon after the wheels were off
    ['after the tire rotation there is a thumping from the front wheel'],
    ['I got new tires yesterday. Now there is a clunk from the front wheel'],
    ['I just had the tires rotated last week and now there is a clunk from the front wheel'],
    ['got new tires 3 weeks ago and now a clunk from the front wheel'],
    // ...told without a comma: the trouble began after the work, it is not the work
    ['After I got new tires the front wheel started wobbling'],
    ['after I got new tires there is a clunk from the front wheel'],
    ['since I had new tires put on the front wheel wobbles'],
    // a mechanic who saw the car said to stop driving it
    ['the AC stopped working and the dealer told me to stop using the car as soon as possible'],
    ['the mechanic said it is unsafe to drive'],
    // a drive belt gone: no charging, and on most engines no water pump
    ['the serpentine belt snapped on the way to work'],
    ['the belt came off and the battery light came on'],
  ])('given "%s", the first cause is High and none is Low', (text) => {
    const results = diagnose(text);
    expect(results.safetyAlerts?.some((a) => a.urgency.level === 'High')).toBe(true);
    expect(results.potentialCauses.length).toBeGreaterThan(0);
    expect(results.potentialCauses[0]!.urgency.level).toBe('High');
    for (const cause of results.potentialCauses) expect(cause.urgency.level).not.toBe('Low');
  });
});

describe('safety signs in owners\u2019 words: the wheels were not just off', () => {
  it.each([
    ['I have winter tires on and there is a clunk over bumps'],
    ['I need new tires and there is a clunk when I turn'],
    ['The tire shop said the clunk over bumps is a sway bar link'],
    // the wheels were off long ago: the lug nuts have held since
    ['I got new tires two years ago and now there is a clunk over bumps'],
    ['had my tires rotated last year, now a thump from the front wheel'],
    ['Put new tires on a few months ago and now there is a clunk over bumps'],
    ['I had new tires put on a year and a half ago, now there is a clunk from the front wheel'],
  ])('given "%s", does not warn of loose lug nuts', (text) => {
    const alerts = diagnose(text).safetyAlerts ?? [];
    expect(alerts.map((a) => a.reason)).not.toContainEqual(expect.stringMatching(/lug nuts/));
  });
});

describe('safety signs in owners\u2019 words: grinding the weather explains', () => {
  it.each([
    ['my brakes grind for the first couple of stops after the car sits for a few days'],
    ['after a rainy night the brakes make a grinding sound when I stop, then it goes quiet'],
  ])('given "%s", names surface rust and raises no metal-on-metal alarm', (text) => {
    const results = diagnose(text);
    const alerts = results.safetyAlerts ?? [];
    expect(alerts.map((a) => a.reason)).not.toContainEqual(expect.stringMatching(/metal/));
    const names = results.potentialCauses.slice(0, 3).map((c) => c.name);
    expect(names).toContainEqual(expect.stringMatching(/surface rust/i));
  });

  it('still sounds the alarm for grinding at every stop', () => {
    const alerts = diagnose('my brakes grind every time I stop, worse each day').safetyAlerts;
    expect(alerts?.map((a) => a.reason)).toContainEqual(expect.stringMatching(/metal/));
  });
});

describe('safety signs in owners\u2019 words: a condition belongs to its own clause', () => {
  const atSpeed = /Shaking that comes at highway speed/;

  it('does not join shaking at a light to a light that flashed on the highway', () => {
    const results = diagnose(
      'car shakes when I stop at a light and the check engine light started flashing this morning on the highway',
    );
    const reasons = (results.safetyAlerts ?? []).map((a) => a.reason);
    expect(reasons).not.toContainEqual(expect.stringMatching(atSpeed));
    expect(reasons).toContainEqual(expect.stringMatching(/flashing check-engine light/));
  });

  it.each([
    ['the steering wheel shakes on the highway'],
    ['it started shaking badly, only on the highway'],
    ['when I get on the freeway, the whole car vibrates'],
  ])('given "%s", still warns of shaking at speed', (text) => {
    const reasons = (diagnose(text).safetyAlerts ?? []).map((a) => a.reason);
    expect(reasons).toContainEqual(expect.stringMatching(atSpeed));
  });

  it('keeps a High sign whose parts the owner told apart', () => {
    const reasons = (
      diagnose('the engine lost all power and died. we were on the interstate').safetyAlerts ?? []
    ).map((a) => a.reason);
    expect(reasons).toContainEqual(expect.stringMatching(/highway speed/));
  });
});

describe('safety signs in owners\u2019 words: a smell at the tailpipe', () => {
  it('is no carbon-monoxide warning', () => {
    const alerts =
      diagnose(
        'a tapping noise from the engine and a different smell from the exhaust after stopping',
      ).safetyAlerts ?? [];
    expect(alerts.map((a) => a.reason)).not.toContainEqual(
      expect.stringMatching(/carbon monoxide/),
    );
  });

  it('names the belt first when the owner says it broke', () => {
    const results = diagnose('the serpentine belt snapped on the way to work');
    expect(results.potentialCauses[0]?.name).toMatch(/belt/i);
  });
});

describe('safety signs in owners\u2019 words: a car that had to be towed', () => {
  const towed = /had to be towed or left you stranded/;
  const reasonsFor = (text: string) => (diagnose(text).safetyAlerts ?? []).map((a) => a.reason);

  it.each([
    ['a strange metallic noise came from the engine so I had the car towed to the dealer'],
    ['the temperature light came on, it left me on the shoulder and a tow truck took it in'],
    ['lost power on the way to work and we had to call a tow'],
    ['the cooling system failure left me stranded on the road'],
    ['my friend towed me home with a rope after the engine died'],
    [
      'Two years ago I had a flat tire and it was fixed. Now the transmission quit and it had to be towed',
    ],
  ])('given "%s", says not to drive it again and calls it High', (text) => {
    expect(reasonsFor(text)).toContainEqual(expect.stringMatching(towed));
    expect(diagnose(text).potentialCauses[0]?.urgency?.level).toBe('High');
  });

  it('is not this sign when a flat battery was all that was wrong', () => {
    expect(
      reasonsFor('came back from vacation, the battery was dead, so I towed the car to the dealer'),
    ).not.toContainEqual(expect.stringMatching(towed));
  });

  it.each([
    ['years ago it was towed after a flat; now the brakes squeak'],
    ['it whines when I am towing our camper uphill'],
    ['we towed our boat and now the brakes squeak'],
    ['my car was towed for parking in a no parking zone, now the radio is dead'],
    ['I ran out of gas and had to get towed'],
    ['I got a flat tire and had it towed'],
    ['it might need a tow if the noise gets worse'],
    ['the range dropped so fast it almost left me stranded'],
    ['the car was not towed, I drove it in, but the brakes squeal'],
    ['it might need to be towed if the noise gets worse'],
    ['I am afraid it will leave me stranded'],
    ['my car got towed from my apartment complex and now the radio is dead'],
    ['the repo man towed my car and now the check engine light is on'],
    ['we got stranded in the snow and the heater quit'],
  ])('is not this sign given "%s"', (text) => {
    expect(reasonsFor(text)).not.toContainEqual(expect.stringMatching(towed));
  });
});
