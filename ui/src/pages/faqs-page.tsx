import { FaqAccordion } from '../features/faqs/faq-accordion';
import { StillHaveQuestions } from '../features/faqs/still-have-questions';
import { SitePage } from '../layout/site-page';

export function FaqsPage() {
  return (
    <SitePage>
      <div className="container container--narrow">
        <h1 className="page-title">Frequently Asked Questions</h1>
        <p className="page-lead">
          Answers about how FairWrench works, what it costs and what happens to your request.
        </p>
        <FaqAccordion />
        <StillHaveQuestions />
      </div>
    </SitePage>
  );
}
