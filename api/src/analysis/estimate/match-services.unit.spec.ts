import { matchServices } from './match-services';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();

const ids = (text: string) =>
  matchServices(text, knowledge.estimate.services).map((m) => m.service.id);

describe('matchServices', () => {
  it.each([
    ['Front brake pads and rotors', 'brake-pads-rotors'],
    // a tire size sells tires, named or not
    ['4 Michelin CrossClimate2 235/60R18', 'tires'],
    ['2 Goodyear LT265/70R17', 'tires'],
    // a plural stems as its singular does, "-ings" too
    ['rear wheel bearings', 'wheel-bearing'],
    ['front wheel bearings', 'wheel-bearing'],
    ['R&R FRT BRK PDS & RTRS', 'brake-pads-rotors'],
    ['frt brk pds', 'brake-pads'],
    ['trans svc', 'transmission-fluid-service'],
    ['tranny flush', 'transmission-fluid-service'],
    ['transmision flush', 'transmission-fluid-service'],
    ['CVT fluid exchange', 'transmission-fluid-service'],
    ['coolant flsh', 'coolant-flush'],
    ['BG 44K fuel treatment', 'fuel-system-cleaning'],
    ['BG induction service', 'induction-cleaning'],
    ['MOA', 'oil-additive'],
    ['LOF', 'oil-change-conventional'],
    ['sprak plugs', 'spark-plugs'],
    ['cabn air fltr', 'cabin-air-filter'],
    ['A/C evac & recharge', 'ac-recharge'],
    ['F/R alignmnet', 'wheel-alignment'],
    ['Nitrogen tire fill (4)', 'nitrogen-fill'],
    // shop menus sell the power-steering exchange under the additive maker's name
    ['BG power steering service w/ conditioner $139', 'power-steering-flush'],
    ['BG PF5 power steering $129', 'power-steering-flush'],
    ['BG EPR engine flush $129', 'engine-flush'],
    ['Fuel system decarbon $149', 'fuel-system-cleaning'],
    ['Transfer case flush $119', 'transfer-case-service'],
    // a fuse is not the blades it powers
    ['Replace blown windshield wiper fuse $35', 'fuse-replacement'],
    ['Wiper motor $289', 'wiper-motor'],
    ['Repair the windshield wipers $85', 'wiper-motor'],
    ['Upper timing chain cover gasket', 'timing-cover-gasket'],
    ['Brake fluid test', 'inspection'],
    // "breaks" is the brakes misspelt where it names the item, not where it is the verb
    ['Front breaks', 'brake-pads'],
    ['Breaks and rotors', 'brake-pads-rotors'],
    ['Replace rear breaks', 'brake-pads'],
    ['Break pads', 'brake-pads'],
    ['Serpentine belt cracked, breaks easily', 'serpentine-belt'],
    ['Tie rod end worn, if it breaks down you lose steering', 'tie-rod-end'],
    ['Wiper blades, the rubber breaks easily', 'wiper-blades'],
  ])('reads "%s" as %s', (text, id) => {
    expect(ids(text)).toEqual([id]);
  });

  it('lets parentheses refine a match without starting one', () => {
    expect(ids('Oil change (0W-20 full synthetic)')).toEqual(['oil-change-synthetic']);
    expect(ids('30,000 Mile Service Package (oil & filter, tire rotation, cabin filter)')).toEqual([
      'maintenance-package',
    ]);
  });

  it('places an alias where its words sit together, not at the first repeat of its first word', () => {
    expect(ids('brake-drum repairs, brake-rotor resurfacings, brake-cleaning service')).toContain(
      'brake-caliper-service',
    );
  });

  it('finds several services written side by side on one line', () => {
    expect(ids('Oil + filter, rotation')).toEqual(['oil-change-conventional', 'tire-rotation']);
    expect(ids('Front brake pads + resurface rotors')).toEqual(['brake-pads', 'rotor-resurfacing']);
    expect(ids('Valve cover w/ PCV replace')).toEqual(['valve-cover-gasket', 'pcv-valve']);
  });

  it('quotes "coolant flush" for the coolant, not the exchange word the transmission service already took', () => {
    const text =
      'they said I need a transmission fluid exchange and a coolant flush and new wiper blades';
    const quoted = matchServices(text, knowledge.estimate.services, 8).map((m) =>
      text.slice(m.start, m.end),
    );
    expect(quoted).toEqual(['transmission fluid exchange', 'coolant flush', 'wiper blades']);
  });

  it('does not split one job into its parts', () => {
    expect(ids('Timing belt kit w/ water pump & tensioner')).toEqual(['timing-belt']);
    expect(ids('Timing belt inspection & replacement')).toEqual(['timing-belt']);
  });

  it('quotes the words it matched', () => {
    const text = 'they want to do a "fuel system service", rotate tires and an engine flush';
    const spans = matchServices(text, knowledge.estimate.services).map((m) =>
      text.slice(m.start, m.end),
    );
    expect(spans).toEqual(['fuel system service', 'rotate tires', 'engine flush']);
  });

  it('reads two services coordinated on one verb or noun', () => {
    const spans = (text: string) =>
      matchServices(text, knowledge.estimate.services).map((m) => [
        m.service.id,
        text.slice(m.start, m.end),
      ]);
    expect(spans('have the power steering and transmission flushed out')).toEqual([
      ['power-steering-flush', 'power steering'],
      ['transmission-fluid-service', 'transmission flushed'],
    ]);
    expect(ids('they want to flush the coolant and transmission')).toEqual([
      'coolant-flush',
      'transmission-fluid-service',
    ]);
    expect(ids('the brake and power steering fluid exchange')).toEqual([
      'brake-fluid-flush',
      'power-steering-flush',
    ]);
  });

  it('does not share a word between services that are not coordinated', () => {
    expect(ids('Coolant flush')).toEqual(['coolant-flush']);
    expect(ids('Power steering fluid flush')).toEqual(['power-steering-flush']);
    expect(ids('Brake fluid flush')).toEqual(['brake-fluid-flush']);
  });

  it('does not read the front crankshaft or cam seals of a timing-belt job as the rear main seal', () => {
    expect(ids('Timing belt, water pump, tensioner, cam & crank seals - $1,250')).toEqual([
      'timing-belt',
    ]);
    expect(ids('Front crankshaft seal $120')).not.toContain('rear-main-seal');
    expect(ids('Rear main seal leaking $1,400')).toEqual(['rear-main-seal']);
  });

  it('does not sell a part the shop only looks at or cleans', () => {
    expect(ids('oil & filter, rotate tires, replace cabin filter, inspect CV boots')).toEqual([
      'oil-change-conventional',
      'tire-rotation',
      'cabin-air-filter',
    ]);
    expect(ids('Hybrid battery cooling fan cleaning $149')).not.toContain('hybrid-battery');
    expect(ids('Check and replace brake pads')).toEqual(['brake-pads']);
    expect(ids('Inspect and resurface rotors')).toEqual(['rotor-resurfacing']);
    expect(ids('check/flush brake fluid')).toEqual(['brake-fluid-flush']);
    expect(ids('Inspect wheel bearing noise, replace wheel bearing')).toEqual(['wheel-bearing']);
    expect(ids('Replace EGR valve and clean ports')).toEqual(['egr-valve']);
  });

  it('finds nothing in words that name no service', () => {
    expect(ids('Thank you for your business')).toEqual([]);
    expect(ids('')).toEqual([]);
  });
});

describe('an inspection line that prices what it found', () => {
  it('reads the repair the test found, not the test', () => {
    expect(ids('Battery test - BATTERY WEAK replace')).toEqual(['battery-replacement']);
    expect(ids('battery test and replace battery')).toEqual(['battery-replacement']);
    expect(ids('brake inspection - pads at 2mm replace')).toEqual(['brake-pads']);
    // A test alone is the test.
    expect(ids('Battery test')).toEqual(['battery-test']);
  });
});

describe('everyday words that begin a catalogue word', () => {
  it.each(['we both crawled under the truck', 'it would not start this morning'])(
    'reads no service in "%s"',
    (text) => {
      expect(ids(text)).toEqual([]);
    },
  );

  it('still reads a clipped shop word ("synth oil chg")', () => {
    expect(ids('synth oil chg')).toEqual(['oil-change-synthetic']);
  });
});

describe('two aliases of one service on the same words', () => {
  it('keeps the cabin filter in "cabin filter, oil change"', () => {
    expect(ids('cabin filter, oil change')).toEqual([
      'cabin-air-filter',
      'oil-change-conventional',
    ]);
  });

  it('still reads "oil and filter change" as one oil change', () => {
    expect(ids('oil and filter change')).toEqual(['oil-change-conventional']);
  });
});

describe('parts whose names hold another service word (ADR 097)', () => {
  it.each([
    ['Spark plug wires $89', ['ignition-wires']],
    ['Tune-up: spark plugs and wires', ['spark-plugs', 'ignition-wires']],
    ['Spark plugs & wires $380', ['spark-plugs', 'ignition-wires']],
    ['New distributor cap and rotor', ['distributor-cap-rotor']],
    ['Replace whole exhaust, cat back', ['exhaust-system']],
    ['DPF filter replacement', ['diesel-particulate-filter']],
  ])('reads "%s" as %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it.each([
    'Replace glow plugs (4)',
    'Torque converter R&R',
    'Brake master cylinder, bleed system',
    'Power brake booster',
    'Brake light switch',
    'Emergency brake cable',
    'Clutch master cylinder',
  ])('does not read "%s" as a spark plug, converter, rotor or brake job', (text) => {
    expect(ids(text)).toEqual([]);
  });
});

describe('how British quotes name the same jobs (ADR 097)', () => {
  it.each([
    ['Air con regas £79', 'ac-recharge'],
    ['4 wheel tracking', 'wheel-alignment'],
    ['Aux belt', 'serpentine-belt'],
    ['Cambelt kit and water pump', 'timing-belt'],
    ['N/S track rod end', 'tie-rod-end'],
    ['Front drop links', 'sway-bar-links'],
    ['Rear dampers (pair)', 'shocks'],
    ['Full service £189', 'maintenance-package'],
  ])('reads "%s" as %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('does not sell tires when the shop only set the tyre pressures', () => {
    expect(ids('Set tyre pressures')).toEqual([]);
    expect(ids('Tyre pressure sensor')).toEqual(['tpms-sensor']);
  });

  it('does not read a particulate filter clean as a new filter', () => {
    expect(ids('DPF clean £240')).toEqual([]);
  });
});
