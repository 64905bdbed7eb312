import type { UnnecessaryItem } from '@fairwrench/contracts';
import { dollars } from '../costs/format-money';
import type { EstimateJob } from './estimate-jobs';
import { isJustified, type Flag, type FlagContext } from './flag-context';
import { flagFor } from './flag-rules';
import type { ShopService } from './service-catalogue';

/**
 * Applies the flag rules to every service on the estimate and words the results for the
 * owner: unnecessary items quoting the estimate's own wording, and items that are only
 * questionable (an alignment nobody asked for) kept apart so they do not count as upsells.
 */

export interface Finding {
  readonly job: EstimateJob;
  readonly service: ShopService;
  readonly flag: Flag;
  /** The item as the estimate wrote it. */
  readonly item: string;
}

export function findings(jobs: readonly EstimateJob[], ctx: FlagContext): Finding[] {
  const found: Finding[] = [];
  for (const job of jobs) {
    job.matches.forEach((match, i) => {
      const flag = flagFor(match.service, job, ctx);
      if (flag) found.push({ job, service: match.service, flag, item: itemText(job, i) });
    });
  }
  return found;
}

/** Each item ends with what it was quoted at, once: a rule that judged the price already says it. */
export function unnecessaryItems(found: readonly Finding[]): UnnecessaryItem[] {
  return found.map(({ job, flag, item }) => {
    const quoted = `Quoted at ${dollars(job.price ?? 0)}`;
    const said = flag.details.some((d) => d.startsWith(quoted));
    return {
      item,
      details:
        job.price === null || job.services.length > 1 || said
          ? [...flag.details]
          : [...flag.details, `${quoted}.`],
      note: flag.note,
    };
  });
}

/** Services sold without a reason that are worth a question but not a "decline". */
export function questionable(jobs: readonly EstimateJob[], ctx: FlagContext): EstimateJob[] {
  const supports = (job: EstimateJob) =>
    job.services.some(
      (s) => s.category === 'repair' && ['steering', 'suspension', 'tires'].includes(s.system),
    );
  if (jobs.some(supports)) return [];
  return jobs.filter((job) =>
    job.services.some((s) => s.questionableWithoutSymptom && !isJustified(s, job, ctx)),
  );
}

/** One service of several on a line, or a service named in a sentence, quotes its own words. */
function itemText(job: EstimateJob, index: number): string {
  const match = job.matches[index];
  const description = job.line.description;
  const short = description.split(/\s+/).length <= 6;
  if (!match || (job.matches.length === 1 && job.line.kind !== 'note' && short)) return description;
  return description.slice(match.start, match.end).replace(/^["'(]+|["')]+$/g, '') || description;
}
