import type { ReviewedService } from '@fairwrench/contracts';
import type { ServiceIndex } from './service-index';

/**
 * The repairs an estimate names, for the "could this be free?" check. Maintenance, add-ons and
 * inspections are not failures: a transmission flush says nothing about a failed transmission,
 * so only the repairs on each line are passed on ("Water pump + Coolant flush" gives the pump).
 */
export function namedRepairs(rows: readonly ReviewedService[], index: ServiceIndex): string[] {
  const repairs = new Set(
    index.aliases.filter((a) => a.service.category === 'repair').map((a) => a.service.name),
  );
  return rows.flatMap((row) => row.name.split(' + ').filter((name) => repairs.has(name)));
}
