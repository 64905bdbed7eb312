import type { Money } from '../types';
import type { LaborRateTable } from './labor-rate-table';

/**
 * Independent-shop labour rate in USD per hour for a two-letter state: the national base scaled
 * by the state's BEA price parity. Unknown states and territories get the national base, which
 * is the honest answer when we have no regional data.
 */
export function laborRate(state: string | null, table: LaborRateTable): Money {
  const entry = state ? table.states[state.trim().toUpperCase()] : undefined;
  const { min, max } = entry ?? table.nationalBase;
  return { min, max };
}
