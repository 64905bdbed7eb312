/**
 * The odometer reading an owner writes into the description when the form's mileage is left
 * empty: "a 2013 Sportage, about 180,000 km", "it has 87k miles on it", "the odometer reads
 * 62,000", "now at 45,000 miles". Only readings told as the car's own now count: a mileage
 * told as a schedule ("every 5,000 miles", "due at 60,000"), a warranty ("covers 100,000
 * miles"), past work ("replaced 27,000 miles ago", "fluid about 50,000 mi old") or a speed is
 * not the odometer. Of several readings the highest is the car's now (an odometer only grows:
 * "bought it at 30,000, now it has 85,000").
 */

export const KM_TO_MILES = 0.621371;
const MIN_MILES = 100;
const MAX_MILES = 500_000;

/** "87,000", "87000", "87k", "87.5k", "87 k", then the unit. */
const READING =
  /\b(\d{1,3}(?:\.\d)?\s?k(?![a-z])|\d{1,3}(?:,\d{3})+|\d{3,6})\s*(miles?|mi\b|kms?\b|kilomet(?:er|re)s?\b)?/gi;

/** Said just before a reading of the car now: "has", "with", "odometer reads", "now at"… */
const NOW_BEFORE =
  /\b(?:has|have|with|odometer(?: (?:reads|reading|shows|says|is at|at))?|odo(?: at| reads| shows)?|mileage(?: is| of|:)?|currently(?: at| has)?|now(?: at| has| with| over)?|(?:it|she|he|car|truck|van|odometer|mileage)(?: is| was|'s)(?: at)?|just (?:hit|turned|passed|rolled|crossed)|(?:hit|turned|passed|crossed|rolled over)|travell?ed|driven|clocked|done)\s+(?:about|around|approximately|approx\.?|roughly|nearly|almost|over|under|just over|just under|less than|more than|only|a little over|a bit over|close to|barely|some)?\s*$/i;

/** A car named just before it: "a 2013 Kia Sportage, about 180,000 km", "2019 Camry at 32,000". */
const AFTER_CAR =
  /\b(?:19|20)\d{2}\s+[a-z][\w-]*(?:\s+[\w-]+){0,3}(?:,\s*|\s+at\s+)(?:about|around|approximately|roughly|nearly|almost|over|under|with)?\s*$/i;

/** A visit told with the reading: "took it in for an oil change at 45,000 miles". */
const VISIT_AT =
  /\b(?:took|take|taking|brought|bring|went|go|dropped|drop|came|come|had it in|in for)\b[^.!?\d]{0,50}\bat\s+(?:about|around|roughly|nearly|almost|just over|just under)?\s*$/i;

/** Said just before a bare number that can only be the odometer: "odometer reads 62,000". */
const ODOMETER_BEFORE = /\b(?:odometer|odo|mileage)\b[^.!?\d]{0,20}$/i;

/** Said just after a reading of the car now: "… on it", "… on the clock". */
const NOW_AFTER =
  /^\s*(?:on (?:it|her|him|the (?:car|truck|van|suv|clock|odometer|odo|engine))|(?:on )?the odometer|showing)\b/i;

/** Said just after a reading that is not the odometer now. */
const NOT_NOW_AFTER =
  /^\s*(?:ago|old|later|earlier|before|after|since|service|interval|warranty|per|each|mark|check|limit|range|mph|an hour|a year|a month|per year|\/\s*(?:yr|year|month))\b|^-mile\b/i;

/** Said just before a reading that is not the odometer now. */
const NOT_NOW_BEFORE =
  /\b(?:every|each|per|warranty|warranted|covers?|covered|up to|until|till|within|first|last|since|interval|due|recommend(?:s|ed)?|scheduled?|should|by|for|another|extra|additional|than every|after)\s+(?:\w+\s+){0,2}$/i;

/** A written mileage as a number: "27,000", "30k", "27.5 k". */
export function milesOf(written: string): number {
  const raw = written.toLowerCase().replace(/[,\s]/g, '');
  return raw.endsWith('k') ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
}

const toMiles = (written: string, unit: string | undefined): number =>
  unit && /^k/i.test(unit) ? milesOf(written) * KM_TO_MILES : milesOf(written);

/** The car's mileage as the owner tells it, in miles, or null when no reading is told. */
export function describedMileage(description: string): number | null {
  let best: number | null = null;
  for (const m of description.matchAll(READING)) {
    const [whole, number, unit] = m;
    const isK = /k$/i.test(number!.trim());
    const before = description.slice(Math.max(0, m.index - 60), m.index);
    if (!unit && !isK && !ODOMETER_BEFORE.test(before)) continue;
    const after = description.slice(m.index + whole.length, m.index + whole.length + 30);
    if (NOT_NOW_AFTER.test(after) || NOT_NOW_BEFORE.test(before)) continue;
    const now =
      NOW_BEFORE.test(before) ||
      AFTER_CAR.test(before) ||
      VISIT_AT.test(before) ||
      NOW_AFTER.test(after);
    if (!now) continue;
    const miles = Math.round(toMiles(number!, unit));
    if (miles < MIN_MILES || miles > MAX_MILES) continue;
    best = Math.max(best ?? 0, miles);
  }
  return best;
}
