import { loadCollisionKnowledge, type CollisionKnowledge } from './collision/collision-knowledge';
import { loadCoverageKnowledge, type CoverageKnowledge } from './coverage/coverage-knowledge';
import { loadCostKnowledge, type CostKnowledge } from './costs/cost-context';
import { loadEstimateKnowledge, type EstimateKnowledge } from './estimate/estimate-knowledge';
import { loadPartsKnowledge, type PartsKnowledge } from './parts/parts-catalogue';
import { loadSymptomKnowledge, type SymptomKnowledge } from './symptoms/diagnose-symptoms';
import { loadCueVocabulary } from './text/cue-vocabulary';
import { loadLexicon, type CompiledLexicon } from './text/load-lexicon';
import { loadVehicleKnowledge, type VehicleKnowledge } from './vehicle/vehicle-knowledge';
import type { VehicleFactsLookup } from './vehicle/vehicle-facts-port';
import { openVpicLookup } from './vehicle/vpic/vpic-lookup';
import type { Half } from './eval/real-cases';
import { PRODUCT_HALVES } from './similarity/case-index';
import { openSimilarity, type SimilaritySignal } from './similarity/similarity';

/**
 * Everything the analysis engine knows, loaded from the JSON files in ./knowledge, validated
 * and indexed once at start-up, then passed to every analysis. Nothing is loaded lazily or
 * kept in a module: the composition root owns this object and tests build their own.
 */
export interface AnalysisKnowledge {
  readonly lexicon: CompiledLexicon;
  readonly vehicles: VehicleKnowledge;
  readonly costs: CostKnowledge;
  readonly symptoms: SymptomKnowledge;
  readonly estimate: EstimateKnowledge;
  readonly collision: CollisionKnowledge;
  readonly parts: PartsKnowledge;
  readonly coverage: CoverageKnowledge;
  /** The learned similarity signal (ADR 049); null ranks causes on the engine alone. */
  readonly similarity: SimilaritySignal | null;
}

/**
 * vPIC is opened here by default (once per process; ADR 043); tests may pass NO_VEHICLE_FACTS.
 * So is the similarity model (ADR 049); null ranks on the engine alone.
 */
export function loadAnalysisKnowledge(
  vehicleFacts: VehicleFactsLookup = openVpicLookup(),
  similarity: SimilaritySignal | null = openSimilarity(),
  /** The real cases whose answers shift the job priors (ADR 086); none for the engine alone. */
  answeredHalves: readonly Half[] = PRODUCT_HALVES,
): AnalysisKnowledge {
  const cues = loadCueVocabulary();
  const lexicon = loadLexicon(cues);
  return {
    lexicon,
    vehicles: loadVehicleKnowledge(vehicleFacts),
    costs: loadCostKnowledge(),
    symptoms: loadSymptomKnowledge(cues, answeredHalves),
    estimate: loadEstimateKnowledge(lexicon.spelling.contextFixes),
    collision: loadCollisionKnowledge(),
    parts: loadPartsKnowledge(),
    coverage: loadCoverageKnowledge(),
    similarity,
  };
}
