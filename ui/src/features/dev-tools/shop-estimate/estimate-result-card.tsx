import type { EstimateReview } from '@fairwrench/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatMoney, formatMoneyRange } from '../../../lib/format';
import { ReviewList, ReviewedServices, UnnecessaryItems } from './estimate-result-lists';

function Figures({ review }: { review: EstimateReview }) {
  const rows: [string, string][] = [
    ['Shop estimate total', formatMoney(review.totalEstimate)],
    ['Average cost in your area', formatMoneyRange(review.averageCostInArea)],
    ['Parts', formatMoney(review.parts)],
    ['Labor', formatMoney(review.labor)],
    ['Tax', formatMoney(review.tax)],
  ];
  return (
    <dl className="estimate-result__figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The simulated review, laid out as the owner's estimate review is. */
export function EstimateResultCard({ review }: { review: EstimateReview }) {
  const verdict = review.isFairPrice ? 'Fair price' : 'Above fair price';
  return (
    <Card data-testid="estimate-result" aria-labelledby="estimate-result-title">
      <CardHeader className="row row--between">
        <CardTitle id="estimate-result-title">Estimate Analysis</CardTitle>
        <span className={cn('badge', !review.isFairPrice && 'estimate-result__badge--high')}>
          {verdict}
        </span>
      </CardHeader>
      <CardContent className="stack">
        <Figures review={review} />
        <ReviewedServices services={review.services} />
        <UnnecessaryItems items={review.unnecessaryItems} />
        <ReviewList title="Questions to ask the shop" items={review.questionsToAsk} />
        <section className="dev-test__section" aria-label="Recommendation">
          <h3>Recommendation</h3>
          <p>{review.recommendations}</p>
        </section>
        {review.diagnosticNote && <p className="muted">{review.diagnosticNote}</p>}
      </CardContent>
    </Card>
  );
}
