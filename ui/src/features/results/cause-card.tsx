import type { PotentialCause } from '@fairwrench/contracts';
import { cn } from '../../lib/cn';
import { formatMoneyRange } from '../../lib/format';
import { InfoTip } from '../../components/ui/tooltip';
import { evidenceQuotes, probabilityPercent, urgencyAdvice, urgencyClass } from './cause-model';
import './cause-card.css';

/**
 * One likely cause: how probable (its badge read against the other causes), what it costs, how
 * urgent, and why we think so.
 */
export function CauseCard({
  cause,
  rank,
  badge,
  urgencyReason = cause.urgencyReason,
}: {
  cause: PotentialCause;
  rank: number;
  badge: string;
  /** Why it is this urgent, as the page words it (by default the cause's own reason). */
  urgencyReason?: string | undefined;
}) {
  const percent = probabilityPercent(cause.probability);
  const headingId = `cause-${rank}-name`;
  return (
    <article className="result-card cause" aria-labelledby={headingId}>
      <div className="cause__head">
        <h3 id={headingId} className="cause__name">
          {cause.name}
        </h3>
        <span className="cause__label">{badge}</span>
      </div>
      <p className="cause__probability">
        <strong>{percent}%</strong> probability
      </p>
      <div className="cause__bar" aria-hidden="true">
        <div className="cause__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <CauseFacts cause={cause} />
      {urgencyReason && <p className="cause__urgency-reason">{urgencyReason}</p>}
      {cause.knownPattern && <p className="cause__known-pattern">{cause.knownPattern}</p>}
      <p className="cause__description">{cause.description}</p>
      <Evidence why={cause.why} />
    </article>
  );
}

function CauseFacts({ cause }: { cause: PotentialCause }) {
  return (
    <dl className="facts">
      <div>
        <dt>Estimated cost</dt>
        <dd>{formatMoneyRange(cause.costRange)}</dd>
      </div>
      <div>
        <dt>Repair time</dt>
        <dd>{cause.repairTime}</dd>
      </div>
      <div>
        <dt>Urgency</dt>
        <dd>
          <span className={cn('urgency', urgencyClass(cause.urgency.level))}>
            {cause.urgency.level}
          </span>{' '}
          <span className="urgency__timeframe">{cause.urgency.timeframe}</span>
          <InfoTip label={`What "${cause.urgency.timeframe}" means`}>
            {urgencyAdvice(cause.urgency.timeframe)}
          </InfoTip>
        </dd>
      </div>
    </dl>
  );
}

function Evidence({ why }: { why: readonly string[] | undefined }) {
  const quotes = evidenceQuotes(why);
  if (quotes.length === 0) return null;
  return (
    <div className="evidence">
      <h4 className="evidence__title">Why we think so</h4>
      <p className="evidence__lead">You told us:</p>
      <ul className="evidence__quotes">
        {quotes.map((quote) => (
          <li key={quote}>{quote}</li>
        ))}
      </ul>
    </div>
  );
}
