import type { PotentialCause } from '@fairwrench/contracts';
import { formatHours } from '../costs/format-hours';
import { jobCost } from '../costs/job-cost';
import { lookupCode, type ObdCodeInfo, type ObdTable } from '../obd/obd-codes';
import type { CostContext, Money, ReadText } from '../types';

/** Without a matching job we know the labour (from OBDex) but not the part: a wide band. */
const GENERIC_PARTS: Money = { min: 30, max: 400 };
const DEFAULT_HOURS: Money = { min: 1, max: 2.5 };

function urgencyOf(info: ObdCodeInfo | undefined): PotentialCause['urgency'] {
  if (info?.limpModePossible) return { level: 'High', timeframe: 'within days' };
  if (info?.emissionsRelevant) return { level: 'Medium', timeframe: 'within weeks' };
  return { level: 'Medium', timeframe: 'within weeks' };
}

function describe(code: string, info: ObdCodeInfo | undefined): string {
  if (!info)
    return `Code ${code} is not in our trouble-code table; a scan tool reading and a diagnostic at a shop will pin it down.`;
  const likely = info.causes.filter((c) => c.likelihood === 'high').map((c) => c.label);
  const causes = likely.length > 0 ? ` Most often: ${likely.slice(0, 3).join('; ')}.` : '';
  return `${info.description ?? info.title}${causes}`;
}

/**
 * A cause for each trouble code the owner quoted that none of the ranked jobs explains.
 * Probability stays moderate: the code says where the fault is, not which part failed.
 */
export function unexplainedCodeCauses(
  read: ReadText,
  explained: ReadonlySet<string>,
  ctx: CostContext,
  obd: ObdTable,
): PotentialCause[] {
  return read.codes
    .filter((c) => !explained.has(c.evidence) && !explained.has(c.code))
    .map(({ code, evidence }) => {
      const info = lookupCode(code, obd);
      const cost = jobCost(GENERIC_PARTS, info?.hours ?? DEFAULT_HOURS, ctx);
      return {
        name: info ? `Fault behind ${code}: ${info.title}` : `Fault behind code ${code}`,
        probability: info ? 55 : 35,
        costRange: cost.total,
        description: describe(code, info),
        repairTime: formatHours(cost.hours),
        urgency: urgencyOf(info),
        why: [evidence],
      };
    });
}
