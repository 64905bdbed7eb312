/**
 * The 3-digit ZIP prefixes USPS has in use, as inclusive ranges: the prefixes that have a state in
 * api/src/analysis/knowledge/zip3-states.json (USPS's L002 prefix list), merged. A unit spec in
 * api checks the two agree. Both the vehicle form and the API read it, so a ZIP code no one can
 * live at (00000, 00100, 21300) is refused where it is typed, in the same words as on the wire.
 */
const ZIP3_IN_USE: readonly (readonly [number, number])[] = [
  [5, 89],
  [100, 212],
  [214, 268],
  [270, 339],
  [341, 342],
  [344, 344],
  [346, 347],
  [349, 352],
  [354, 418],
  [420, 427],
  [430, 458],
  [460, 516],
  [520, 528],
  [530, 532],
  [534, 535],
  [537, 567],
  [569, 577],
  [580, 588],
  [590, 620],
  [622, 631],
  [633, 641],
  [644, 658],
  [660, 662],
  [664, 681],
  [683, 693],
  [700, 714],
  [716, 731],
  [733, 741],
  [743, 770],
  [772, 816],
  [820, 838],
  [840, 847],
  [850, 850],
  [852, 853],
  [855, 857],
  [859, 860],
  [863, 865],
  [870, 875],
  [877, 885],
  [889, 891],
  [893, 895],
  [897, 898],
  [900, 908],
  [910, 928],
  [930, 961],
  [967, 986],
  [988, 999],
];

/** Whether a 5-digit ZIP (or ZIP+4) starts with a prefix in use; false for anything malformed. */
export function isZipPrefixInUse(zip: string): boolean {
  const match = /^(\d{3})\d{2}(?:-\d{4})?$/.exec(zip);
  if (!match) return false;
  const prefix = Number(match[1]);
  return ZIP3_IN_USE.some(([from, to]) => prefix >= from && prefix <= to);
}
