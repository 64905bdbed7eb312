import { describeLine } from './describe-line';
import { estimateNumbers, MONEY_AFTER } from './estimate-numbers';
import { isProse, lineKind } from './line-kind';
import { RECENT } from './owner-words';
import type { EstimateLine } from './estimate-line';

/**
 * Reads an owner's story of a visit ("I took it in for an oil change and they said I need a
 * coolant flush, a $297 brake job…"), which is how most people describe a quote. A story is
 * read clause by clause: why the car went in is context, not an item; only dollar figures are
 * prices (years, mileages and "20 minutes" are not); a price belongs to the words it is
 * written against ("a $297 brake job", "flush the brakes ($151)", "$400 for the tune-up"); and
 * a figure against no service ("the bill was $360") is the estimate's total.
 */

/** Whether `words` name something the shop could charge for (a catalogue service). */
export type NamesService = (words: string) => boolean;

const LIST_LINE = /^\s*(\d{1,2}[.)]\s+|[-*•·>]+\s*)/;
/** An inline "1) …" or "2. …" an owner types to number what the shop said. */
const INLINE_NUMBER = /(?<=^|[.!?:]\s*|\s)\d[.)]\s+(?=[a-z])/i;
/** Sentences, and the inline "1) … 2) …" an owner types to list what the shop said. */
const SENTENCE_END = /(?<=[a-z0-9)\]%'"”’])[.!?]+\s+(?=["'“‘(]?[A-Z0-9$])|\s+\d[.)]\s+(?=[a-z])/gi;
/**
 * Clause breaks: semicolons, colons, "…, and they said" where a new actor speaks, and "When I
 * had my last maintenance done I was told…", where what comes before "I was told" is the visit.
 */
const CLAUSE_END =
  /;\s*|:\s+|,\s*(?:and|but|so|then|(?:even\s+)?(?:though|although))\s+|\s+(?:[–—]+\s+)?(?:and|but)\s+(?=(?:they|he|she|i|we|told|said|the\s+\w+\s+(?:said|told|says|tells|recommended)|then|after|when)\b)|,?\s+(?=(?:i|we)\s+(?:was|were)\s+(?:told|advised|informed)\b)/gi;
/** Why the car went in: "took it in for an oil change", "went to have the tires balanced". */
const VISIT =
  /\b(took|take|taking|taken|brought|bring|bringing|went|go|going|came|come|drove|dropped|stopped|pulled|asked|scheduled)\b(\s+\S+){0,10}?\s+(in\s+for|for|to\s+(get|have|buy))\b/i;
/** Words after a price that tie it to what follows: "$400 for the tune-up", "$169 to diagnose it". */
const FOR_AFTER =
  /^\s*(?:\)\s*)?(?:(?:just|only)\s+)?(?:for|on|to)\s+((?:(?:a|an|the|my|his|her|their|our|its|new|both|all)\s+)*[a-z](?:[^,;:.()$]|[,.](?=\d))*)/i;
/** A noun right after a price: "a $297 brake job", "a $279 "B Service"". */
const NOUN_AFTER =
  /^\s+["'“‘]?(?!(?:for|to|plus|per|each|and|or|in|on|at|but|because|which|that|if|when|with|from|of|is|was|a|an|the|it|more|less|extra|total|dollars|bucks|usd|or\s+so)\b)([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,5})/i;
/**
 * A clause that recommends or quotes work, as opposed to the owner's observation: a verb of
 * selling, a clause that opens on the part ("New alternators on both"), a summary of what the
 * bill holds ("outrageous things like a compression test", "charges such as…"), or the shop
 * putting something in the car.
 */
const RECOMMENDS =
  /^(?:a\s+|an\s+)?new\s+[a-z]|\b(?:(?:outrageous|unnecessary|needless|bogus|ridiculous|extra|useless|expensive)\s+(?:things|stuff|items|work|repairs)|items|charges)\s+(?:like|such\s+as|including)\b|\b(?<!\b(?:i|we)\s+)(?:put|puts|poured|pours)\s+(?:\S+\s+){0,5}?(?:in|into)\s+(?:my|the|our|his|her|their)\s+(?:tank|engine|oil|radiator|transmission)\b|\b(need\w*|recommend\w*|suggest\w*|propos\w*|should|must|ha(ve|s|d) to|got to|gotta|wants?|wanted|quot\w*|estimat\w*|replac\w*|flush\w*|chang\w*|install\w*|repair\w*|fix\w*|sell\w*|sold|push\w*|upsell\w*|told|tell\w*|said|says|advis\w*|due|overdue|insist\w*|convinc\w*|offer\w*|show\w*|turn\w*|resurfac\w*|rebuil\w*|solicit\w*|pitch\w*|perform\w*|charg\w*|unnecessar\w*|needless\w*|(they|he|she)\s+did)\b/i;
/** A bare list continuing the clause before ("…, brake fluid, and coolant"). */
const BARE_LIST =
  /^(?:(?:a|an|the|new|and|or|plus|also)\s+)*[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,4}[.,]?$/i;
/**
 * Advice or a quote, as opposed to an account of work already done ("replaced it last year"); a
 * price asked about ("I recently asked how much it would cost to replace the belt") is a quote.
 */
const ADVICE =
  /\b(need\w*|recommend\w*|suggest\w*|should|must|told|said|says|tells|wants?|quot\w*|insist\w*|how\s+much|would\s+(?:cost|charge|run))\b/i;
const SUBJECT = /^(i|we|he|she|they|it|you|my|our)\b/i;
/** "…about $900 total", "$1,200 for everything": the figure is the whole quote. */
const TOTAL_AFTER =
  /^\s*(?:in\s+)?(?:total|all\s+together|altogether|all\s+in|for\s+(?:it\s+)?all|for\s+everything)\b/i;
/** "…and an engine flush, total $389", "for a total of $540": the figure after is the whole quote. */
const TOTAL_BEFORE =
  /[,;:]?\s*\b(?:(?:for\s+)?a\s+total\s+of|in\s+total|total(?:l?ing)?|altogether|all\s+in)\s*(?:of\s+)?(?:about|around|roughly|nearly|almost|over|just\s+over|just\s+under)?\s*\$?\s*$/i;
/**
 * Where the words tied to a price end: "a $297 brake job that could wait", "$400 for the 30k
 * service and recommends a brake fluid flush for $150" (the shop selling on).
 */
const SELLING_ON = String.raw`and\s+(?:also\s+)?(?:recommend|suggest|advis|insist|want|quot)\w*`;
const ITEM_END = new RegExp(
  String.raw`\s+\b(?:that|which|who|but|because|if|when|since|so|to|and\s+(?:he|she|they|i|we)|${SELLING_ON})\b.*$`,
  'i',
);
/** "…and recommends a brake fluid flush": the shop selling on after the item. */
const SELLS_ON = new RegExp(String.raw`\s+${SELLING_ON}\b`, 'i');
/** "54.95": a figure with cents is money, with or without its dollar sign. */
const CENTS = /\d\.\d{2}$/;
const SPEAKER_ONLY =
  /^(?:(?:the|my|our)\s+)?(?:dealer(?:ship)?|shop|garage|mechanic|tech(?:nician)?|(?:service\s+)?advisor|they|he|she)\s+(?:\w+\s+)?(?:recommend\w*|suggest\w*|said|says|quoted|wants?|told\s+me)$/i;
const MAX_ITEM_WORDS = 20;
/** "engine air filter 54.95, cabin filter 79.95": items with their prices, listed on. */
const PRICED_LIST =
  /^(?:[a-z][\w&/-]*\s+){1,6}\$?\d[\d,]*\.\d{2}(?:\s*,\s*(?:[a-z][\w&/-]*\s+){1,6}\$?\d[\d,]*\.\d{2})*$/i;

/**
 * "They wanted $129 to…", "The dealer said…", "Dealer quoted $450 for…": a short sentence that
 * reports what the shop said.
 */
const SHOP_SPOKE =
  /^(?:so\s+|then\s+)?(?:they|he|she|(?:(?:the|my|our)\s+)?(?:dealer(?:ship)?|shop|garage|mechanic|tech(?:nician)?|(?:service\s+)?advisor))\s+(?:\w+\s+)?(?:said|says|told|tells|wants?|wanted|recommend\w*|suggest\w*|quoted|insist\w*)\b/i;

/**
 * "Is $900 for front brakes fair?", "$600 to replace the struts": a line that opens on a price
 * told before its item ("Front brakes $350 for pads and rotors" names its item first).
 */
export const PRICE_FOR =
  /^\s*(?:(?:is|was|are|it'?s|quoted|paid|they\s+want|he\s+wants|she\s+wants|shop\s+wants|dealer\s+wants)\s+)?\$\s?\d[\d,]*(?:\.\d{2})?\s+(?:for|to)\s+(?:the\s+|a\s+|an\s+|my\s+|new\s+)*[a-z]/i;

/**
 * A story rather than a shop's list: no list lines, and most lines are long sentences,
 * sentences reporting what the shop said, or a price told before its item.
 */
export function isNarrative(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => /[a-z]/i.test(l));
  if (lines.length === 0 || lines.some((l) => LIST_LINE.test(l))) return false;
  const prose = lines.filter(
    (l) =>
      (isProse(l) && l.split(/\s+/).length >= 12) ||
      PRICE_FOR.test(l) ||
      l.split(SENTENCE_END).some((sentence) => SHOP_SPOKE.test(sentence.trim())),
  );
  return prose.length * 2 > lines.length;
}

/**
 * "…and the mechanic strongly suggested new shocks", "he informed me he would have to replace
 * the ball joints": the shop speaking, so not just the visit.
 */
const SPOKE =
  /\b(said|says|told|tells|inform\w*|recommend\w*|suggest\w*|advis\w*|insist\w*|need\w*|should)\b|\b(?:ha(?:ve|s|d)|going)\s+to\s+(?:have\s+to\s+)?(?:replace|change|install|rebuild)\b|\b(they|he|she)\s+(?:always\s+|also\s+)?(replace|change|sell|charge|add|put)\w*\b/i;

/** Work already done ("I had the brakes done last month"), not advice or a quote. */
export function isPastWork(clause: string): boolean {
  return RECENT.test(clause) && !ADVICE.test(clause);
}

/** A clause saying why the car went in, which names work the owner asked for. */
export function isVisit(clause: string): boolean {
  return VISIT.test(clause) && !SPOKE.test(clause);
}

/**
 * What the owner went in for: the words after "took it in for", not the rest of the clause
 * ("Shortly after the shop started offering differential changes, I took it in for an oil
 * change" asked for the oil change only).
 */
export function visitPurpose(clause: string): string {
  const m = VISIT.exec(clause);
  return m ? clause.slice(m.index + m[0].length) : clause;
}

export function narrativeLines(text: string, namesService: NamesService): EstimateLine[] {
  const bare = !MONEY_MARK.test(text);
  return text
    .replace(/\s*(\.{3}|…)\s*/g, '. ')
    .split(/\r?\n/)
    .flatMap((line) => numberedLines(line, namesService, bare));
}

/**
 * A dollar sign, cents or the word (or another currency's): how a story marks its money, when
 * it marks any. A story in euros leaves its bare figures unread, as it does its euros.
 */
const MONEY_MARK =
  /[$€£]|\d\.\d{2}\b|\b(?:dollars?|bucks|usd|eur|euros?|pounds?|gbp|chf|francs?|kronor|kroner|kr|sek|nok|dkk|yen|rupees?)\b/i;

/**
 * "The dealer tried to sell me 4 services. 1) Tire balance and alignment. … 3) Brake fluid
 * exchange": each numbered entry after words that recommend work is an item of that list, even
 * with no verb of its own.
 */
function numberedLines(line: string, namesService: NamesService, bare: boolean): EstimateLine[] {
  const [head = '', ...entries] = line.split(INLINE_NUMBER);
  const listed = RECOMMENDS.test(head);
  return [head, ...entries].flatMap((part, i) =>
    part
      .split(SENTENCE_END)
      .flatMap((sentence, j) =>
        sentenceLines(sentence, namesService, bare, listed && i > 0 && j === 0),
      ),
  );
}

/** A clause is an item when it recommends work, or lists on from a clause that did. */
function sentenceLines(
  sentence: string,
  namesService: NamesService,
  bare: boolean,
  listed = false,
): EstimateLine[] {
  const lines: EstimateLine[] = [];
  let listing = listed;
  for (const { clause, introduces } of clausesOf(sentence)) {
    if (!/[a-z]/i.test(clause)) continue;
    const pastWork = isPastWork(clause);
    // After "They recommended:" a list naming services is the items, however long it runs.
    const listItems = BARE_LIST.test(clause) || PRICED_LIST.test(clause) || namesService(clause);
    const recommends: boolean =
      !pastWork && (RECOMMENDS.test(clause) || (listing && listItems && !SUBJECT.test(clause)));
    // "The advisor recommended at my 30k service:" introduces the list; it is not an item.
    const intro: boolean =
      introduces && recommends && !namesService(clause) && !/\d\.\d{2}|\$/.test(clause);
    const read: EstimateLine[] = intro
      ? [line(clause, clause, null, 'note')]
      : clauseLines(clause, namesService, recommends, bare);
    // "The dealer wants $1,100 for the 60k service:" introduces its list even with a price.
    listing =
      (recommends && (introduces || read.some((l) => l.kind === 'service'))) ||
      SPEAKER_ONLY.test(clause);
    // Its colon's list follows the clause's priced item ("$689 for the 60k service: …").
    lines.push(
      ...(introduces
        ? read.map((l) => (l.amount !== null ? { ...l, introducesList: true } : l))
        : read),
    );
  }
  return lines;
}

/** The clauses of a sentence, each with whether a colon ends it (it introduces what follows). */
function clausesOf(sentence: string): { clause: string; introduces: boolean }[] {
  const out: { clause: string; introduces: boolean }[] = [];
  let from = 0;
  for (const end of sentence.matchAll(CLAUSE_END)) {
    out.push({ clause: sentence.slice(from, end.index).trim(), introduces: end[0].trim() === ':' });
    from = end.index + end[0].length;
  }
  out.push({ clause: sentence.slice(from).trim(), introduces: false });
  return out;
}

function clauseLines(
  clause: string,
  namesService: NamesService,
  recommends: boolean,
  /** The story marks no money at all: "new tires for 900" is a price. */
  bare = false,
): EstimateLine[] {
  if (isVisit(clause)) return [line(clause, clause, null, 'visit')];
  const unpriced = recommends ? 'service' : 'note';
  const prices = pricesIn(clause, recommends, bare);
  // "Dealer recommended:" says who spoke, and names nothing to charge for; "they said my front
  // brakes are at 4mm" is a reading, the evidence for an item rather than one.
  if (prices.length === 0 && (SPEAKER_ONLY.test(clause) || onlyReading(clause))) {
    return [line(clause, clause, null, 'note')];
  }
  if (prices.length === 0) return [line(clause, clause, null, unpriced)];
  const lines: EstimateLine[] = [];
  let rest = clause;
  let from = 0;
  for (const [i, price] of prices.entries()) {
    const after = clause.slice(price.end, prices[i + 1]?.start ?? clause.length);
    const total = TOTAL_AFTER.exec(after);
    if (total) {
      rest = blank(rest, price.start, price.end + total[0].length);
      lines.push(line(clause, 'total', price.value, 'total'));
      continue;
    }
    const totalBefore = TOTAL_BEFORE.exec(clause.slice(from, price.start));
    if (totalBefore) {
      rest = blank(rest, price.start - totalBefore[0].length, price.end);
      lines.push(line(clause, 'total', price.value, 'total'));
      from = Math.max(from, price.end);
      continue;
    }
    const { words, start, end } = itemOf(clause, {
      price,
      after,
      from,
      last: prices[i + 1] === undefined,
      namesService,
    });
    rest = blank(rest, start, end);
    from = Math.max(from, end);
    const description = describeLine(quotedItem(clip(words)), [], true);
    const kind = lineKind(description, false, null);
    const named = namesService(description) || ['labor', 'part', 'fee'].includes(kind);
    lines.push(line(clause, description, price.value, named ? kind : 'total'));
  }
  // What is left of a priced clause is an item only if it names a service ("…, and a coolant flush").
  const left = rest.replace(/\s+/g, ' ').trim();
  const fee = feeLine(left);
  // "…rotors 589.00 (pads at 5mm)": words in brackets after a price say more about that item,
  // unless they pitch more work ("(he proposes doing the water pump as well)").
  const aside = lines.length > 0 && /^\([^()]*\)[\s.,;]*$/.test(left) && !RECOMMENDS.test(left);
  if (fee) lines.push(fee);
  else if (/[a-z]{3}/i.test(left)) {
    lines.push(line(left, left, null, namesService(left) && !aside ? unpriced : 'note'));
  }
  return lines;
}

/**
 * The figures in a clause that are prices: marked as money ("$", cents, "dollars"), bare ones a
 * story that marks no money ties to the work, and in a list of prices a whole number ending an
 * item ("…, rear differential service (no AWD) 99, engine air filter 49.95").
 */
function pricesIn(clause: string, recommends: boolean, bare: boolean) {
  const amounts = estimateNumbers(clause).filter((n) => n.role === 'amount');
  const money = amounts.filter(
    (n) =>
      n.hasDollar ||
      CENTS.test(clause.slice(n.start, n.end)) ||
      MONEY_AFTER.test(clause.slice(n.end)) ||
      (bare && bareMoney(clause, n, recommends)),
  );
  if (money.length === 0) return money;
  return amounts.filter((n) => money.includes(n) || endsListedItem(clause, n.start, n.end));
}

interface PriceAt {
  readonly price: { readonly start: number; readonly end: number };
  /** The clause from the price to the next price or the end. */
  readonly after: string;
  /** Where the words of this price's item may start (after the last item's). */
  readonly from: number;
  /** No price follows in the clause. */
  readonly last: boolean;
  readonly namesService: NamesService;
}

/**
 * The words a price is written against and the stretch of the clause they take: the item after
 * it ("$400 for the tune-up", "$1,200 for front brakes, pads and rotors", "a $297 brake job"),
 * cut where the shop sells on ("…and recommends a brake flush for $150"); else the words before
 * it, with a count told after it ("…wants $1,800 to replace all four").
 */
function itemOf(clause: string, at: PriceAt): { words: string; start: number; end: number } {
  const { price, after, from, last, namesService } = at;
  const following = FOR_AFTER.exec(after) ?? NOUN_AFTER.exec(after);
  const itemWords = following?.[1]?.replace(ITEM_END, '');
  // What the item's words left ("and recommends a brake fluid flush for") is for the next price.
  const cut = (following?.[1]?.length ?? 0) - (itemWords?.length ?? 0);
  const matched =
    (following?.index ?? 0) +
    (following?.[0].length ?? 0) -
    (SELLS_ON.test(following?.[1] ?? '') ? cut : 0);
  // Only to the clause's end: a list that runs on to another price has that price's item.
  const listed =
    itemWords === undefined || !last ? null : listedOn(after.slice(matched), namesService);
  const forWords = listed === null ? itemWords : `${itemWords}, ${listed.words}`;
  if (forWords !== undefined && namesService(forWords)) {
    return {
      words: forWords,
      start: price.start,
      end: price.end + matched + (listed?.length ?? 0),
    };
  }
  const count = COUNT_AFTER.exec(after);
  const before = afterFinding(clause.slice(from, price.start), namesService);
  return {
    words: `${before}${count ? ` (${count[1]})` : ''}`,
    start: from,
    end: price.end + (count?.[0].length ?? 0),
  };
}

/** ", pads and rotors" or ", an alignment and tires": a bare list continuing a priced item. */
const LIST_ON =
  /^\s*,\s*((?:and\s+)?[a-z][a-z\s-]*?(?:,\s*(?:and\s+)?[a-z][a-z\s-]*?)*)\s*[.!?]?\s*$/i;

/** The list that continues a priced item to the clause's end, when it names work of its own. */
function listedOn(
  rest: string,
  namesService: NamesService,
): { words: string; length: number } | null {
  const m = LIST_ON.exec(rest);
  const words = m?.[1]?.trim();
  if (!m || !words || SUBJECT.test(words) || RECOMMENDS.test(words) || !namesService(words)) {
    return null;
  }
  return { words, length: m[0].length };
}

/** "$1,800 to replace all four", "$600 to do both": how many of the item the price is for. */
const COUNT_AFTER =
  /^\s*(?:for|to)\s+(?:(?:replace|change|do|install|put\s+in)\s+)?(all\s+(?:four|4)|both(?:\s+sides)?)(?:\s+of\s+them)?\b/i;

const MEASURED = /\b\d+(\.\d+)?\s*(mm|millimet(er|re)s?|\/32(nds?)?)\b/i;
const ASKS_FOR_WORK =
  /\b(need\w*|replac\w*|recommend\w*|suggest\w*|should|must|due|wants?|quot\w*|new)\b/i;

/** A clause that gives a measurement and asks for no work. */
function onlyReading(clause: string): boolean {
  return MEASURED.test(clause) && !ASKS_FOR_WORK.test(clause);
}

/** A test's result told before the item: "a battery test showed weak, new battery $249". */
const FINDING =
  /\b(show(s|ed|ing)?|came back|tested|test(s|ed)? (weak|bad|low|high)|reads?|measured|(is|was|were|are) (at|down|low|bad|weak|worn|leaking|cracked))\b/i;

/** The item after a finding's comma, when the words there name a service of their own. */
function afterFinding(words: string, namesService: NamesService): string {
  const comma = words.lastIndexOf(',');
  if (comma < 0) return words;
  const tail = words.slice(comma + 1);
  return FINDING.test(words.slice(0, comma)) && namesService(tail) ? tail : words;
}

/** Words before a bare number that make it a place, time or count rather than a price. */
const NOT_A_PRICE_BEFORE =
  /\b(at|on|in|by|my|the|a|an|over|under|about|around|every|than|of|since|from|to|for|only|just|with)\s*$/i;

/** Words a bare figure follows when it is what the work costs: "for 900", "quoted 450". */
const PRICED_BY =
  /\b(?:for|(?:quoted?|wants?|wanted|charged?|charging)(?:\s+(?:me|us|him|her|them))?|costs?|price\s+(?:of|is|was)|pay|paid)\s+$/i;
/** "Total was around 2800": a figure the words call the total, in any clause. */
const TOTAL_BY = /\btotal(?:\s+(?:was|is|of|came\s+to))?(?:\s+(?:around|about|roughly))?\s+$/i;

/** "New tires all around for 900" in a story that marks no money: a price, not a mileage. */
function bareMoney(clause: string, n: { value: number; start: number }, recommends: boolean) {
  const before = clause.slice(0, n.start);
  const priced = (recommends && PRICED_BY.test(before)) || TOTAL_BY.test(before);
  return priced && n.value >= 20 && n.value < 10_000 && !isModelYear(n.value);
}

function isModelYear(value: number): boolean {
  return Number.isInteger(value) && value >= 1950 && value <= 2035;
}

/** A whole number (not a model year) right after an item's words and before the next item. */
function endsListedItem(clause: string, start: number, end: number): boolean {
  const value = Number(clause.slice(start, end).replace(/,/g, ''));
  const before = clause.slice(0, start);
  return (
    value >= 10 &&
    !isModelYear(value) &&
    /[a-z)]\s+$/i.test(before) &&
    !NOT_A_PRICE_BEFORE.test(before) &&
    /^\s*([,;]|$)/.test(clause.slice(end))
  );
}

/** "Shop supplies 10%", "and a $4 environmental fee": a fee the bill adds, priced or as a percentage. */
function feeLine(words: string): EstimateLine | null {
  const text = words.replace(/^[\s,;]+|[\s,;.]+$/g, '');
  const numbers = estimateNumbers(text);
  const description = describeLine(text, numbers, true);
  if (!/[a-z]{3}/i.test(description) || lineKind(description, false, null) !== 'fee') return null;
  if (description.split(/\s+/).length > 6) return null;
  const amount = numbers.find((n) => n.role === 'amount')?.value ?? null;
  const percent = numbers.find((n) => n.role === 'percent')?.value ?? null;
  return { ...line(text, description, amount, 'fee'), percent };
}

/** "they said I need", "also", "and the shop wants": who spoke, not what was sold. */
const LEAD_FILLER =
  /^(?:(?:and|also|plus|then|so)\s+)*(?:(?:(?:the\s+|my\s+)?(?:shop|dealer(?:ship)?|mechanic|garage|they|he|she)\s+)?(?:also\s+)?(?:said|says|told\s+me|tells\s+me|recommends?|recommended|suggested|wants?|wanted|quoted(?:\s+me)?)\s+(?:that\s+)?(?:(?:i|we)\s+(?:need|needed|should\s+get)\s+)?)?/i;
/** "…on a 2015 Civic fair?", "…reasonable?", "…for": the owner's question around the item. */
const TRAIL_QUESTION =
  /(?:\s(?:on|for)\s(?:a|an|my|our|the)\s(?:19|20)\d\d(?:\s[\w-]+){1,3}?)?(?:,?\s(?:is\s(?:that|this|it)\s)?(?:fair|reasonable|ok|okay|normal|right|too\smuch|a\srip\s?-?off|a\sripoff|a\s(?:good|fair)\sprice|legit))?\s?\?+$/i;
const TRAIL_LINK =
  /(?:\s+(?:for|at|of|is|was|costs?|costing)|,?\s+(?:(?:and\s+)?(?:they|he|she|the\s+shop|the\s+dealer)\s+)?(?:quoted(?:\s+me)?|wants?|wanted|charges?))\s*$/i;

/** The words an item is quoted by, without who spoke or the owner's question around them. */
function quotedItem(words: string): string {
  const one = words.replace(/\s+/g, ' ').trim();
  const cut = one.replace(LEAD_FILLER, '').replace(TRAIL_QUESTION, '').replace(TRAIL_LINK, '');
  return /[a-z]{3}/i.test(cut) ? cut : one;
}

/** The clause with the words a price consumed blanked out, offsets kept. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/**
 * The last few words before a price, or the first few after it: an item is short. A price in
 * brackets ("struts ($1,450), a tie rod end ($260)") leaves its brackets on the words around it.
 */
function clip(words: string): string {
  const all = words
    .replace(/^[\s),;]+/, '')
    .replace(/[\s(]+$/, '')
    .trim()
    .split(/\s+/);
  return all.slice(Math.max(0, all.length - MAX_ITEM_WORDS)).join(' ');
}

function line(
  text: string,
  description: string,
  amount: number | null,
  kind: EstimateLine['kind'],
): EstimateLine {
  return {
    text,
    description,
    amount,
    hours: null,
    rate: null,
    // "Spark plugs (8) $240", "2 front tires for $300": the count the item names.
    quantity: amount === null ? null : countIn(description),
    percent: null,
    kind,
    listed: false,
  };
}

function countIn(description: string): number | null {
  return estimateNumbers(description).find((n) => n.role === 'quantity')?.value ?? null;
}
