/**
 * Whether the owner says the quote came from a dealer: the word itself ("the Honda dealer wants
 * $700"), or the car's own make named as the place that quoted or repaired it ("took it to
 * Tesla", "the local Toyota shop", "Honda indicated the cost is $716"). An owner who names the
 * maker as the shop means its franchised service department (Tesla's are its own); an
 * independent that works on the make is named as such ("an independent Honda specialist").
 */
const DEALER_WORD = /\bdealer(ship)?s?\b/i;
// "the Ford house" is trade slang for the Ford dealer.
const SHOP_WORDS =
  'shop|store|service|garage|repair|center|centre|department|technicians?|mechanics?|house|' +
  'quoted|quotes|indicated|wants|wanted|charged|charges|estimated';
// "the Waxahachie Ford House", "the Toyota Service Center": the shop's own name, capitalised.
// ("Tesla Service Bulletin", "Ford Service Manual" are the maker's papers, not a shop.)
const SHOP_NAMES =
  'House|Service (?:Center|Centre|Department|Dept)|Shop|Store|Garage|Repair (?:Center|Shop)';
const NOT_THE_MAKER = 'owners?|forums?|club|community|specialists?|indies|independents?';

export function quotedAtDealer(description: string, make: string): boolean {
  if (DEALER_WORD.test(description)) return true;
  const name = make.trim();
  if (name.length < 2) return false;
  const spelt = [name, name.toLowerCase(), name.toUpperCase()].map(escape).join('|');
  const maker = `(?:${spelt})`;
  // "to Tesla", "into Manhattan Chrysler/Jeep" (a dealer named for its town and makes), "at the local Toyota shop"; not "to an independent Honda specialist"
  const place = new RegExp(
    `\\b(?:to|into|at)\\s+(?:(?:the|a|my|our)\\s+)?(?:local\\s+)?(?:[A-Z][\\w.'&-]*[\\s/]+){0,4}${maker}\\b(?![\\w-])(?!\\s+(?:${NOT_THE_MAKER})\\b)`,
  );
  const speaking = new RegExp(`\\b${maker}\\s+(?:${SHOP_WORDS}|${SHOP_NAMES})\\b`);
  return place.test(description) || speaking.test(description);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
