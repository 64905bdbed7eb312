import type { EstimateReview as Review } from '@fairwrench/contracts';
import { cn } from '../../lib/cn';
import { formatMoney, formatMoneyRange } from '../../lib/format';
import { EstimateAdvice } from './estimate-advice';
import { estimateTotalsView, fairPriceVerdict } from './estimate-model';
import { EstimateServices } from './estimate-services';
import './estimate-review.css';

/** The review of a shop's estimate: verdict first, then the figures, lines and advice. */
export function EstimateReview({ review }: { review: Review | null }) {
  if (!review) return <p className="muted">Estimate review data not available</p>;
  const verdict = fairPriceVerdict(review);
  return (
    <>
      <section
        className={cn('result-card verdict', `verdict--${verdict.tone}`)}
        aria-labelledby="verdict-title"
      >
        <h2 id="verdict-title" className="verdict__title">
          {verdict.title}
        </h2>
        <p className="verdict__average">
          Average cost in your area: <strong>{formatMoneyRange(review.averageCostInArea)}</strong>
        </p>
        <EstimateFacts review={review} />
      </section>
      <EstimateServices services={review.services} />
      <EstimateAdvice review={review} />
    </>
  );
}

function EstimateFacts({ review }: { review: Review }) {
  const about: [string, string | undefined][] = [
    ['Shop', review.shopName],
    ['Location', review.location],
    ['Vehicle', review.vehicleInfo],
  ];
  const totals = estimateTotalsView(review);
  return (
    <>
      <dl className="facts">
        {about
          .filter(([, value]) => Boolean(value))
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {totals.rows.map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        ))}
        <div>
          <dt>Estimate total</dt>
          <dd className="facts__total">{formatMoney(review.totalEstimate)}</dd>
        </div>
      </dl>
      {totals.note && <p className="muted">{totals.note}</p>}
    </>
  );
}
