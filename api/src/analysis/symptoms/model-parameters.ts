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
    temperature: z.number().gt(0),
    evidenceScale: z.number().gt(0),
  }),
});

let cached: ModelParameters | undefined;

export function modelParameters(): ModelParameters {
  cached ??= loadKnowledge(CALIBRATION_FILE, calibrationSchema).parameters;
  return cached;
}
