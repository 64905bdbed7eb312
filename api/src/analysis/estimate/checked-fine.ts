import type { EstimateJob } from './estimate-jobs';
import type { ShopService } from './service-catalogue';

/**
 * The owner's account that the part the shop pitches was checked and found fine: "but my
 * regular mechanic says it looks fine", "AutoZone tested it and it tested good", "my brakes
 * were fine". The FTC's Auto Repair Basics tells owners to get a second opinion on a costly
 * repair; when one already found nothing wrong, the part is asked about before it is paid for.
 */

/**
 * "looks fine", "tested good", "it's charging fine", "it passed", "nothing wrong with them",
 * "plenty of life left", "almost new", "is not leaking", "doesn't need replacing".
 */
const FINE = new RegExp(
  [
    /\b(?:tested|checked out|test(?:ed)?\s+(?:it|them)\s+and\s+(?:it|they)\s+(?:was|were|is|are))\s+(?:good|fine|ok|okay|strong|healthy)\b/,
    /\b(?:looks?|looked|is|are|was|were|seems?|seemed|it'?s|they'?re)\s+(?:perfectly\s+|just\s+|totally\s+|completely\s+)?(?:(?:charging|working|holding|running)\s+)?(?:fine|ok|okay|good|healthy|in\s+(?:good|great|perfect)\s+(?:shape|condition))\b/,
    /\bnothing\s+(?:is\s+|was\s+)?wrong\s+with\b/,
    /\b(?:plenty|lots)\s+of\s+(?:life|meat|pad|tread)\b/,
    /\b(?:it|they|that)\s+passed\b|\bpassed\s+(?:the\s+|a\s+)?(?:\w+\s+)?test\b/,
    /\b(?:almost|nearly|practically|like)\s+new\b/,
    // After a cheaper fix elsewhere: "another shop changed the fluid and it shifts perfectly now".
    /\b(?:runs|works|shifts|drives|starts|stops|charges)\s+(?:just\s+)?(?:fine|perfectly|great|normally|like\s+new)\b/,
    /\bturned\s+out\s+to\s+be\s+(?:just|only)\b|\bit\s+was\s+(?:just|only)\s+(?:a|an|the)\b/,
    /\b(?:is|are|was|were)(?:n'?t|\s+not)\s+leaking\b/,
    /\b(?:does|did|do)(?:n'?t|\s+not)\s+need\s+(?:to\s+be\s+)?(?:replac\w*|changed|done|it|them)\b|\b(?:was|is|were|are)(?:n'?t|\s+not)\s+(?:needed|necessary)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);
/** "not fine", "didn't look good": the check found a fault after all. */
const NEGATED = /\b(?:not|n't|never|no longer)\s+(?:\w+\s+)?$/i;
/** A fault after the all-clear ("tested good but died a week later") outweighs it. */
const FAULT_AFTER =
  /\b(?:but|then|until|now|however)\b.*\b(?:fail\w*|died|dead|leak\w*|worn|grind\w*|broke\w*|cracked|won'?t start)\b/i;
/** "the rest of the exhaust looks good": the all-clear is for the other parts, not this one. */
const OTHER_PARTS =
  /\b(?:rest\s+of|everything\s+else|all\s+else|other\s+than|otherwise|apart\s+from|except)\b[^,;]*$/i;
const SENTENCES = /(?<=[.!?])\s+|\n+/;

/**
 * The estimate's text from the item's line on: the rest of its sentence (`rest`) and the
 * sentences after it. null when the line is not found in the text.
 */
function fromItem(job: EstimateJob, text: string): { rest: string; next: string[] } | null {
  const sentences = text.split(SENTENCES);
  const at = sentences.findIndex((s) => s.includes(job.line.text));
  if (at < 0) return null;
  const own = sentences[at] ?? '';
  return { rest: own.slice(own.indexOf(job.line.text)), next: sentences.slice(at + 1) };
}

/**
 * Whether the sentence quoting the item, or one of the two after it that is about the same
 * part or a second opinion on it, reports the part checked fine.
 */
export function checkedFine(service: ShopService, job: EstimateJob, text: string): boolean {
  const at = fromItem(job, text);
  if (!at) return false;
  if (saysFine(at.rest.slice(job.line.text.length))) return true;
  return at.next.slice(0, 2).some((next) => namesPart(next, service) && saysFine(next));
}

function saysFine(text: string): boolean {
  const m = FINE.exec(text);
  if (!m) return false;
  const before = text.slice(0, m.index);
  return (
    !NEGATED.test(before) && !OTHER_PARTS.test(before) && !FAULT_AFTER.test(text.slice(m.index))
  );
}

/** "I had it tested at Advance and it passed": the next sentence checks the item just named. */
const CHECKED_IT =
  /\b(?:had|got|took)\s+(?:it|them)\s+(?:\w+\s+)?(?:tested|checked|inspected|looked\s+at)\b|\b(?:tested|checked|inspected|looked\s+at|load[-\s]tested)\s+(?:it|them)\b/i;
/**
 * "I got a second opinion", "another shop looked", "my regular mechanic says…": a second look at
 * what the first shop pitched (the FTC advises one before a costly repair).
 */
const SECOND_OPINION =
  /\bsecond\s+opinion\b|\b(?:another|a\s+second|the\s+other|an\s+independent|my\s+(?:regular|own|usual|local|trusted))\s+(?:shop|mechanic|garage|dealer(?:ship)?|tech(?:nician)?|workshop)\b/i;

/**
 * The next sentence is about the same part: it names it, or its system ("my brakes were fine"),
 * has it checked by pronoun ("I had it tested"), or reports a second opinion on it.
 */
function namesPart(sentence: string, service: ShopService): boolean {
  if (CHECKED_IT.test(sentence)) return true;
  // A second opinion on another system ("another shop did my brakes") says nothing of this one.
  if (SECOND_OPINION.test(sentence)) return !namesOtherSystem(sentence, service);
  const lower = sentence.toLowerCase();
  if (service.aliases.some((a) => lower.includes(a.toLowerCase()))) return true;
  const system = SYSTEM_WORDS[service.system];
  return system !== undefined && system.test(sentence);
}

function namesOtherSystem(sentence: string, service: ShopService): boolean {
  return Object.entries(SYSTEM_WORDS).some(
    ([system, words]) => system !== service.system && words.test(sentence),
  );
}

const SYSTEM_WORDS: Readonly<Record<string, RegExp>> = {
  brakes: /\b(?:brakes?|pads?|rotors?|calipers?)\b/i,
  suspension: /\b(?:suspension|struts?|shocks?)\b/i,
  // The battery, alternator and starter are each their own part: "the battery tested fine"
  // clears the battery, not a starter the shop pitched for a click.
  electrical: /\b(?:charging\s+system|electrical\s+system|electrics)\b/i,
  tires: /\b(?:tires?|tread)\b/i,
};

/** "I couldn't find anything about it in my maintenance manual", "it's not in the owner's manual". */
const NOT_IN_MANUAL =
  /\b(?:not|nothing|no\s+mention|never|isn'?t|wasn'?t|couldn'?t\s+find|can'?t\s+find|unable\s+to\s+find|did\s*n[o']t\s+find)\b[^.!?]{0,60}\b(?:owner'?s'?\s+manual|maintenance\s+(?:manual|schedule|guide|booklet)|service\s+schedule|(?:the|my)\s+manual|(?:the|my)\s+schedule)\b|\b(?:manual|schedule)\s+(?:does\s*n[o']t|never|did\s*n[o']t)\s+(?:say|list|mention|call|show|recommend)\w*/i;

/**
 * Whether the owner says the maker's schedule does not list the item, in the item's own
 * sentence or the two after it ("3) Brake fluid exchange. The advisor said it is due, but I was
 * unable to find anything about it in my maintenance manual").
 */
export function notInManual(job: EstimateJob, text: string): boolean {
  const at = fromItem(job, text);
  return at !== null && [at.rest, ...at.next.slice(0, 2)].some((s) => NOT_IN_MANUAL.test(s));
}
