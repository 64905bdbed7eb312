/**
 * The owner's clock, from their ZIP code: each 3-digit prefix's IANA zone, as inclusive ranges.
 * Built from api/src/analysis/knowledge/zip3-states.json with one zone per state (the zone most
 * of its people live in; a state split between two zones gets its larger one), and merged over
 * prefixes USPS does not use. `ZIP3_TIME_ZONE_EXCEPTIONS` then overrides the prefixes whose
 * people mostly live in another zone than their state's. A unit spec in api checks the table
 * agrees with the state list everywhere but at those exceptions.
 */
const ZIP3_TIME_ZONES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'America/New_York'],
  [6, 7, 'America/Puerto_Rico'],
  [8, 8, 'America/St_Thomas'],
  [9, 9, 'America/Puerto_Rico'],
  [10, 349, 'America/New_York'],
  [350, 397, 'America/Chicago'],
  [398, 458, 'America/New_York'],
  [460, 479, 'America/Indiana/Indianapolis'],
  [480, 499, 'America/Detroit'],
  [500, 567, 'America/Chicago'],
  [569, 569, 'America/New_York'],
  [570, 588, 'America/Chicago'],
  [590, 599, 'America/Denver'],
  [600, 799, 'America/Chicago'],
  [800, 831, 'America/Denver'],
  [832, 838, 'America/Boise'],
  [840, 847, 'America/Denver'],
  [850, 865, 'America/Phoenix'],
  [870, 884, 'America/Denver'],
  [885, 885, 'America/Chicago'],
  [889, 961, 'America/Los_Angeles'],
  [967, 968, 'Pacific/Honolulu'],
  [969, 969, 'Pacific/Guam'],
  [970, 994, 'America/Los_Angeles'],
  [995, 999, 'America/Anchorage'],
];

/**
 * Whole prefixes whose people mostly keep another clock than their state's main zone (the rule
 * the states follow), listed only where that is certain.
 * Texas is Central but for its far west: 799 (El Paso) and 885 (El Paso's own post office
 * boxes and firms) are Mountain, and so is most of 798 (El Paso County's towns and Hudspeth
 * County; its Big Bend towns, Alpine to Van Horn, keep Central, but fewer people live there).
 */
export const ZIP3_TIME_ZONE_EXCEPTIONS: Readonly<Record<string, string>> = {
  '798': 'America/Denver',
  '799': 'America/Denver',
  '885': 'America/Denver',
};

/**
 * Where nobody's ZIP code says otherwise: the westernmost US zone, so a day is "over" only
 * when it is over everywhere in the US.
 */
export const LATEST_US_TIME_ZONE = 'Pacific/Pago_Pago';

/** The IANA zone of a 5-digit ZIP (or ZIP+4); undefined for anything malformed. */
export function timeZoneOfZip(zip: string): string | undefined {
  const match = /^(\d{3})\d{2}(?:-\d{4})?$/.exec(zip);
  if (!match) return undefined;
  const exception = ZIP3_TIME_ZONE_EXCEPTIONS[match[1]!];
  if (exception) return exception;
  const prefix = Number(match[1]);
  return ZIP3_TIME_ZONES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

/** The calendar day `instant` falls on in `timeZone`, as 'YYYY-MM-DD' (sortable). */
export function calendarDayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
