import type { EstimateReview } from '@fairwrench/contracts';
import { normaliseUnnecessaryItem, verdictParagraphs } from './estimate-model';

/** What to push back on: possibly unnecessary items, questions for the shop, our verdict. */
export function EstimateAdvice({ review }: { review: EstimateReview }) {
  return (
    <>
      <UnnecessaryItems entries={review.unnecessaryItems} />
      {review.questionsToAsk.length > 0 && (
        <section className="result-section" aria-labelledby="questions-title">
          <h2 id="questions-title">Questions to Ask Your Shop</h2>
          <ol className="result-card bullets">
            {review.questionsToAsk.map((question, index) => (
              <li key={`${index}-${question}`}>{question}</li>
            ))}
          </ol>
        </section>
      )}
      <section className="result-section" aria-labelledby="recommendations-title">
        <h2 id="recommendations-title">Our Recommendations</h2>
        <div className="result-card">
          {verdictParagraphs(review.recommendations).map((paragraph, index) => (
            <p key={`${index}-${paragraph}`}>{paragraph}</p>
          ))}
          {review.diagnosticNote && <p className="muted">{review.diagnosticNote}</p>}
        </div>
      </section>
    </>
  );
}

function UnnecessaryItems({ entries }: { entries: EstimateReview['unnecessaryItems'] }) {
  const items = entries.map(normaliseUnnecessaryItem);
  return (
    <section className="result-section" aria-labelledby="unnecessary-title">
      <h2 id="unnecessary-title">Possibly Unnecessary Items</h2>
      {items.length === 0 ? (
        <p className="muted">We found nothing on this estimate that looks unnecessary.</p>
      ) : (
        <ul className="result-list">
          {items.map((entry, index) => (
            <li key={`${index}-${entry.item}`} className="result-card unnecessary">
              <h3 className="unnecessary__item">{entry.item}</h3>
              {entry.details.length > 0 && (
                <ul className="bullets">
                  {entry.details.map((detail, at) => (
                    <li key={`${at}-${detail}`}>{detail}</li>
                  ))}
                </ul>
              )}
              {entry.note && <p className="unnecessary__note">{entry.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
