import { loadShopServices } from './service-catalogue';
import { buildServiceIndex, type ServiceIndex } from './service-index';
import { loadStateRules, type StateRulesFile } from './state-rights';

/** What the estimate review knows: the shop-service catalogue, indexed, and state rules. */
export interface EstimateKnowledge {
  readonly services: ServiceIndex;
  readonly stateRules: StateRulesFile;
}

export function loadEstimateKnowledge(): EstimateKnowledge {
  return {
    services: buildServiceIndex(loadShopServices()),
    stateRules: loadStateRules(),
  };
}
