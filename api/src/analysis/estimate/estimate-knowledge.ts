import type { ContextFix } from '../text/spell-fix';
import { loadMaintenanceMinder, type MinderKnowledge } from './maintenance-minder';
import { loadShopServices } from './service-catalogue';
import { buildServiceIndex, type ServiceIndex } from './service-index';
import { loadStateRules, type StateRulesFile } from './state-rights';

/**
 * What the estimate review knows: the shop-service catalogue, indexed, state rules and Honda's
 * Maintenance Minder codes.
 */
export interface EstimateKnowledge {
  readonly services: ServiceIndex;
  readonly stateRules: StateRulesFile;
  readonly minder: MinderKnowledge;
}

/** `contextFixes`: the text reader's misspellings read by their neighbours ('front breaks'). */
export function loadEstimateKnowledge(
  contextFixes: ReadonlyMap<string, ContextFix>,
): EstimateKnowledge {
  return {
    services: buildServiceIndex(loadShopServices(), contextFixes),
    stateRules: loadStateRules(),
    minder: loadMaintenanceMinder(),
  };
}
