import type { PotentialCause } from '@fairwrench/contracts';
import { TooltipProvider } from '../../components/ui/tooltip';
import { CauseCard } from './cause-card';

/** The causes in the order the analysis ranked them (most probable first). */
export function PotentialCauses({ causes }: { causes: readonly PotentialCause[] }) {
  return (
    <section className="result-section" aria-labelledby="causes-title">
      <h2 id="causes-title">Potential Causes</h2>
      {causes.length === 0 ? (
        <p className="muted">
          We could not match your description to a known cause. A qualified mechanic can inspect the
          vehicle and find the problem.
        </p>
      ) : (
        <TooltipProvider>
          <ol className="result-list">
            {causes.map((cause, index) => (
              <li key={`${index}-${cause.name}`}>
                <CauseCard cause={cause} rank={index + 1} />
              </li>
            ))}
          </ol>
        </TooltipProvider>
      )}
    </section>
  );
}
