import type { VehicleProfile } from '../types';
import type { TimingRule } from './vehicle-knowledge';
import { mentions } from './mentions';

type TimingDrive = VehicleProfile['timingDrive'];

/**
 * Decides belt or chain from the model's rules for this model year, else the make's. Rules
 * naming engine words ('v6', '3.5', 'tdi') apply only when the owner wrote one of them, and
 * then outrank the general rule. Disagreeing rules mean 'unknown': saying 'chain' to the owner
 * of a belt engine could let a needed belt change be waved off as an upsell.
 */
export function timingDrive(
  modelRules: readonly TimingRule[] | undefined,
  makeRules: readonly TimingRule[] | undefined,
  year: number,
  modelText: string,
): TimingDrive {
  const text = ` ${modelText.toLowerCase()} `;
  const forModel = covering(modelRules, year);
  const rules = forModel.length > 0 ? forModel : covering(makeRules, year);
  const hinted = rules.filter((r) => r.when?.some((word) => mentions(text, word)));
  const general = rules.filter((r) => !r.when);
  return single(hinted.length > 0 ? hinted : general);
}

function covering(rules: readonly TimingRule[] | undefined, year: number): TimingRule[] {
  return (rules ?? []).filter((r) => !r.years || (year >= r.years[0] && year <= r.years[1]));
}

function single(rules: readonly TimingRule[]): TimingDrive {
  const drives = new Set(rules.map((r) => r.drive));
  const [only] = drives;
  return drives.size === 1 && only ? only : 'unknown';
}
