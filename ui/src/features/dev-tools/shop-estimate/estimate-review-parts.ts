import type { MoneyRange, ReviewedService, UnnecessaryItem } from '@fairwrench/contracts';
import { formatMoney, formatMoneyRange } from '../../../lib/format';
import { ESTIMATE_LINES, SHOP_SUPPLIES_FEE, UPSELLS } from './estimate-lines';

/** The pieces of a simulated estimate review; simulate-estimate.ts puts them together. */

type Draw = () => number;

/** An overpriced line costs 15% to 60% more than the area's fair maximum. */
const MARKUP_MIN = 1.15;
const MARKUP_SPREAD = 0.45;

export function reviewService(
  index: number,
  overpriced: boolean,
  draw: Draw,
  area: number,
): ReviewedService {
  const line = ESTIMATE_LINES[index % ESTIMATE_LINES.length]!;
  const min = Math.round(line.fair.min * area);
  const max = Math.round(line.fair.max * area);
  const shopEstimate = overpriced
    ? Math.round(max * (MARKUP_MIN + draw() * MARKUP_SPREAD))
    : Math.round(min + draw() * (max - min));
  return {
    name: line.name,
    description: line.description,
    priceRange: { min, max },
    shopEstimate,
    isFair: !overpriced,
  };
}

/** A fair estimate has no add-ons; an unfair one carries one upsell and a padded fee. */
export function addOns(fair: boolean, draw: Draw): { items: UnnecessaryItem[]; cost: number } {
  if (fair) return { items: [], cost: 0 };
  const upsell = UPSELLS[Math.floor(draw() * UPSELLS.length)]!;
  const item = { item: upsell.item, details: [...upsell.details], note: upsell.note };
  return { items: [item, SHOP_SUPPLIES_FEE], cost: upsell.price };
}

export function areaCost(services: readonly ReviewedService[]): MoneyRange {
  return {
    min: services.reduce((sum, service) => sum + service.priceRange.min, 0),
    max: services.reduce((sum, service) => sum + service.priceRange.max, 0),
  };
}

const ALWAYS_ASK = [
  'Can you show me the worn parts before and after the repair?',
  'Are these parts OEM, OEM-equivalent or aftermarket, and what warranty comes with them?',
  'Which of these repairs are needed now, and which can safely wait?',
];

export function questionsToAsk(
  services: readonly ReviewedService[],
  extras: readonly UnnecessaryItem[],
): string[] {
  const asked = [...ALWAYS_ASK];
  const high = services.find((service) => !service.isFair);
  if (high) {
    const limit = formatMoney(high.priceRange.max);
    asked.push(`Why is the ${high.name.toLowerCase()} line above ${limit}?`);
  }
  for (const extra of extras) {
    if (typeof extra !== 'string') asked.push(`What calls for ${extra.item.toLowerCase()}?`);
  }
  return asked;
}

export function verdict(fair: boolean, charged: number, area: MoneyRange): string {
  const usual = formatMoneyRange(area);
  if (fair) {
    return `This estimate is in line with local prices: shops in your area usually charge ${usual} for this work.`;
  }
  return (
    `This estimate looks high: ${formatMoney(charged)} before tax for work that shops in your ` +
    `area usually do for ${usual}. Ask about the flagged lines, or get a second quote.`
  );
}
