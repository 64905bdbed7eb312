import type { IssueAnalyst } from '@fairwrench/domain';
import { analyse, ENGINE_VERSION } from '../../analysis/engine';
import type { AnalysisKnowledge } from '../../analysis/knowledge';
import { vehicleProfile } from '../../analysis/vehicle/vehicle-profile';

/** The engine, with the knowledge loaded at start-up, as the issue decider's analyst. */
export function issueAnalyst(knowledge: AnalysisKnowledge): IssueAnalyst {
  return (issue) => ({
    ...analyse(issue, knowledge),
    powertrain: vehicleProfile(issue.vehicle, issue.now, knowledge.vehicles).powertrain,
    engineVersion: ENGINE_VERSION,
  });
}
