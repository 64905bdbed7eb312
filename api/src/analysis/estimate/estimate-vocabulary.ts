/**
 * How shops write: abbreviations ("FRT BRK PDS", "trans svc"), letter pairs ("R&R", "A/C")
 * and words that carry no meaning for matching. Kept apart from the matching code so the
 * vocabulary can grow without touching it.
 */

/**
 * Letter pairs shops write with a slash or ampersand: "R&R", "A/C", "P/S", "F/R", "W/O", "A/T
 * fluid" (automatic transmission fluid; "A/T tires" keep "tires"), "F/I service" (fuel injection).
 */
export const LETTER_PAIRS: Readonly<Record<string, string>> = {
  rr: 'replace',
  ac: 'ac',
  ps: 'ps',
  fr: 'front rear',
  wo: 'without',
  at: 'atf',
  fi: 'fuel injection',
};

// prettier-ignore
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  frt: 'front', fr: 'front', fnt: 'front', frnt: 'front', rr: 'rear', rer: 'rear', drvr: 'driver',
  brk: 'brake', brks: 'brake', brak: 'brake', pds: 'pad', pd: 'pad', rtrs: 'rotor', rtr: 'rotor',
  rotrs: 'rotor', clpr: 'caliper', calp: 'caliper', trans: 'transmission', tranny: 'transmission',
  xmission: 'transmission', xmsn: 'transmission', trns: 'transmission', flsh: 'flush',
  svc: 'service', serv: 'service', srvc: 'service', srv: 'service', repl: 'replace',
  rplc: 'replace', rpl: 'replace', replc: 'replace', replacement: 'replace', replaced: 'replace',
  replacing: 'replace', assy: 'assembly', cabn: 'cabin', filt: 'filter', fltr: 'filter',
  flt: 'filter', filtr: 'filter', eng: 'engine', engn: 'engine', sprk: 'spark', plg: 'plug',
  plgs: 'plug', batt: 'battery', btry: 'battery', diff: 'differential', dif: 'differential',
  xfer: 'transfer', tstat: 'thermostat', thermo: 'thermostat', rad: 'radiator', wtr: 'water',
  pmp: 'pump', algn: 'alignment', alignmt: 'alignment', algnmt: 'alignment', rotate: 'rotation',
  syn: 'synthetic', synth: 'synthetic', conv: 'conventional', wpr: 'wiper', tyre: 'tire',
  tyres: 'tire', coolnt: 'coolant', antifrz: 'antifreeze', inj: 'injector', chg: 'change',
  chng: 'change', insp: 'inspection', maint: 'maintenance', sens: 'sensor', brg: 'bearing',
  stab: 'stabilizer', lnk: 'link', shks: 'shock', lbr: 'labor', labour: 'labor', aircon: 'ac',
  antifreez: 'antifreeze', flushing: 'flush', exch: 'exchange', resurfacing: 'resurface',
  pwr: 'power', strg: 'steering', stng: 'steering', coolent: 'coolant', transmision: 'transmission',
  tranmission: 'transmission', flusj: 'flush', alignmnet: 'alignment', aligment: 'alignment',
  rotaion: 'rotation', rotatoin: 'rotation', brakfluid: 'brake fluid',
  tuneup: 'tune up', tuneups: 'tune up',
  // Words foreign-language quotes keep: "Diesel-System-Schutz", "additif carburant".
  schutz: 'protection', systemschutz: 'system protection', additiv: 'additive',
  additif: 'additive', additivo: 'additive', aditivo: 'additive', zusatz: 'additive',
};

// prettier-ignore
export const STOPWORDS = new Set([
  'and', 'the', 'a', 'an', 'of', 'with', 'for', 'to', 'on', 'at', 'both', 'per', 'new', 'our',
  'your', 'my', 'it', 'is', 'are', 'do', 'please', 'recommend', 'recommended', 'qty', 'ea', 'each',
  'x', 'usd', 'w',
  // Sides and positions say where, not what: "front brake pads" and "brake pads" are one job.
  'front', 'rear', 'left', 'right', 'upper', 'lower', 'driver', 'passenger', 'side', 'inner',
  'outer', 'lf', 'rf', 'lr',
]);

/**
 * Words that make the "lube" after them a shop's name ("Jiffy Lube", "EZ Lube", "the quick
 * lube"), not the lubrication of a brake service: "Jiffy Lube said I need new brakes".
 */
export const LUBE_SHOP_WORDS = new Set([
  'jiffy',
  'quick',
  'quickie',
  'kwik',
  'ez',
  'easy',
  'express',
  'econo',
  'economy',
  'speedee',
  'speedy',
  'minit',
  'minute',
  'instant',
]);

/**
 * Parts the catalogue does not price whose names hold another service's word: a "glow plug" is
 * no spark plug, a "torque converter" no catalytic converter, a "brake master cylinder" or a
 * "brake light switch" no brake job. Read as one word that names no service,
 * so the line is listed as not recognized instead of judged as the wrong job (stems, longest
 * first where one holds another).
 */
export const OTHER_PARTS: readonly (readonly string[])[] = [
  ['brake', 'master', 'cylinder'],
  ['clutch', 'master', 'cylinder'],
  ['brake', 'light', 'switch'],
  ['emergency', 'brake', 'cable'],
  ['parking', 'brake', 'cable'],
  ['master', 'cylinder'],
  ['slave', 'cylinder'],
  ['wheel', 'cylinder'],
  ['brake', 'booster'],
  ['brake', 'switch'],
  ['brake', 'cable'],
  ['torque', 'converter'],
  ['glow', 'plug'],
  // A particulate filter's cleaning is the cheaper fix, not the filter itself.
  ['particulate', 'filter', 'clean'],
  ['dpf', 'clean'],
];
