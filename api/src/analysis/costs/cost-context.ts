import type { CostContext, Money, VehicleProfile } from '../types';
import { laborRate } from './labor-rate';
import { loadLaborRates, type LaborRateTable } from './labor-rate-table';
import { loadPriceIndex, priceLevel, priceLevelNote, type PriceIndex } from './price-level';
import { loadZipStates, zipToState, type ZipStates } from './zip-to-state';

/** What prices are made of: regional labour rates, the ZIP-to-state table, the price level. */
export interface CostKnowledge {
  readonly laborRates: LaborRateTable;
  readonly zipStates: ZipStates;
  readonly priceIndex: PriceIndex;
}

export function loadCostKnowledge(): CostKnowledge {
  return { laborRates: loadLaborRates(), zipStates: loadZipStates(), priceIndex: loadPriceIndex() };
}

/**
 * Where this vehicle's prices come from in this ZIP on the day `now`: the regional shop rate,
 * lifted by the specialist premium of its segment and powertrain, the parts and hours
 * multipliers, and the year's price level (ADR 083: the knowledge prices in its base year's
 * dollars; a quote from 2009 or from today is judged in its own year's).
 */
export function costContext(
  profile: VehicleProfile,
  zipCode: string,
  costs: CostKnowledge,
  now: Date,
): CostContext {
  const table = costs.laborRates;
  const state = zipToState(zipCode, costs.zipStates);
  const level = priceLevel(costs.priceIndex, now);
  const regional = laborRate(state, table);
  const base = {
    min: roundTo5(regional.min * level.factor),
    max: roundTo5(regional.max * level.factor),
  };
  const segment = table.multipliers.segment[profile.segment];
  const powertrain = table.multipliers.powertrain[profile.powertrain];
  const rateFactor = segment.laborRate * powertrain.laborRate;
  const laborRatePerHour = {
    min: roundTo5(base.min * rateFactor),
    max: roundTo5(base.max * rateFactor),
  };
  const partsMultiplier = round2(segment.parts * powertrain.parts * level.factor);
  const laborHoursMultiplier = round2(segment.laborHours * powertrain.laborHours);
  const levelNote = priceLevelNote(costs.priceIndex, level);
  return {
    laborRatePerHour,
    partsMultiplier,
    laborHoursMultiplier,
    priceLevel: level.factor,
    ...(levelNote ? { pricesNote: levelNote } : {}),
    state,
    sources: [
      rateNote(state, base, laborRatePerHour, table.sources[0] ?? 'BEA Regional Price Parities'),
      `Parts ×${partsMultiplier} and labor hours ×${laborHoursMultiplier} for a ` +
        `${profile.segment} ${profile.powertrain} vehicle (FairWrench editorial multipliers` +
        `${level.factor === 1 ? '' : ", with the year's price level"}).`,
      ...(levelNote ? [levelNote] : []),
    ],
  };
}

/**
 * The same job at a dealer, for a quote the owner says came from one: the dealer's labour rate
 * and the maker's own parts at list, each with its sourced premium. A range at independent
 * prices would call every dealer quote overpriced.
 */
export function atDealer(
  ctx: CostContext,
  costs: CostKnowledge,
): { readonly ctx: CostContext; readonly basis: string } {
  const dealer = costs.laborRates.shopTypes.dealer;
  const laborRatePerHour = {
    min: roundTo5(ctx.laborRatePerHour.min * dealer.laborRate),
    max: roundTo5(ctx.laborRatePerHour.max * dealer.laborRate),
  };
  const partsMultiplier = round2(ctx.partsMultiplier * dealer.parts);
  const basis =
    `Priced at a dealer's labor rate, $${laborRatePerHour.min}-$${laborRatePerHour.max}/h ` +
    `(about ${percentAbove(dealer.laborRate)} above independent shops: ${dealer.source}), ` +
    `and the maker's own parts at about ${percentAbove(dealer.parts)} above independent ` +
    `shops' prices (${dealer.partsSource}).`;
  return {
    ctx: {
      ...ctx,
      laborRatePerHour,
      partsMultiplier,
      dealer: true,
      sources: [...ctx.sources, basis],
    },
    basis,
  };
}

function percentAbove(factor: number): string {
  return `${Math.round((factor - 1) * 100)} %`;
}

function rateNote(state: string | null, base: Money, rate: Money, bea: string): string {
  const where = state ? `${state} independent-shop rate` : 'national independent-shop rate';
  const adjusted =
    rate.min === base.min && rate.max === base.max
      ? ''
      : `, $${rate.min}-$${rate.max}/h for this vehicle`;
  return `Labor: ${where} $${base.min}-$${base.max}/h${adjusted} (${bea}).`;
}

function roundTo5(n: number): number {
  return Math.round(n / 5) * 5;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
