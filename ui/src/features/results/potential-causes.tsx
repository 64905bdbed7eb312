import { causeBadge, type PotentialCause } from '@fairwrench/contracts';
import { Alert } from '../../components/ui/alert';
import { TooltipProvider } from '../../components/ui/tooltip';
import { CauseCard } from './cause-card';
import { probabilityPercent } from './cause-model';
import type { DiagnosisAdvice } from './result-view';

/** A cause made urgent by the safety warning points to it rather than repeating it. */
export const SEE_SAFETY_WARNING = 'Urgent because of the safety warning above.';

/**
 * The causes in the order the analysis ranked them (most probable first), after any safety
 * sign the owner reported (what to do, before anything else) and, when the description was
 * too vague to rank, a plain note; the questions that would narrow the causes come last.
 */
export function PotentialCauses({
  causes,
  advice,
}: {
  causes: readonly PotentialCause[];
  advice: DiagnosisAdvice;
}) {
  const percents = causes.map((cause) => probabilityPercent(cause.probability));
  const warned = new Set(advice.safetyAlerts.map((alert) => alert.reason));
  return (
    <>
      {advice.safetyAlerts.map((alert) => (
        <Alert key={alert.reason} variant="destructive" title="Safety warning" className="safety">
          <p>{alert.reason}</p>
          <p className="safety__evidence">
            You told us: <q>{alert.evidence}</q>
          </p>
        </Alert>
      ))}
      <section className="result-section" aria-labelledby="causes-title">
        <h2 id="causes-title">Potential Causes</h2>
        {advice.clarityNote && <p className="clarity-note">{advice.clarityNote}</p>}
        {causes.length === 0 ? (
          <p className="muted">
            We could not match your description to a known cause. A qualified mechanic can inspect
            the vehicle and find the problem.
          </p>
        ) : (
          <TooltipProvider>
            <ol className="result-list">
              {causes.map((cause, index) => (
                <li key={`${index}-${cause.name}`}>
                  <CauseCard
                    cause={cause}
                    rank={index + 1}
                    badge={causeBadge(percents, index)}
                    urgencyReason={
                      cause.urgencyReason && warned.has(cause.urgencyReason)
                        ? SEE_SAFETY_WARNING
                        : cause.urgencyReason
                    }
                  />
                </li>
              ))}
            </ol>
          </TooltipProvider>
        )}
      </section>
      <FollowUpQuestions questions={advice.followUpQuestions} />
    </>
  );
}

function FollowUpQuestions({ questions }: { questions: readonly string[] }) {
  if (questions.length === 0) return null;
  return (
    <section className="result-section follow-up" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">Questions That Would Narrow It Down</h2>
      <p className="muted">
        Your answers would tell these causes apart. Tell your mechanic, or go back and add them to
        your description.
      </p>
      <ul className="follow-up__list">
        {questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
    </section>
  );
}
