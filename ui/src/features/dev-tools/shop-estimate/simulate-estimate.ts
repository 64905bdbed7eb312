import type { EstimateReview } from '@fairwrench/contracts';
import { ESTIMATE_LINES } from './estimate-lines';
import { addOns, areaCost, questionsToAsk, reviewService, verdict } from './estimate-review-parts';

/** Numbers in [0, 1), like Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

export interface EstimateQuestion {
  readonly description: string;
  /** The optional photo of the estimate: only its name and type are looked at. */
  readonly image?: { readonly name: string; readonly type: string };
}

const SERVICES_PER_ESTIMATE = 3;
const PARTS_SHARE = 0.45;
const SALES_TAX_ON_PARTS = 0.08;

/** A broken random source must fail loudly, not yield NaN prices. */
function checked(random: RandomSource): RandomSource {
  return () => {
    const value = random();
    if (!(value >= 0 && value < 1)) throw new RangeError(`Random source gave ${value}`);
    return value;
  };
}

function validate(question: EstimateQuestion): void {
  if (question.description.trim() === '') throw new Error('The question is empty');
  const image = question.image;
  if (image && !image.type.startsWith('image/')) throw new Error(`${image.name} is not an image`);
}

function noteFor(question: EstimateQuestion): string {
  const photo = question.image ? ` The photo "${question.image.name}" was not read.` : '';
  const asked = question.description.trim().slice(0, 80);
  return `Simulated locally for testing: no real analysis ran.${photo} Your question: "${asked}"`;
}

/**
 * A made-up review of a shop estimate, shaped like the real analysis so the result card can
 * be exercised without the server: a random fair-price verdict, area prices scaled by a random
 * regional factor, and, for an unfair estimate, marked-up lines and add-ons to question.
 * Throws when the photo is not an image: the page's failure path.
 */
export function simulateEstimateReview(
  question: EstimateQuestion,
  random: RandomSource = Math.random,
): EstimateReview {
  validate(question);
  const draw = checked(random);
  const area = 0.85 + draw() * 0.35;
  const isFairPrice = draw() < 0.5;
  const first = Math.floor(draw() * ESTIMATE_LINES.length);
  const services = Array.from({ length: SERVICES_PER_ESTIMATE }, (_, i) =>
    reviewService(first + i, !isFairPrice && (i === 0 || draw() < 0.5), draw, area),
  );
  const extras = addOns(isFairPrice, draw);
  const charged = services.reduce((sum, service) => sum + service.shopEstimate, extras.cost);
  const averageCostInArea = areaCost(services);
  const parts = Math.round(charged * PARTS_SHARE);
  const tax = Math.round(parts * SALES_TAX_ON_PARTS);
  return {
    isFairPrice,
    averageCostInArea,
    recommendations: verdict(isFairPrice, charged, averageCostInArea),
    totalEstimate: charged + tax,
    parts,
    labor: charged - parts,
    tax,
    services,
    unnecessaryItems: extras.items,
    questionsToAsk: questionsToAsk(services, extras.items),
    diagnosticNote: noteFor(question),
  };
}
