import { z } from 'zod';
import { loadKnowledge } from '../knowledge-loader';
import type { ModelParameters } from './scoring-model';

export const CALIBRATION_FILE = 'calibration.json';

export const calibrationSchema = z.object({
  description: z.string(),
  fittedOn: z.string(),
  parameters: z.object({
    unlistedCueLikelihood: z.number().gt(0).lt(1),
    cueWeight: z.number().gt(0),
    contextCueWeight: z.number().gt(0),
    mentionWeight: z.number().min(0),
    codeExplainedRatio: z.number().gt(1),
    codeUnexplainedRatio: z.number().gt(0).lte(1),
    backgroundCueWeight: z.number().min(0).max(1),
    foundMentionWeight: z.number().min(0),
    triedPenalty: z.number().min(0),
    temperature: z.number().gt(0),
    evidenceScale: z.number().gt(0),
    similarityNeighbours: z.int().min(1),
    similaritySharpness: z.number().gt(0),
    similarityAlsoVote: z.number().min(0).max(1),
    similarityWeight: z.number().min(0),
    similarityFloor: z.number().gt(0),
    answeredPriorWeight: z.number().min(0).max(1),
    answeredPseudoCount: z.number().gt(0),
    urgencyNeighbours: z.int().min(1),
    urgencySharpness: z.number().gt(0),
    urgencyAgreement: z.number().gt(0.5).max(1),
  }),
});

export function loadModelParameters(): ModelParameters {
  return loadKnowledge(CALIBRATION_FILE, calibrationSchema).parameters;
}
