import { citation, ruleFor, type RuleFamily } from './advocate-rules';
import { driveWords } from '../vehicle/fact-lines';
import { dollarRange, dollars } from '../costs/format-money';
import { ownPrice, type EstimateJob } from './estimate-jobs';
import {
  appliesToThisCar,
  isJustified,
  ownerGrantsNeed,
  ownWords,
  reasonOf,
  sameSystemRepair,
  vehicleForLine,
  ownerSentencesNaming,
  withoutOwnName,
  type Flag,
  type FlagContext,
} from './flag-context';
import { checkedFine, notInManual } from './checked-fine';
import { treadAboveLimit } from './tread-depth';
import { KM_TO_MILES, milesOf } from '../vehicle/described-mileage';
import { dueCheck, usualInterval } from './maintenance-due';
import { mentionsAny, sentencesOf } from './owner-words';
import { powertrainName, vehicleLabel, type ReviewVehicle } from './review-vehicle';
import type { ShopService } from './service-catalogue';

/**
 * The rules that mark an estimate item as unnecessary or premature. Each rule states its
 * reason in words the owner can repeat at the counter. Rules are ordered from the most
 * certain (the car has no such part) to the most judgement-based (not due yet, marked up),
 * and the first that applies gives the reason.
 */

type Rule = (service: ShopService, job: EstimateJob, ctx: FlagContext) => Flag | null;

const notApplicable: Rule = (service, _job, { vehicle }) => {
  if (!service.notApplicableTo?.includes(vehicle.powertrain)) return null;
  const reason =
    service.notApplicableReason ?? `A ${powertrainName(vehicle)} has no use for this service.`;
  return {
    details: [reason],
    note: `Decline: it does not apply to a ${powertrainName(vehicle)}.`,
    kind: 'not-applicable',
  };
};

const chainEngine: Rule = (service, _job, { vehicle }) => {
  if (!service.chainEngineNotApplicable || vehicle.timingDrive !== 'chain') return null;
  return {
    details: [
      'This engine uses a timing chain, not a belt: there is no timing belt to replace.',
      `The ${vehicleLabel(vehicle)} engine has a timing chain, which needs no scheduled replacement.`,
    ],
    note: 'Decline: there is no timing belt on this engine.',
    kind: 'not-applicable',
  };
};

const electricSteering: Rule = (service, _job, { vehicle, steering }) => {
  if (!service.hydraulicSteeringOnly || steering !== 'electric') return null;
  return {
    details: [
      `The ${vehicleLabel(vehicle)} has electric power steering: there is no power-steering fluid, pump or hose to service.`,
      "Its owner's manual schedule lists no power-steering fluid service.",
    ],
    note: 'Decline: it does not apply to a car with electric steering.',
    kind: 'not-applicable',
  };
};

/**
 * A differential or transfer-case service on a car whose drive has no such part (the car's drive
 * facts: a decoded VIN, else drives.json).
 */
const notOnThisDrive: Rule = (service, _job, { vehicle }) => {
  const drives = vehicle.facts?.drives.value;
  if (!service.drives || !drives || drives.length === 0) return null;
  if (drives.some((d) => service.drives?.includes(d))) return null;
  const how = [...new Set(drives.map(driveWords))].join(' or ');
  const part = service.name.replace(/ (fluid )?service$/i, '').toLowerCase();
  const shared = drives.includes('FWD')
    ? " (a front-wheel-drive car's differential shares the transmission's fluid)"
    : '';
  return {
    details: [
      `The ${vehicleLabel(vehicle)} is ${how}: it has no ${part} of its own to service${shared}.`,
    ],
    note: 'Decline: it does not apply to this car.',
    kind: 'not-applicable',
  };
};

/** Engine oil is amber to black; these colours are other fluids (ATF, power-steering fluid, coolant). */
const NOT_ENGINE_OIL =
  /\b(red|reddish|pink|pinkish|green|greenish|orange|blue)\b[^.]{0,25}\b(fluid|liquid|drip|leak|puddle|spot)/i;

const wrongFluid: Rule = (service, _job, { ownerText }) => {
  const colour = service.leakFluid === 'engine-oil' ? NOT_ENGINE_OIL.exec(ownerText) : null;
  if (!colour) return null;
  return {
    details: [
      `You describe a ${colour[1]?.toLowerCase()} fluid; engine oil is amber to black. Red is usually transmission or power-steering fluid, green, orange or pink usually coolant.`,
      'An engine-oil seal or gasket does not stop a leak of another fluid: ask the shop which fluid is leaking and to show you where.',
    ],
    note: 'Ask first: the repair does not match the leak you describe.',
    kind: 'ask-first',
  };
};

const neverNeeded: Rule = (service) =>
  service.neverNecessary
    ? { details: [reasonOf(service)], note: 'Decline: an add-on with no maintenance value.' }
    : null;

const olderCar: Rule = (service, _job, { vehicle }) => {
  const rule = service.unnecessaryBeforeModelYear;
  if (!rule || vehicle.year >= rule.modelYear || rule.exceptSegments.includes(vehicle.segment))
    return null;
  return { details: [reasonOf(service)], note: "Decline unless your owner's manual calls for it." };
};

const addOn: Rule = (service, job, { jobs }) => {
  const base = service.addonTo ?? [];
  const other = jobs.find((j) => j !== job && j.services.some((s) => base.includes(s.id)));
  if (!other) return null;
  return {
    details: [
      `An extra on top of the ${other.services[0]?.name.toLowerCase() ?? 'service'} already on this estimate.`,
      reasonOf(service),
    ],
    note: 'Decline: the basic service already covers it.',
  };
};

/** "The shocks were replaced around 27,000 miles ago", "new struts 20k miles ago", "8,000 km ago". */
const MILES_AGO =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s*k|\d{3,6})\s*(miles?|mi|kms?|kilomet(?:er|re)s?)\s+ago\b/i;

/**
 * A part the owner says was replaced well inside its usual life is sold again: worth asking to
 * see the fault and whether the earlier repair's warranty covers it, whatever the shop found.
 */
const replacedMilesAgo: Rule = (service, _job, { ownerText }) => {
  const life = service.typicalLife;
  if (!life) return null;
  for (const sentence of ownerSentencesNaming(ownerText, service)) {
    const ago = MILES_AGO.exec(sentence);
    if (!ago) continue;
    const miles = milesOf(ago[1] ?? '') * (/^k/i.test(ago[2] ?? '') ? KM_TO_MILES : 1);
    if (!(miles > 0 && miles < life.miles)) continue;
    return {
      details: [
        `You say these were replaced only about ${Math.round(miles).toLocaleString('en-US')} miles ago; ${life.says}`,
        "Ask to see the leak or the failed test, and whether the earlier repair's parts warranty covers them.",
      ],
      note: 'Ask first: replaced again well before they usually wear out.',
      kind: 'ask-first',
    };
  }
  return null;
};

const recentlyDone: Rule = (service, _job, { recentlyDone: done, symptomsMentioned }) => {
  if (!done.has(service.id) || (service.category === 'repair' && symptomsMentioned)) return null;
  return {
    details: [
      `You say this was done recently or is nearly new; ${service.name.toLowerCase()} should not be due again so soon.`,
    ],
    note: 'Decline, or ask what failed since it was last done.',
  };
};

/** "At every oil change", "every time I go in", "each visit": the service is sold on every visit. */
const EVERY_VISIT =
  /\b(?:at|with|during)\s+(?:every|each)\s+(?:single\s+)?(?:oil\s+change|visit|service)\b|\bevery\s+(?:single\s+)?(?:oil\s+change|time|visit)\b|\beach\s+(?:time|visit)\b/i;

/**
 * "They change my cabin filter at every oil change": the maker schedules it apart from the
 * oil change and less often, so a filter sold on every visit is mostly sold too soon.
 */
const everyOilChange: Rule = (service, job, ctx) => {
  const rule = service.notEveryOilChange;
  if (!rule || hasEvidence(service, job, ctx)) return null;
  const said = [
    ...sentencesQuoting(ctx.estimateText, job.line.text),
    ...ownerSentencesNaming(ctx.ownerText, service),
  ];
  if (!said.some((s) => EVERY_VISIT.test(s))) return null;
  return {
    details: [
      rule.says,
      'Ask to see the old one next to a new one; pay for it when it is visibly dirty or your schedule says it is due.',
    ],
    note: 'Ask first: it is not due at every oil change.',
    kind: 'ask-first',
  };
};

/** The sentences of `text` that quote `line` (the whole line when none does). */
function sentencesQuoting(text: string, line: string): string[] {
  const found = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.includes(line));
  return found.length > 0 ? found : [line];
}

/**
 * "The problem was a loose battery cable", "one coil had been unplugged", "a disconnected vacuum
 * hose": the fault is a connection, and reconnecting it is the repair. Stings set up exactly
 * this and count the parts shops sell for it (APA / CTV W5, AAMCO, the Vancouver Mustang test).
 */
const LOOSE =
  /\b(loose|loosened|disconnected|unplugged|unhooked|detached|came off|popped off)\b(?:\s+\w+){0,3}?\s+(battery\s+)?(cable|terminal|hose|connector|plug|wire|clamp|coil|lead|batter(?:y|ies))s?\b|\b(cable|terminal|hose|connector|coil|wire|lead)s?\b[^.]{0,40}\b(had been|was|were|came)\s+(loose|loosened|disconnected|unplugged|unhooked|detached|off)\b/i;
/** "It was loose, I tightened it, but it still won't start": the connection did not explain it. */
const STILL = /\b(still|again|even after|but it)\b/i;

/** The line that is itself the fault or the fix ("reconnect a vacuum hose", "tighten the terminal"). */
const RECONNECT =
  /\b(re-?connect|re-?attach|tighten|re-?seat|plug(ged)? (it )?back|clean (the )?terminals?)/i;

const simpleFault: Rule = (service, job, ctx) => {
  const line = job.line.text;
  if (RECONNECT.test(line) || LOOSE.test(line)) return null;
  if (service.category !== 'repair' && !soldWithFaultRepair(service, job, ctx)) return null;
  const sentence = sentencesOf(ctx.ownerText).find((s) => LOOSE.test(s));
  if (!sentence || STILL.test(sentence)) return null;
  return {
    details: [
      'You describe the fault as a loose or disconnected connection: reconnecting or tightening it is the repair, and no part needs replacing for it.',
      'Ask the shop to reconnect it and retest before replacing anything. Consumer stings set up exactly this fault and count the parts shops sell for it (APA / CTV W5, 2011: a loosened battery terminal, and only 8 of 30 shops passed).',
    ],
    note: 'Decline: the fault is a connection, not a failed part.',
  };
};

/**
 * "A new coil and six new spark plugs" for an unplugged coil: maintenance of the same system
 * sold beside the repair for a connection fault is part of the same sale, and the fault explains
 * the symptoms it would need, unless the mileage shows it due anyway (the AAMCO sting sold
 * plugs with the coil).
 */
function soldWithFaultRepair(service: ShopService, job: EstimateJob, ctx: FlagContext): boolean {
  if (service.category !== 'maintenance') return false;
  const sameSystem = ctx.jobs.some((j) =>
    j.services.some((s) => s.category === 'repair' && s.system === service.system),
  );
  const vehicle = vehicleForLine(job, ctx.vehicle);
  return sameSystem && !(vehicle.mileageKnown && dueCheck(service, vehicle)?.isDue === true);
}

/**
 * "They said I need a new battery, but AutoZone tested it and it tested good": a check the owner
 * reports as fine outweighs the shop's word, so the part is asked about before it is paid for
 * (the FTC's Auto Repair Basics: get a second opinion; ask to see the finding).
 */
const foundFine: Rule = (service, job, ctx) => {
  if (service.category !== 'repair' || !checkedFine(service, job, ctx.estimateText)) return null;
  return {
    details: [
      reasonOf(service),
      'You say it was checked and found fine, which outweighs a recommendation with no finding behind it.',
      'Ask the shop for the measurement or test result that shows it has failed, and compare it with the check that passed it (the FTC advises a second opinion on a costly repair).',
    ],
    note: 'Ask first: a check found it fine; pay only for a shown failure.',
    kind: 'ask-first',
  };
};

/** "The fronts have 2/32 less tread than the rears": a tread difference between the axles. */
const AXLE_WEAR = [
  /\b(?:tires?|tyres?|tread)\b/i,
  /\b(?:tread|wear|worn)\b/i,
  /\bfront\b/i,
  /\b(?:rear|back)\b/i,
  /\b(?:difference|different|more|less|faster|than|versus|vs)\b/i,
];

/**
 * "The front tires are a little more worn than the back, so they want an alignment and
 * balance": front tires wear faster, and rotation evens that out. With no pull, edge wear or
 * vibration named, the service is not what that wear calls for (services.json `notForAxleWear`).
 */
const axleWearOnly: Rule = (service, _job, ctx) => {
  const rule = service.notForAxleWear;
  const told = sentencesOf(ctx.estimateText).some((s) => AXLE_WEAR.every((p) => p.test(s)));
  if (!rule || !told) return null;
  if (mentionsAny(ctx.estimateText, rule.signs)) return null;
  return {
    details: [
      rule.says,
      'The only reason given is that the front and rear tires differ in tread; ask them to rotate the tires instead, and to show you the wear or the readings that call for this.',
    ],
    note: 'Decline: a front-to-rear tread difference is what tire rotation evens out.',
  };
};

/**
 * "I was unable to find anything about it in my maintenance manual": the owner has checked the
 * maker's schedule, which is the reference the FTC and consumer advocates point to, so a
 * scheduled service it does not list is asked about unless a finding calls for it.
 */
const offSchedule: Rule = (service, job, ctx) => {
  if (service.category === 'repair' || hasEvidence(service, job, ctx)) return null;
  if (!notInManual(job, ctx.estimateText)) return null;
  return {
    details: [
      reasonOf(service),
      "You say your owner's manual does not list it; the maker's schedule is the reference for what is due.",
      'Ask the shop to show where the maker calls for it at this mileage, or what finding calls for it now.',
    ],
    note: "Ask first: not in your maker's schedule.",
    kind: 'ask-first',
  };
};

const needsSymptom: Rule = (service, job, ctx) => {
  // "Reconnect the battery cable" replaces no part: there is no failed part to ask about.
  if (
    !service.requiresSymptom ||
    (service.category === 'repair' && RECONNECT.test(job.line.text)) ||
    !appliesToThisCar(service, ctx.vehicle) ||
    isJustified(service, job, ctx) ||
    ownerSaysSo(service, ctx) ||
    partOfLargerJob(service, ctx)
  )
    return null;
  const heard = ctx.symptomsMentioned
    ? 'Nothing you describe points to it.'
    : 'You did not mention a symptom that calls for it.';
  // A part may have failed without the owner noticing: the shop shows the finding before it is paid for.
  if (service.category === 'repair') {
    return {
      details: [reasonOf(service), heard],
      note: 'Ask first: pay for it only when the shop shows the failed test, the measurement or the worn or leaking part.',
      kind: 'ask-first',
    };
  }
  return {
    details: [reasonOf(service), heard],
    note: 'Decline unless the shop shows a test result or symptom.',
  };
};

const notDueYet: Rule = (service, job, ctx) => {
  if (isJustified(service, job, ctx) || sameSystemRepair(service, ctx.jobs)) return null;
  const vehicle = vehicleForLine(job, ctx.vehicle);
  // A mileage guessed from the age cannot show an item is early: a classic upsell is asked about instead.
  if (!vehicle.mileageKnown && service.upsellUnless) return null;
  const due = dueCheck(service, vehicle);
  if (!due || due.isDue) return null;
  return {
    details: [reasonOf(service), due.explanation],
    note: 'Premature: not due at this age and mileage.',
    kind: 'premature',
  };
};

/** "Lifetime" fluid in the maker's schedule: optional at any mileage, so ask before paying. */
const lifetimeFill: Rule = (service, job, ctx) => {
  const make = ctx.vehicle.make.toLowerCase();
  const year = ctx.vehicle.year;
  const rule = service.lifetimeFill?.find(
    (g) =>
      g.makes.some((m) => m.toLowerCase() === make) &&
      (g.fromModelYear === undefined || year >= g.fromModelYear),
  );
  if (!rule) return null;
  if (hasEvidence(service, job, ctx)) return null;
  return {
    details: [rule.reason],
    note: "Optional: your maker's schedule lists no change; ask what problem it would fix.",
    kind: 'ask-first',
  };
};

/**
 * What a consumer advocate says when the facts are missing: a classic upsell with nothing to
 * show it is due (no mileage, no symptom, no measurement) is probably not needed yet, and the
 * owner is told what to check before paying for it.
 */
const unproven: Rule = (service, job, ctx) => {
  const rule = service.upsellUnless;
  const vehicle = vehicleForLine(job, ctx.vehicle);
  if (!rule || (vehicle.mileageKnown && !rule.always) || originalPastLife(service, vehicle, ctx)) {
    return null;
  }
  // A filter quoted at about what the part costs has nothing to decline: "an air filter, $22".
  if (service.flagWhenOverpriced && job.price !== null && job.price <= job.fair.total.max) {
    return null;
  }
  // A flush beside a repair of its system is part of that repair; rotors beside pads are not.
  const others = rule.always ? [] : ctx.jobs.filter((j) => j !== job);
  if (hasEvidence(service, job, ctx) || sameSystemRepair(service, others) || measured(job)) {
    return null;
  }
  // The work the owner came in for is their own choice, not the shop's sale.
  if (pricedByOwner(service, ctx.ownerText) || ctx.requested?.has(service.id)) return null;
  const missing = rule.always
    ? 'Nothing on the estimate or in your description shows it is needed.'
    : 'Without the mileage or when it was last done, nothing shows it is due, and shops often sell it long before it is.';
  const usual = rule.always ? null : usualInterval(service, ctx.vehicle);
  // Not proven unneeded either: the owner is told to ask, not that the item is not needed.
  const reason = service.flagReason ?? `${service.name}: ask what it would fix before agreeing.`;
  return {
    details: [reason, missing, ...(usual ? [usual] : [])],
    note: `Likely unnecessary unless ${rule.check}.`,
    kind: 'ask-first',
  };
};

/**
 * "58,000 miles and four original shocks": the owner says the parts are the factory ones and
 * the car is past the mileage given for replacing them (services.json `typicalLife`), so they
 * may well be worn and are not called unnecessary for want of a symptom not yet noticed. The
 * counterpart of `replacedMilesAgo`.
 */
function originalPastLife(service: ShopService, vehicle: ReviewVehicle, ctx: FlagContext): boolean {
  const life = service.typicalLife;
  if (life === undefined || !vehicle.mileageKnown || vehicle.mileage < life.miles) return false;
  return ownerSentencesNaming(ctx.ownerText, service).some((s) => ORIGINAL.test(s));
}

const ORIGINAL = /\b(original|factory|never (been )?replaced)\b/i;

/** "I just priced a spark plug tune up at two dealers", "I got quotes for a timing belt". */
const PRICE_SHOPPING =
  /\b(i|we)\s+(just\s+|have\s+|had\s+)?(priced|price[ds]?[- ]shopped|shopped around|(got|asked for|called for|collected)\s+(a\s+|some\s+|two\s+|three\s+)?(price|quote|estimate)s?\s+(for|on))\b/i;

/**
 * The owner is shopping for a price on work they chose to have done: they ask whether the
 * price is fair, not whether the work is needed, so it is not called unneeded for want of facts.
 */
function pricedByOwner(service: ShopService, ownerText: string): boolean {
  return ownerSentencesNaming(ownerText, service).some((s) => PRICE_SHOPPING.test(s));
}

/**
 * "All four brakes", "front and rear": front brakes do most of the stopping and wear out first,
 * so a quote for every wheel with no thickness given, and nothing the owner noticed, is asked
 * about wheel by wheel before it is paid for (advocate-rules.json `wholeSet`).
 */
const wholeSet: Rule = (service, job, ctx) => {
  const rule = service.rules?.find((r) => r.wholeSet !== undefined);
  const set = rule?.wholeSet;
  if (!rule || !set || measured(job) || mentionsAny(ownWords(ctx), set.unlessOwnerSays)) {
    return null;
  }
  if (!mentionsAny(ctx.estimateText, set.words)) return null;
  return {
    details: [rule.says, ...(rule.ask ? [rule.ask] : [])],
    note: "Ask first: ask for each wheel's pad and rotor thickness in mm before paying for all of them.",
    kind: 'ask-first',
  };
};

/** A tensioner beside a timing belt or water pump is part of that job, not a part sold on its own. */
function partOfLargerJob(service: ShopService, ctx: FlagContext): boolean {
  const larger = service.justifiedWith ?? [];
  return ctx.jobs.some((j) => j.services.some((s) => larger.includes(s.id)));
}

/**
 * Evidence for a classic upsell counts wherever the owner wrote it, symptom or not ("it was
 * split"); the shop's bare diagnosis (`claimWords`: "the struts were leaking") counts only in
 * the owner's own sentences, not in the one that quotes the item.
 */
function hasEvidence(service: ShopService, job: EstimateJob, ctx: FlagContext): boolean {
  const claims = new Set(service.claimWords ?? []);
  const findings = (service.justifiedBy ?? []).filter((w) => !claims.has(w));
  return (
    isJustified(service, job, ctx) ||
    mentionsAny(withoutOwnName(ctx.ownerText, service), findings) ||
    mentionsAny(withoutOwnName(ownWords(ctx), service), [...claims])
  );
}

/**
 * The owner's own sentences (not the ones quoting the shop's items) name a sign that calls for
 * the part, whether or not the text reader counted it as a symptom ("I keep having to add
 * coolant"). The shop's kind of diagnosis (`claimWords`: "frozen") is left to `isJustified`.
 */
function ownerSaysSo(service: ShopService, ctx: FlagContext): boolean {
  const claims = new Set(service.claimWords ?? []);
  const findings = (service.justifiedBy ?? []).filter((w) => !claims.has(w));
  return mentionsAny(withoutOwnName(ownWords(ctx), service), findings);
}

/** A thickness on the line, or a measurement it mentions ("never even measured them" does not count). */
function measured(job: EstimateJob): boolean {
  const text = job.line.text;
  return (
    /\d(\.\d+)?\s*(mm|thou|in(ch(es)?)?)\b/i.test(text) ||
    mentionsAny(text, ['measur', 'below spec', 'below min', 'under min', 'under spec'])
  );
}

/** "Due for maintenance at 3,000 miles" on a car whose maker calls for 5,000 or more (advocate-rules.json). */
const shortInterval: Rule = (service, job, { vehicle }) => {
  const rule = service.rules?.find((r) => r.shortInterval !== undefined);
  const short = rule?.shortInterval;
  if (!rule || !short || vehicle.year < short.fromModelYear) return null;
  const named = namedInterval(job.line.text);
  if (named === null || named > short.miles) return null;
  return {
    details: [
      rule.says,
      ...(rule.ask ? [rule.ask] : []),
      citation(rule, vehicle.make, service.id),
    ].filter((line) => line !== ''),
    note: "Ask first: your owner's manual most likely calls for a longer interval.",
    kind: 'ask-first',
  };
};

/** "3,000 miles", "3000-mile", "3k": the interval a line names, or null. */
function namedInterval(text: string): number | null {
  const m = /\b(\d{1,2}(?:,\d{3})|\d{4,5}|\d{1,2}\s*k)[\s-]*(?:miles?|mi\b)?/i.exec(text);
  if (!m?.[1] || !/miles?|mi\b|k/i.test(m[0])) return null;
  const raw = m[1].toLowerCase().replace(/[,\s]/g, '');
  return raw.endsWith('k') ? Number(raw.slice(0, -1)) * 1000 : Number(raw);
}

/** "The pads have 6mm left", "brakes at 7 mm": a pad thickness in the owner's words. */
const PAD_THICKNESS = /\b(?:pads?|brakes?)\b(?:\s+[\w']+){0,4}?\s+(\d+(?:\.\d+)?)\s*mm\b/gi;

/**
 * A pad thickness above the wear limit: on the line itself, or, when the line gives none, in
 * the owner's words (a second mechanic's "the pads have 6mm left").
 */
const padsStillGood: Rule = (service, job, ctx) => {
  if (!service.wearLimitMm) return null;
  const mm = (words: string) =>
    [...words.matchAll(/(\d+(?:\.\d+)?)\s*mm\b/gi)].map((m) => Number(m[1]));
  // The item's own words first: a sentence listing "front pads 3mm …, rear brakes 5mm" is one text.
  const own = mm(job.line.description);
  const onLine = own.length > 0 ? own : mm(job.line.text);
  const told = [...ctx.ownerText.matchAll(PAD_THICKNESS)].map((m) => Number(m[1]));
  const measured = onLine.length > 0 ? onLine : told;
  if (measured.length === 0 || Math.min(...measured) <= service.wearLimitMm) return null;
  const where = onLine.length > 0 ? 'The estimate gives' : 'You say the pads measure';
  return {
    details: [
      reasonOf(service),
      `${where} ${Math.min(...measured)} mm, above the usual ${service.wearLimitMm} mm replacement point.`,
    ],
    note: 'Premature: ask to recheck at the next service.',
    kind: 'premature',
  };
};

const markedUp: Rule = (service, job) => {
  const price = ownPrice(job);
  // A price for a package or a mixed line says nothing of one filter in it.
  const others = job.services.some((s) => !s.flagWhenOverpriced);
  if (!service.flagWhenOverpriced || price === null || others) return null;
  if (price <= job.fair.total.max) return null;
  const fair = dollarRange(job.fair.total);
  return {
    details: [reasonOf(service), `Quoted at ${dollars(price)}; a fair price here is ${fair}.`],
    note: 'Overpriced: ask for a fair price or buy the part yourself.',
    overpriced: true,
  };
};

/**
 * On a Honda or Acura whose estimate names its Maintenance Minder code, a service some other
 * code calls for is not due by the car's own count of oil life, time and use (ADR 104).
 */
const notInMinderCode: Rule = (service, job, ctx) => {
  const due = ctx.minder?.due;
  const scheduledBy = ctx.minder?.scheduledBy.get(service.id);
  if (!due || scheduledBy === undefined || due.due.has(service.id)) return null;
  if (isJustified(service, job, ctx)) return null;
  const { make, timingDrive } = ctx.vehicle;
  const onBelt = service.chainEngineNotApplicable && timingDrive !== 'belt';
  return {
    details: [
      `${service.name}: your ${make}'s Maintenance Minder calls for it with sub-item ${scheduledBy}${onBelt ? ' on engines with a timing belt' : ''}, from the car's own count of oil life, time and use (${make} owner's manual). The code given is ${due.code} (${due.items}), which does not include it.`,
      'Ask the shop to show you the code on the dashboard; until the car shows it, the service is not due.',
    ],
    note: `Premature: not in the Maintenance Minder code ${due.code}.`,
    kind: 'premature',
  };
};

/** A service a Minder package on the same estimate already includes, priced again on its own. */
const inMinderPackage: Rule = (service, job, ctx) => {
  if (job.line.minderCode !== undefined) return null;
  const packages = new Set(ctx.jobs.flatMap((j) => j.line.minderCode ?? []));
  const sold = ctx.minder?.sold.find((c) => packages.has(c.code) && c.due.has(service.id));
  if (!sold) return null;
  return {
    details: [
      `${service.name} is part of the ${sold.code} service on this estimate (${sold.items}).`,
      'Ask why it is billed again, or have it taken off.',
    ],
    note: `Billed twice: already in the ${sold.code} service.`,
  };
};

/** The car has no such part: these judge whatever else shows it is due (ADR 104). */
const NOT_FOR_THIS_CAR: readonly Rule[] = [
  notApplicable,
  chainEngine,
  electricSteering,
  notOnThisDrive,
];

const RULES: readonly Rule[] = [
  ...NOT_FOR_THIS_CAR,
  inMinderPackage,
  notInMinderCode,
  wrongFluid,
  neverNeeded,
  olderCar,
  addOn,
  replacedMilesAgo,
  recentlyDone,
  everyOilChange,
  simpleFault,
  foundFine,
  axleWearOnly,
  offSchedule,
  needsSymptom,
  notDueYet,
  shortInterval,
  lifetimeFill,
  treadAboveLimit,
  unproven,
  wholeSet,
  padsStillGood,
  markedUp,
];

/** The rules that judge an item by a schedule: the Minder's own code outranks them (ADR 104). */
const BY_SCHEDULE: readonly Rule[] = [
  everyOilChange,
  offSchedule,
  needsSymptom,
  notDueYet,
  shortInterval,
  lifetimeFill,
  unproven,
];

/**
 * Which advocate-rule families explain the flags of each rule, so the flag can cite the rule
 * (advocate-rules.json) behind it. Rules not listed (a recent repeat, a marked-up price) judge
 * this estimate's own facts and cite nothing.
 */
const CITES = new Map<Rule, readonly RuleFamily[]>([
  [notApplicable, ['not-for-this-car']],
  [chainEngine, ['timing-belt-on-chain']],
  [electricSteering, ['not-for-this-car']],
  [notOnThisDrive, ['not-for-this-car']],
  [neverNeeded, ['add-on-no-value']],
  [simpleFault, ['part-without-finding']],
  [foundFine, ['part-without-finding']],
  [offSchedule, ['never-in-schedule', 'before-first-interval']],
  [needsSymptom, ['never-in-schedule', 'part-without-finding']],
  [notDueYet, ['before-first-interval', 'never-in-schedule']],
  [lifetimeFill, ['before-first-interval']],
  [
    unproven,
    ['never-in-schedule', 'before-first-interval', 'part-without-finding', 'whole-for-one-part'],
  ],
  [wholeSet, ['part-without-finding']],
  [treadAboveLimit, ['part-without-finding']],
]);

/** The first rule that flags `service` in `job`, or null when the item looks justified. */
export function flagFor(service: ShopService, job: EstimateJob, ctx: FlagContext): Flag | null {
  if (bundleItemized(service, job, ctx.jobs)) return null;
  // "Yes, I needed new pads, but $640?": granting the need is not granting the price.
  const granted = ownerGrantsNeed(job);
  // What the car's own Maintenance Minder calls for is due, whatever a schedule would say.
  const due = ctx.minder?.due.due.has(service.id) ?? false;
  for (const rule of RULES) {
    if (granted && rule !== markedUp) continue;
    if (due && BY_SCHEDULE.includes(rule)) continue;
    const flag = rule(service, job, ctx);
    if (flag) return cited(flag, service, CITES.get(rule) ?? [], ctx.vehicle.make);
  }
  return null;
}

/** A bundle whose services the estimate also names one by one: those lines are judged instead. */
function bundleItemized(
  service: ShopService,
  job: EstimateJob,
  jobs: readonly EstimateJob[],
): boolean {
  const parts = service.bundleOf ?? [];
  return jobs.some((j) => j !== job && j.services.some((s) => parts.includes(s.id)));
}

/**
 * Ends a flag with what to ask at the counter and where the judgement comes from: the advocate
 * rule whose family explains this flag on this service, and the "charged but not done" check
 * for services stings caught being billed and skipped.
 */
function cited(
  flag: Flag,
  service: ShopService,
  families: readonly RuleFamily[],
  make: string,
): Flag {
  const rules = service.rules ?? [];
  if (flag.overpriced || rules.length === 0) return flag;
  const rule = ruleFor(rules, families);
  const checks = rules.filter((r) => r.family === 'charged-not-done').map((r) => r.ask);
  const extra = [rule?.ask, ...checks, rule ? citation(rule, make, service.id) : undefined].filter(
    (line): line is string => line !== undefined && line !== '' && !flag.details.includes(line),
  );
  return extra.length === 0 ? flag : { ...flag, details: [...flag.details, ...extra] };
}
