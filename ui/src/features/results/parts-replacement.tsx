import type { ReplacementPart } from '@fairwrench/contracts';
import { formatMoney, formatMoneyRange } from '../../lib/format';
import type { PartsReplacement as PartsBlock } from './result-view';

const QUOTE_VERDICTS = {
  below: 'below the typical range',
  within: 'in line with the typical range',
  above: 'above the typical range',
} as const;

/** Each part with its price, labor, time and total; the whole job's range last. */
export function PartsReplacement({ parts }: { parts: PartsBlock | null }) {
  if (!parts) return <p className="muted">Parts replacement data not available</p>;
  return (
    <section className="result-section" aria-labelledby="parts-title">
      <h2 id="parts-title">Parts to Replace</h2>
      <ul className="result-list">
        {parts.parts.map((part, index) => (
          <li key={`${index}-${part.name}`}>
            <PartCard part={part} headingId={`part-${index}-name`} />
          </li>
        ))}
      </ul>
      <p className="result-total">
        <span>Total estimate</span>
        <strong>{formatMoneyRange(parts.totalEstimate)}</strong>
      </p>
      {parts.quoteCheck ? (
        <div className="result-card" role="group" aria-labelledby="quote-check-title">
          <h3 id="quote-check-title">
            Your quote: {formatMoney(parts.quoteCheck.quoted)} (
            {QUOTE_VERDICTS[parts.quoteCheck.verdict]})
          </h3>
          <p>{parts.quoteCheck.note}</p>
        </div>
      ) : null}
      {parts.priceBasis ? <p className="muted">{parts.priceBasis}</p> : null}
      {parts.testFirst?.length ? (
        <div className="result-card" role="group" aria-labelledby="test-first-title">
          <h3 id="test-first-title">Test before you buy</h3>
          <ul className="bullets">
            {parts.testFirst.map((advice) => (
              <li key={advice}>{advice}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function PartCard({ part, headingId }: { part: ReplacementPart; headingId: string }) {
  return (
    <article className="result-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{part.name}</h3>
      <dl className="facts">
        <div>
          <dt>Part cost</dt>
          <dd>{formatMoneyRange(part.estimatedCost)}</dd>
        </div>
        <div>
          <dt>Labor cost</dt>
          <dd>{formatMoneyRange(part.laborCost)}</dd>
        </div>
        <div>
          <dt>Replacement time</dt>
          <dd>{part.replacementTime}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="facts__total">{formatMoneyRange(part.totalCost)}</dd>
        </div>
      </dl>
    </article>
  );
}
