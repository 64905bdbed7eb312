import { diagnosticResultsSchema, partsResultsSchema } from '@fairwrench/contracts';
import type { ListedShop } from './listed-shop';

/**
 * What the owner's problem asks of a shop. Bodywork is required: a mechanic cannot repair
 * collision damage, so other shops are left out. The others are preferences: a shop with the
 * skill ranks first, but any good shop can still look at the car.
 */
export interface ShopNeeds {
  readonly bodywork: boolean;
  readonly highVoltage: boolean;
  readonly transmission: boolean;
}

export const NO_NEEDS: ShopNeeds = { bodywork: false, highVoltage: false, transmission: false };

/** The facts of an analysis the needs are read from, as the diagnostics read model holds them. */
export interface DiagnosticFacts {
  readonly issueType: string;
  readonly resultType: string;
  readonly results: unknown;
  readonly powertrain: string | null;
}

/** Hybrids and plug-ins carry high-voltage systems too; an EV-trained shop handles them safely. */
const HIGH_VOLTAGE_POWERTRAINS = new Set(['ev', 'phev', 'hybrid']);

/** Drivetrain work for a transmission specialist; an A/C or fan clutch is not. */
const TRANSMISSION_WORK =
  /transmission|\bcvt\b|torque converter|gearbox|transfer case|clutch (disc|kit|master|release)/i;

/** The most likely cause, or any part to replace, points to the transmission. */
function pointsToTransmission(resultType: string, results: unknown): boolean {
  if (resultType === 'diagnostic') {
    const parsed = diagnosticResultsSchema.safeParse(results);
    const causes = parsed.success ? parsed.data.potentialCauses : [];
    const top = [...causes].sort((a, b) => b.probability - a.probability)[0];
    return top !== undefined && TRANSMISSION_WORK.test(top.name);
  }
  if (resultType === 'parts') {
    const parsed = partsResultsSchema.safeParse(results);
    const parts = parsed.success ? parsed.data.partsReplacement.parts : [];
    return parts.some((part) => TRANSMISSION_WORK.test(part.name));
  }
  return false;
}

export function needsOf(facts: DiagnosticFacts): ShopNeeds {
  return {
    bodywork: facts.issueType === 'collision' || facts.resultType === 'collision',
    highVoltage: facts.powertrain !== null && HIGH_VOLTAGE_POWERTRAINS.has(facts.powertrain),
    transmission: pointsToTransmission(facts.resultType, facts.results),
  };
}

export function offersBodywork(shop: ListedShop): boolean {
  return shop.services.includes('body') || shop.services.includes('collision');
}

/** How many of the preferred skills the shop has: higher ranks first. */
export function preferenceFit(shop: ListedShop, needs: ShopNeeds): number {
  const highVoltage = needs.highVoltage && shop.services.includes('ev') ? 1 : 0;
  const transmission = needs.transmission && shop.services.includes('transmission') ? 1 : 0;
  return highVoltage + transmission;
}

/** A shop for mechanical work: body-and-collision-only shops are not. */
export function offersMechanical(shop: ListedShop): boolean {
  return shop.services.includes('general');
}

/**
 * Whether the shop is the kind of shop the job calls for (ADR 058). Collision damage: any shop
 * that can do it (canDo keeps body shops only). Anything else: a mechanic, and an EV specialist
 * only for a car with high-voltage parts: a CV axle on a gas Civic goes to neither a body shop
 * nor an EV & hybrid specialist. Shops of another kind are offered only when none of the
 * job's kind is within the widest search.
 */
export function fitsTheJob(shop: ListedShop, needs: ShopNeeds): boolean {
  if (needs.bodywork) return true;
  if (!offersMechanical(shop)) return false;
  return needs.highVoltage || !shop.services.includes('ev');
}

/** Shops that cannot do the required work are left out. */
export function canDo(shop: ListedShop, needs: ShopNeeds): boolean {
  return !needs.bodywork || offersBodywork(shop);
}
