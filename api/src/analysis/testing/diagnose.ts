import type { DiagnosticResults } from '@fairwrench/contracts';
import { analyse } from '../engine';
import type { AnalysisInput } from '../types';
import { testKnowledge } from './knowledge';

const knowledge = testKnowledge();
const NOW = new Date('2026-11-21T12:00:00Z');

/** A symptom diagnosis of `description` for `vehicle` in Columbus, Ohio, on a fixed date. Test code only. */
export function diagnoseSymptoms(
  description: string,
  vehicle: AnalysisInput['vehicle'],
): DiagnosticResults {
  const outcome = analyse(
    { vehicle, zipCode: '43215', issueType: 'symptoms', description, now: NOW },
    knowledge,
  );
  if (outcome.resultType !== 'diagnostic') throw new Error('expected a diagnosis');
  return outcome.results;
}
