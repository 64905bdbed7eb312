import type { LeadAnalysis, MoneyRange } from '@fairwrench/contracts';
import type { Unstamped } from '../event-envelope';

type Produced = Unstamped<'DiagnosticProduced'>['data'];
type Finding = LeadAnalysis['findings'][number];

const FINDINGS = 3;

const finding = (name: string, costRange: MoneyRange | null): Finding => ({
  name,
  probability: null,
  urgency: null,
  costRange,
});

/** The span from the cheapest finding's low end to the dearest's high end. */
function span(ranges: readonly (MoneyRange | null)[]): MoneyRange | null {
  const known = ranges.filter((range): range is MoneyRange => range !== null);
  if (known.length === 0) return null;
  return {
    min: Math.min(...known.map((range) => range.min)),
    max: Math.max(...known.map((range) => range.max)),
  };
}

/**
 * What a shop needs from the analysis to quote: its kind, the leading findings with their
 * costs, and the whole job's range. Free text (the owner's words, our explanations) stays out:
 * the shop hears the problem from the owner.
 */
export function leadAnalysisOf(produced: Produced): LeadAnalysis {
  const base = { diagnosticId: produced.diagnosticId, kind: produced.issueType ?? 'symptoms' };
  switch (produced.resultType) {
    case 'diagnostic': {
      const causes = [...produced.results.potentialCauses]
        .sort((a, b) => b.probability - a.probability)
        .slice(0, FINDINGS);
      const findings = causes.map((cause) => ({
        name: cause.name,
        probability: cause.probability,
        urgency: cause.urgency.level,
        costRange: cause.costRange,
      }));
      return { ...base, findings, totalCostRange: span(findings.map((f) => f.costRange)) };
    }
    case 'estimate': {
      const review = produced.results.estimateReview;
      const findings = review.services
        .slice(0, FINDINGS)
        .map((service) => finding(service.name, service.priceRange));
      return { ...base, kind: 'estimate', findings, totalCostRange: review.averageCostInArea };
    }
    case 'parts': {
      const { parts, totalEstimate } = produced.results.partsReplacement;
      const findings = parts.slice(0, FINDINGS).map((part) => finding(part.name, part.totalCost));
      return { ...base, kind: 'parts', findings, totalCostRange: totalEstimate };
    }
    case 'collision': {
      const repair = produced.results.collisionRepair;
      const findings = repair.repairAreas.slice(0, FINDINGS).map((area) => finding(area, null));
      return {
        ...base,
        kind: 'collision',
        findings,
        totalCostRange: repair.estimatedCost ?? null,
      };
    }
  }
}
