import { readDamage } from './read-damage';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

/** "id:side:level" for each area, in reading order, for compact assertions. */
const areas = (text: string) =>
  readDamage(text, knowledge.collision).areas.map(
    (a) => `${a.area.id}:${a.side ?? '-'}:${a.level}`,
  );

describe('readDamage: areas, sides and positions', () => {
  it('reads position and side around a door', () => {
    expect(areas('the rear passenger door is dented')).toEqual(['rear-door:right:2']);
  });

  it('keeps a broken plate bracket from lending its damage word to the bumper beside it', () => {
    // "broke" is the bracket's: the cracked cover stays a plastic repair, with no reinforcement.
    expect(
      areas(
        'someone backed into my front bumper in a parking lot, bumper cover is cracked and the license plate bracket broke',
      ),
    ).toEqual(['front-bumper-cover:-:3', 'small-trim:-:4']);
  });

  it('reads liftgate glass as the rear glass, a roof spoiler as the spoiler, and a garage door as what hit the car', () => {
    expect(
      areas(
        'garage door came down on the back of my car, the liftgate glass shattered and the roof spoiler is cracked',
      ),
    ).toEqual(['rear-glass:-:4', 'spoiler:-:3']);
  });

  it('treats a rear fender as the quarter panel', () => {
    expect(areas('scratched the left rear fender')).toEqual(['quarter-panel:left:1']);
  });

  it('expands "both doors on the driver side" and "both headlights"', () => {
    expect(areas('both doors on the driver side are dented')).toEqual([
      'front-door:left:2',
      'rear-door:left:2',
    ]);
    expect(areas('both headlights smashed')).toEqual(['headlight:left:4', 'headlight:right:4']);
  });

  it('reads "both driver doors" and "the passenger doors" as both doors on that side', () => {
    expect(areas('T-boned on the driver side, both driver doors caved in')).toEqual([
      'front-door:left:3',
      'rear-door:left:3',
    ]);
    expect(areas('the passenger doors are scratched')).toEqual([
      'front-door:right:1',
      'rear-door:right:1',
    ]);
    expect(areas('the driver door is dented')).toEqual(['front-door:left:2']);
  });

  it('places an unplaced bumper by the parts named at one end before the manoeuvre', () => {
    // Backing out of a spot, the nose caught the curb stop: "the bumper cover" is the front one.
    expect(
      areas(
        'Backing out of the spot the front bumper cover caught the wheel stop. It tore the bumper cover on the left side.',
      ),
    ).toEqual(['front-bumper-cover:-:3']);
  });

  it('reads a wheel stop as the curb it hit, and a plastic underbody panel as a cover, not the battery', () => {
    expect(areas('scraped the wheel stop and cracked the splash shield')).toEqual([
      'underbody-cover:-:3',
    ]);
    expect(areas('the plastic underbody panel is torn')).toEqual(['underbody-cover:-:3']);
    expect(areas('the underbody is torn')).toEqual(['hv-battery:-:3']);
  });

  it('reads raising the air suspension as an adjustment, not suspension damage', () => {
    expect(
      areas('I pumped up the suspension to its highest setting and the front bumper cover tore'),
    ).toEqual(['front-bumper-cover:-:3']);
  });

  it('places an unplaced bumper by the impact', () => {
    expect(areas('got rear ended, bumper is scuffed')).toEqual(['rear-bumper-cover:-:1']);
    expect(areas('i rear ended someone and my bumper is scuffed')).toEqual([
      'front-bumper-cover:-:1',
    ]);
  });

  it('reads "a lot of" or "extensive" damage as worse than plain damage, but not "parking lot" damage', () => {
    expect(areas('lots of damage to the hood')).toEqual(['hood:-:3']);
    expect(areas('extensive damage to the hood')).toEqual(['hood:-:3']);
    expect(areas('parking lot damage on the hood')).toEqual(['hood:-:2']);
    expect(areas('a lot of scratches on the hood')).toEqual(['hood:-:1']);
  });

  it('corrects misspellings of areas and damage words', () => {
    expect(areas('bumber scrached and fendor dended')).toEqual([
      'front-bumper-cover:-:1',
      'front-fender:-:2',
    ]);
  });
});

describe('readDamage: severity per area', () => {
  it("uses each clause's own damage word", () => {
    expect(areas('the bumper is cracked and the hood has a small dent')).toEqual([
      'front-bumper-cover:-:3',
      'hood:-:2',
    ]);
  });

  it('shares one damage word across a list of areas', () => {
    expect(areas('front bumper, hood and grille are smashed')).toEqual([
      'front-bumper-cover:-:4',
      'hood:-:4',
      'grille:-:4',
      'front-bumper-reinforcement:-:3',
    ]);
  });

  it('scrapes the door of "the door and hood were scraped" after a smashed headlight', () => {
    expect(areas('The headlight was smashed, and the door and hood were scraped.')).toEqual([
      'headlight:-:4',
      'front-door:-:1',
      'hood:-:1',
    ]);
  });

  it('drops areas said to be fine and airbags that did not deploy', () => {
    expect(areas('hood is fine but the grille is broken')).toEqual(['grille:-:4']);
    expect(areas('airbags didnt deploy, bumper pushed in')).toEqual(['front-bumper-cover:-:3']);
  });

  it('adds the bumper a hard rear hit went through', () => {
    expect(areas('rear ended hard, trunk crushed')).toEqual([
      'trunk-lid:-:4',
      'rear-bumper-cover:-:3',
    ]);
  });

  it('adds what usually comes with the damage', () => {
    const found = areas('airbags deployed and the front end is crushed, leaking fluid');
    expect(found).toEqual(expect.arrayContaining(['airbags:-:4', 'frame:-:2', 'cooling:-:3']));
  });
});

describe('readDamage: a bumper off its clips', () => {
  it('reads a bumper hanging off with only its clips broken as detached, not smashed', () => {
    const found = readDamage(
      'Front bumper is hanging off on the left side after I hit a snow bank, clips broke, no cracks I can see.',
      knowledge.collision,
    ).areas;
    expect(found.map((f) => [f.area.id, f.level, f.detached])).toEqual([
      ['front-bumper-cover', 2, true],
    ]);
  });

  it("leaves another part's damage and a loose mirror to their own parts", () => {
    expect(
      areas('Front bumper fell off partly after hitting a parking block, lower grille broken'),
    ).toEqual(['front-bumper-cover:-:2', 'grille:-:4']);
    expect(areas('front bumper scratched and the side mirror is loose')).toEqual([
      'front-bumper-cover:-:1',
      'side-mirror:-:2',
    ]);
  });
});

describe('readDamage: small parts named for what they are', () => {
  it('reads a fender flare as a flare on its side, not a plate bracket', () => {
    expect(areas('Fender flare torn off the driver side front')).toEqual(['fender-flare:left:4']);
  });

  it('reads a license plate light as the lamp, and a plate bracket as the bracket', () => {
    expect(areas('backed into a pole and cracked the license plate light')).toEqual([
      'plate-light:-:3',
    ]);
    expect(areas('the license plate bracket broke')).toEqual(['small-trim:-:4']);
  });
});

describe('readDamage: glass in the roof', () => {
  it('reads a shattered sunroof as its glass, not the roof panel', () => {
    expect(areas('Sunroof glass shattered from a falling branch')).toEqual(['sunroof-glass:-:4']);
    expect(areas('rock cracked my moonroof on the highway')).toEqual(['sunroof-glass:-:3']);
  });

  it('keeps a dented roof and its shattered sunroof glass apart', () => {
    expect(
      areas('a tree limb fell on the car, the roof has a big dent and the sunroof glass shattered'),
    ).toEqual(['roof:-:3', 'sunroof-glass:-:4']);
  });
});

describe('readDamage: paint the owner says is whole', () => {
  const whole = (text: string) => readDamage(text, knowledge.collision).noPaintDamage;

  it('reads the paint as whole however the owner denies it broke', () => {
    expect(
      whole('Door ding on the passenger rear door, about the size of a quarter, paint not broken.'),
    ).toBe(true);
    expect(whole("Small dent in the driver door, paint isn't broken.")).toBe(true);
    expect(whole('Small dent in the driver door, no paint broken.')).toBe(true);
    expect(whole('Dent in the fender, the paint is not chipped.')).toBe(true);
    expect(whole("shopping cart dinged the door, didn't break the paint")).toBe(true);
    expect(whole('door has a shallow dent, no broken paint')).toBe(true);
  });

  it('reads paint called fine or intact as whole', () => {
    expect(whole('dent in the quarter panel, paint is still fine')).toBe(true);
    expect(whole('small dent on the hood, the paint looks intact')).toBe(true);
  });

  it('does not read paint damage, or a dent denied beside paint transfer, as whole paint', () => {
    expect(whole('dent in the door and the paint is chipped')).toBe(false);
    expect(whole('paint transfer on the bumper, no dent')).toBe(false);
    expect(whole('not sure if the paint is cracked under the dent')).toBe(false);
    expect(whole('the paint is not fine, it is peeling')).toBe(false);
  });
});

describe('readDamage: what an area is not', () => {
  it('carries damage words over to an area named just before', () => {
    expect(areas('a rock hit the windshield and now theres a crack across it')).toEqual([
      'windshield:-:3',
    ]);
  });

  it('reads "fender benders" as small crashes, not as a damaged fender', () => {
    expect(
      areas(
        'Backed into a pole, the kind of fender benders you get in parking lots. The rear bumper is cracked.',
      ),
    ).toEqual(areas('Backed into a pole. The rear bumper is cracked.'));
  });

  it('ignores areas named only as places or objects', () => {
    expect(areas('dent in the quarter panel behind the back wheel')).toEqual(['quarter-panel:-:2']);
    expect(areas('door ding about the size of a quarter')).toEqual(['front-door:-:2']);
    // The molding under a door is a trim strip, not the door.
    expect(areas('the left front molding under the door was bent')).toEqual(['small-trim:-:3']);
    // The words that say which tire do not hide the place word before them.
    expect(areas('a gash in the bumper above the back, passenger side tire')).toEqual([
      'rear-bumper-cover:-:2',
    ]);
  });

  it('reads a part under which, into which or beside which something is as a place', () => {
    // "Under": the mirror only says where the scratches are.
    expect(areas('scratched paint on the door right under the side mirror')).toEqual([
      'front-door:-:1',
    ]);
    // What a part was pushed into is where it went, not a second damaged part.
    expect(areas('the impact shoved my fender into the wheel')).toEqual(['front-fender:-:2']);
    // Both parts a gap sits between are places.
    expect(
      areas('the rocker is bent, leaving a gap between the front bumper and the fender'),
    ).toEqual(['rocker-panel:-:3']);
  });

  it('gives a part named as a place the damage words said of it afterwards', () => {
    // "which are both smashed" is the headlights', not the grille's.
    expect(
      areas('the grille is cracked right under the headlights, which are both smashed'),
    ).toEqual(['grille:-:3', 'headlight:left:4', 'headlight:right:4']);
  });

  it('reads a vehicle\'s part told with "a" as a loose object, not the owner\'s', () => {
    expect(
      areas('a loose semi tire bounced across the lane and hit my hood, which is dented'),
    ).toEqual(['hood:-:2']);
    // The "a" of another subject does not make the owner's car door someone else's.
    expect(areas('a deer ran into the car door and the bumper is cracked')).toContain(
      'front-door:-:3',
    );
  });

  it('does not let a part named only as a place say which end was hit', () => {
    // The spoiler only marks where the gap is: it does not make an unplaced bumper the rear one.
    expect(
      areas(
        'the side molding and the bumper are bent, leaving a gap between the spoiler and the door',
      ),
    ).toEqual(['small-trim:-:3', 'front-bumper-cover:-:3']);
  });

  it('does not price a part the owner later says works normally as replaced', () => {
    expect(
      areas(
        'the side mirror got knocked in when she hit me. later the mirror popped back out and works fine',
      ),
    ).toEqual(['side-mirror:-:2']);
    // The other headlight working says nothing of the smashed one.
    expect(areas('my headlight got smashed, and the other headlight still works')).toEqual([
      'headlight:-:4',
    ]);
  });

  it('does not price a repair done before this crash', () => {
    expect(
      areas(
        'I hit a deer last night. I had just gotten the back bumper fixed last spring after somebody rear ended me.',
      ),
    ).toEqual(areas('I hit a deer last night.'));
    // Damage told as back again is this crash's.
    expect(areas('I had the bumper repaired last year and now it is cracked again')).toEqual([
      'front-bumper-cover:-:3',
    ]);
    // Work still to do, and a crash dated "ago" or "earlier today", are this crash.
    for (const text of [
      'I got rear ended two days ago and the bumper needs to be replaced',
      'A truck backed into my door earlier today, it has to be repaired',
    ]) {
      expect(areas(text).length).toBeGreaterThan(0);
    }
  });

  it('reads a trim strip on a panel as the strip, and a wheel well as the body around the wheel', () => {
    expect(areas('scraped the sill trim and the door')).toEqual([
      'small-trim:-:1',
      'front-door:-:1',
    ]);
    expect(areas('some wheel well damage on the back passenger side')).toEqual([
      'quarter-panel:right:2',
    ]);
  });

  it('lets hail repair cover the dented panels but not the glass', () => {
    expect(areas('hail dents all over the hood and roof, windshield cracked')).toEqual([
      'hail:-:2',
      'windshield:-:3',
    ]);
  });

  it("reads a windshield's mirror button as part of the windshield job, not a side mirror", () => {
    expect(
      areas('broke the windshield. The claim lists the windshield (mirror button) and adhesive.'),
    ).toEqual(['windshield:-:4']);
  });

  it('keeps mirror glass apart from the mirror', () => {
    expect(areas('side mirror glass broke, housing is fine')).toEqual(['mirror-glass:-:4']);
  });
});

describe('readDamage: text without areas', () => {
  it('assumes the usual areas for a described impact', () => {
    const reading = readDamage('got t-boned on the passenger side', knowledge.collision);
    expect(reading.assumedFromImpact).toBe(true);
    expect(reading.areas.map((a) => `${a.area.id}:${a.side}`)).toEqual([
      'front-door:right',
      'rear-door:right',
    ]);
  });

  it('reads the end that was hit from "the rear of my car", "hit in the front" and "I backed up"', () => {
    const impacts = (text: string) => readDamage(text, knowledge.collision).impacts;
    expect(impacts('a delivery van struck the rear of my car while it was parked')).toEqual([
      'rear',
    ]);
    expect(impacts('my car was hit by a garbage truck in the front')).toEqual(['front']);
    expect(impacts('I backed up and my bumper banged against a pole')).toEqual(['rear']);
    // Sitting in the front seat says nothing of the end that was hit.
    expect(impacts('I was hit while sitting in the front seat')).toEqual([]);
  });

  it('finds nothing, and no damage words, in a symptom description', () => {
    const reading = readDamage('grinding noise when i brake', knowledge.collision);
    expect(reading.areas).toEqual([]);
    expect(reading.mentionsDamage).toBe(false);
  });
});

describe('readDamage: directions, coreference and things that did not happen', () => {
  it('reads "pushed back" as a direction, not the back of the car', () => {
    expect(areas('hit a deer with the right front corner. the bumper is pushed back')).toEqual([
      'front-bumper-cover:-:3',
    ]);
  });

  it('reads a bumper that "popped right back out" as moved, not the back bumper', () => {
    const read = areas(
      'I ran into the car ahead of me. The bumper popped right back out, but it is scratched.',
    );
    expect(read.some((a) => a.startsWith('front-bumper-cover'))).toBe(true);
    expect(read.some((a) => a.startsWith('rear-'))).toBe(false);
  });

  it('places an unplaced bumper at the one end the text names', () => {
    expect(
      areas('rear bumper cover damage: R&I bumper cover 1.1 hour, repair bumper cover'),
    ).toEqual(['rear-bumper-cover:-:2']);
    expect(areas('the car in front stopped and i dented my bumper')).toEqual([
      'front-bumper-cover:-:2',
    ]);
  });

  it('reads plural bumpers after a backing-up story as the rear one', () => {
    expect(
      areas('backing out of the space i heard a crunch. honda van bumpers dent easily'),
    ).toEqual(['rear-bumper-cover:-:2']);
  });

  it('reads "the front and rear bumpers" as both ends, not the last one named', () => {
    expect(areas('the front and rear bumpers are cracked')).toEqual([
      'front-bumper-cover:-:3',
      'rear-bumper-cover:-:3',
    ]);
    expect(areas('the rear bumper is cracked')).toEqual(['rear-bumper-cover:-:3']);
  });

  it('still reads "both bumpers" as both ends', () => {
    expect(areas('got rear ended and both bumpers are scratched')).toEqual([
      'front-bumper-cover:-:1',
      'rear-bumper-cover:-:1',
    ]);
  });

  it('needs the airbags own words before pricing them', () => {
    const text =
      'the air bags didnt even activate and there were just a few scratches on the bumper';
    expect(areas(text).some((a) => a.startsWith('airbags'))).toBe(false);
  });

  it('does not read a leak or a broken lamp the owner says did not happen', () => {
    const text =
      'hit a deer. the hood is dented, there wasnt steam from the radiator and the headlights still work';
    expect(areas(text)).toEqual(['hood:-:2']);
  });
});

describe('readDamage: words that are not damage', () => {
  it('drops an area the owner says held up, when its only damage word was borrowed', () => {
    expect(
      areas(
        'the hit landed right where the bumper meets the fender and buckled the fender. the bumper held up',
      ),
    ).toEqual(['front-fender:-:3']);
  });

  it('reads the driver or passenger door as the front one, whatever else is at the rear', () => {
    expect(areas('dented the driver door and scraped the rear quarter panel')).toEqual([
      'front-door:left:2',
      'quarter-panel:left:1',
    ]);
  });

  it('reads "right where" as a place, not the right-hand side', () => {
    expect(areas('it hit right where the door meets the fender, the fender is dented')).toEqual([
      'front-fender:-:2',
    ]);
  });

  it('reads a panel that popped back as a minor dent and "gone away" as no damage', () => {
    expect(areas('the door popped back into shape')).toEqual(['front-door:-:2']);
    expect(areas('I figured it had gone away. he got estimates to fix his bumper')).toEqual([
      'front-bumper-cover:-:2',
    ]);
  });

  it('keeps an area without damage words cosmetic when the owner saw no visible damage', () => {
    expect(
      areas('I hit the car in front. There was no visible damage. He wants to fix his bumper.'),
    ).toEqual(['front-bumper-cover:-:1']);
  });

  it('reads a rear end wrapped around a pillar as severe', () => {
    expect(areas('it wrapped the rear end around a concrete pillar')[0]).toBe(
      'rear-bumper-cover:-:4',
    );
  });

  it('reads another car backing into a door as a side hit, not a rear one', () => {
    const reading = readDamage(
      'a truck backed into the passenger front door, small crease',
      knowledge.collision,
    );
    expect(reading.impacts).toEqual(['side']);
    expect(readDamage('I backed into a pole', knowledge.collision).impacts).toEqual(['rear']);
  });

  it('reads an electric car\'s battery rail and "batteries" as the traction battery', () => {
    expect(areas('the tow company hooked into the battery rail and damaged the batteries')).toEqual(
      ['hv-battery:-:2'],
    );
  });
});

describe('readDamage: how hard the crash was', () => {
  const crash = (text: string) => readDamage(text, knowledge.collision).crash;

  it('reads an animal strike, a speed, a car that could not be driven and a violent hit', () => {
    expect(crash('a doe ran out, hit her going 60 mph and the car was not driveable').hard).toEqual(
      ['animal', 'undriveable', 'speed'],
    );
    expect(crash('got hit hard from behind, bumper hanging').hard).toEqual(['violent']);
  });

  it('reads a light hit as gentle', () => {
    expect(crash('low speed bump in the parking lot, bumper scuffed').gentle).toBe(true);
  });

  it('reads a stated walking pace as a light hit, and a road speed as none', () => {
    expect(crash('although going 2 mph, crunched the fender').light).toBe(true);
    expect(crash('he was barely moving when he bumped my door').light).toBe(true);
    expect(crash('hit it going 45 mph, the bumper is cracked').light).toBe(false);
  });

  it('reads a bent frame or a car wrapped around a pillar as a hard hit, not a vinyl wrap', () => {
    expect(crash('the frame is bent').hard).toEqual(['violent']);
    expect(crash('it wrapped the rear end around a pillar').hard).toEqual(['violent']);
    expect(crash('my vinyl wrapped car has a scratched bumper').hard).toEqual([]);
  });

  it('reads a speed written in words, as owners and court records write it', () => {
    expect(
      crash(
        'driving at about forty-five miles per hour he struck the sign, the front end was damaged',
      ).hard,
    ).toEqual(['speed']);
    expect(crash('I rolled into the pole at five miles an hour, bumper cracked').light).toBe(true);
    expect(crash('I was doing twenty miles an hour, the bumper is cracked').hard).toEqual([]);
  });

  it('does not take a speed alone for a crash', () => {
    expect(crash('car shakes at 60 mph').hard).toEqual([]);
  });
});

describe('readDamage: damage words owners use', () => {
  it('reads damaged paint as a refinish, not a dented panel', () => {
    expect(areas('gravel from a dump truck damaged the paint on my hood')).toEqual(['hood:-:1']);
  });

  it('reads "hitting" as "hit" and "took out" as broken', () => {
    expect(areas('the mower threw a rock that went hitting the door')).toEqual(['front-door:-:2']);
    expect(areas('the deer took out my headlight and grille')).toEqual([
      'headlight:-:3',
      'grille:-:3',
    ]);
  });

  it('reads a deformed or sliced part as bent or torn, and an impact absorber as the bumper reinforcement', () => {
    expect(areas('the impact absorber behind the rear bumper cover was deformed')).toEqual([
      'rear-bumper-reinforcement:-:3',
    ]);
    expect(areas('the sign sliced the grille')).toEqual(['grille:-:3']);
  });

  it('does not read "flat" in "a flat barrier" or "a flat rate" as a flat tire', () => {
    expect(areas('backed into a flat barrier at 5 mph, the rear bumper is cracked')).toEqual(
      areas('backed into a barrier at 5 mph, the rear bumper is cracked'),
    );
    expect(areas('the shop charged a flat rate to fix the scuffed bumper')).toEqual(
      areas('the shop charged a rate to fix the scuffed bumper'),
    );
  });

  it('reads "we were almost stopped" as a walking-pace hit', () => {
    const read = readDamage('we were almost stopped when I tapped his car', knowledge.collision);
    expect(read.crash.light).toBe(true);
  });
});

describe("readDamage: owners' words for a light hit", () => {
  it('reads a fender crunched at 2 mph as bent, not crushed, and still reads the mirror it knocked off', () => {
    const text =
      'I didnt see the cement pillar behind me as I backed out after work. I turned my wheel to get out of the spot and, although going 2 mph, crunched the fender and knocked the mirror off.';
    const read = areas(text);
    expect(read.filter((a) => /fender|quarter/.test(a)).every((a) => Number(a.at(-1)) <= 3)).toBe(
      true,
    );
    expect(read.some((a) => a.startsWith('side-mirror'))).toBe(true);
  });

  it('does not read the wheel a dent did not reach as damaged', () => {
    expect(
      areas('Fortunately, the dent didnt block the wheel at all.').some((a) =>
        a.startsWith('wheel'),
      ),
    ).toBe(false);
  });

  it('reads the passenger side door of a rear-ended coupe as the front door', () => {
    expect(
      areas(
        'I was rear-ended at a stop sign; there is a bullet hole in the passenger side door, and the rear bumper is damaged.',
      ).some((a) => a.startsWith('front-door:right')),
    ).toBe(true);
  });

  it('reads a crumpled or crunched panel as dented', () => {
    expect(areas('the hood is crumpled')).toEqual(['hood:-:2']);
    expect(areas('a big crumple on the corner of the front bumper')).toEqual([
      'front-bumper-cover:-:3',
    ]);
  });

  it('reads a part the owner says was or must be replaced as more than a dent', () => {
    expect(areas('the shop said the rear bumper has to be replaced')).toEqual([
      'rear-bumper-cover:-:3',
    ]);
    expect(areas('they replaced the driver door')).toEqual(['front-door:left:3']);
  });

  it('reads a car hit square in the back as a rear impact', () => {
    const read = readDamage(
      'A pickup hit my Civic square in the back at the light, the trunk is bent',
      knowledge.collision,
    );
    expect(read.impacts).toContain('rear');
  });

  it('does not correct "sideways" to a tire sidewall or "mounting" to a moulding', () => {
    expect(
      areas('the sideways force bent the mounting of the rocker trim').some((a) =>
        a.startsWith('tire'),
      ),
    ).toBe(false);
    expect(areas('grazed the rear door, the sideways push made a dent')).toEqual(['rear-door:-:2']);
  });
});

describe('readDamage: how hard the crash was', () => {
  const hard = (text: string) => readDamage(text, knowledge.collision).crash.hard;

  it('does not read a hit the owner denies as violent', () => {
    expect(
      hard('we dont even hit hard enough to throw us forward, the headlight is cracked'),
    ).toEqual([]);
    expect(hard('no airbags went off, the bumper is cracked')).toEqual([]);
    expect(hard('airbags went off and the bumper is smashed')).toEqual(['violent']);
  });

  it('still reads a car that was not drivable as such', () => {
    expect(hard('the car wasnt drivable after the crash, the fender is crushed')).toEqual([
      'undriveable',
    ]);
  });

  it('reads a stated 5-10 mph hit as reaching the bumper reinforcement, as in IIHS bumper tests', () => {
    expect(areas('got rear ended at about 8 mph')).toEqual([
      'rear-bumper-cover:-:3',
      'rear-bumper-reinforcement:-:3',
    ]);
    expect(areas('rear ended at 5 mph, the bumper is dented')).toEqual([
      'rear-bumper-cover:-:2',
      'rear-bumper-reinforcement:-:3',
    ]);
  });

  it('keeps a scuff the owner describes, and a 2 mph bump, as what they are', () => {
    expect(areas('rear ended at 5 mph, the bumper has a light scuff')).toEqual([
      'rear-bumper-cover:-:1',
    ]);
    expect(areas('I bumped a pole at 2 mph and cracked the bumper')).toEqual([
      'front-bumper-cover:-:3',
    ]);
  });

  it("leaves out the other car's or the deer's part when the owner names their own damage", () => {
    expect(
      areas(
        'I rear ended a car at a light. Her bumper had a few scratches. My hood is bent and both headlights are smashed.',
      ).some((a) => a.endsWith(':1')),
    ).toBe(false);
    expect(
      areas('We hit a deer and knocked his back end off. The whole front end was damaged.'),
    ).toEqual(['front-bumper-cover:-:2']);
  });

  it("keeps 'her' and 'his' parts when they are the family car's or the only ones named", () => {
    expect(areas('My wife backed out of the garage, her door is dented')).toEqual([
      'front-door:-:2',
    ]);
    expect(areas('he got three estimates to fix his bumper')).toEqual(['front-bumper-cover:-:2']);
  });
});

describe("readDamage: a person's part, and the verb 'left'", () => {
  it("does not price another person's part or read 'left rubber' as the left-hand side", () => {
    expect(
      areas(
        "he hit my right front wheel and left rubber on the guy's dented bumper, and my hubcap is cracked",
      ),
    ).toEqual(['wheel:right:3', 'suspension:right:2']);
    expect(areas("the neighbor's bumper is fine but my fender is dented")).toEqual([
      'front-fender:-:2',
    ]);
  });
});

describe('readDamage: whose car, which door, both ends', () => {
  it("reads 'her back left wheel' as the other car's when the owner says they hit her", () => {
    expect(
      areas('Little fender bender on the way to work. I hit her right at her back left wheel.'),
    ).toEqual(['front-bumper-cover:-:2', 'grille:-:2']);
  });

  it('reads a chain collision as damage at both ends of the car', () => {
    expect(
      areas(
        'A pickup slammed into me at the light and shoved my car into the van ahead. The trunk is smashed.',
      ),
    ).toEqual(['trunk-lid:-:4', 'front-bumper-cover:-:3', 'grille:-:3']);
    // Running into the car ahead yourself is one front hit, not a chain.
    expect(areas('I slammed into the car in front of me, bumper cracked')).toEqual([
      'front-bumper-cover:-:3',
    ]);
    expect(areas('got sandwiched in traffic, my rear bumper is cracked')).toEqual([
      'rear-bumper-cover:-:3',
      'front-bumper-cover:-:3',
      'grille:-:3',
    ]);
  });

  it('reads the back door of a rear-end hit as the liftgate, unless a side is named', () => {
    expect(areas('some guy rear ended my SUV, the back door is caved in')).toEqual([
      'liftgate:-:3',
      'rear-bumper-cover:-:3',
    ]);
    expect(areas('someone opened their door into my back door')).toEqual(['rear-door:-:2']);
    expect(areas('some guy rear ended me, the back door on the drivers side is dented')).toEqual([
      'rear-door:left:2',
    ]);
  });

  it('reads a bent tailpipe as exhaust work', () => {
    expect(areas('got rear ended and now the tailpipe is bent and the bumper is cracked')).toEqual([
      'exhaust:-:3',
      'rear-bumper-cover:-:3',
    ]);
  });
});

describe('readDamage: damage at both ends', () => {
  it('reads "front and rear bumper damage" as both bumper covers', () => {
    expect(areas('my car has front and rear bumper damage')).toEqual([
      'front-bumper-cover:-:2',
      'rear-bumper-cover:-:2',
    ]);
    // "both" before a list is not both ends of the car.
    expect(areas('I damaged both the bumper and the fender backing out')).toEqual([
      'rear-bumper-cover:-:2',
      'quarter-panel:-:2',
    ]);
  });

  it('reads a bumper named with "front and back" in the story as both covers', () => {
    expect(areas('Got hit front and back in stop and go traffic. The bumper is cracked.')).toEqual([
      'front-bumper-cover:-:3',
      'rear-bumper-cover:-:3',
    ]);
  });

  it('takes a 5 mph hit at each end to the reinforcement behind each cover', () => {
    expect(
      areas(
        'bumped the car ahead and then got bumped from behind, about 5 mph each time, front and back bumper cracked',
      ),
    ).toEqual([
      'front-bumper-cover:-:3',
      'rear-bumper-cover:-:3',
      'front-bumper-reinforcement:-:3',
      'rear-bumper-reinforcement:-:3',
    ]);
  });
});

describe('readDamage: the inside mirror', () => {
  it('reads the rearview mirror inside the car as no body part, and a side rear view mirror as the side mirror', () => {
    expect(
      areas('the camera sits behind the rearview mirror and the windshield has a long crack'),
    ).toEqual(['windshield:-:3']);
    expect(areas('the passenger side rear view mirror got knocked off')).toEqual([
      'side-mirror:right:4',
    ]);
  });
});

describe('readDamage: a whole end of the car', () => {
  it('reads "the whole front end is smashed" as the parts of the crush zone, each smashed', () => {
    const found = areas(
      'some idiot ran the red light and now the whole front end of my car is smashed',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'front-bumper-cover:-:4',
        'hood:-:4',
        'headlight:left:4',
        'headlight:right:4',
        'front-fender:left:4',
        'front-fender:right:4',
        'cooling:-:4',
      ]),
    );
  });

  it('leaves a scratched front end, or a whole bumper, as the bumper alone', () => {
    expect(areas('the whole front end has a few scratches')).toEqual(['front-bumper-cover:-:1']);
    expect(areas('my whole front bumper is cracked')).toEqual(['front-bumper-cover:-:3']);
  });

  it('takes the tail lights with a crushed back end', () => {
    expect(areas('got rear ended hard, the entire back end is crushed')).toEqual([
      'rear-bumper-cover:-:4',
      'rear-bumper-reinforcement:-:3',
      'tail-light:left:4',
      'tail-light:right:4',
    ]);
  });
});

describe('readDamage: a car that cannot be driven away', () => {
  it('reads a snapped control arm or a broken axle as a car that cannot be driven', () => {
    const hard = (text: string) => readDamage(text, knowledge.collision).crash.hard;
    expect(hard('a car ran the light and hit my back wheel, the control arm snapped')).toContain(
      'undriveable',
    );
    expect(hard('hit the curb and now the alignment is off')).not.toContain('undriveable');
  });
});
