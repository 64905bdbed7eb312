import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

/** The way out when no answer fits: straight to the contact form. */
export function StillHaveQuestions() {
  return (
    <section className="faq-help" aria-labelledby="faq-help-title">
      <h2 id="faq-help-title" className="faq-help__title">
        Still have questions?
      </h2>
      <p className="faq-help__text">
        Our support team is happy to help with anything these answers do not cover.
      </p>
      <Button asChild>
        <Link to={paths.contact}>Contact Support</Link>
      </Button>
    </section>
  );
}
