import { NO_FACTS } from '../vehicle/car-facts';
import { conditionalPrefix, requirementsState } from '../vehicle/job-requirements';
import type { PartMention } from './find-parts';
import type { PartEntry, PartsKnowledge } from './parts-catalogue';
import type { PricedVehicle } from './vehicle-input';

/**
 * The car's facts say it lacks a feature the part needs (a belt kit for a chain engine): the
 * same test that keeps the symptom engine from naming a job the car cannot have.
 */
export function ruledOutByFacts(part: PartEntry, vehicle: PricedVehicle): boolean {
  return requirementsState(vehicle.facts ?? NO_FACTS, part.requires) === 'absent';
}

/** "If your engine has a timing belt (not a chain): " when the facts cannot tell; '' otherwise. */
export function requirementPrefix(part: PartEntry, vehicle: PricedVehicle): string {
  return conditionalPrefix(vehicle.facts ?? NO_FACTS, part.requires);
}

/**
 * "Timing belt and water pump" on a chain engine: the kit is not priced, so a part it would have
 * included that the owner named inside its words (the water pump) is priced on its own.
 */
export function withPartsNamedInside(
  text: string,
  mentions: readonly PartMention[],
  vehicle: PricedVehicle,
  catalogue: PartsKnowledge,
): PartMention[] {
  return mentions.flatMap((m) => {
    if (!ruledOutByFacts(m.part, vehicle)) return [m];
    const words = ` ${text.slice(m.start, m.end)} `;
    const inside = (m.part.includes ?? []).flatMap((id) => {
      const part = catalogue.data.parts.find((p) => p.id === id);
      const named = part?.aliases.some((alias) => words.includes(` ${alias} `));
      return part && named ? [{ ...m, part, plural: false }] : [];
    });
    // A kit the car cannot have includes nothing: it stays only to tell the owner why.
    return [{ ...m, part: { ...m.part, includes: [] } }, ...inside];
  });
}
