import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { ConfirmOptOut } from '../features/privacy-choices/confirm-opt-out';
import { SitePage } from '../layout/site-page';

/** Where an opt-out by e-mail's link lands (ADR 026). */
export function PrivacyChoicesConfirmPage() {
  return (
    <SitePage>
      <div className="container container--narrow stack">
        <h1 className="page-title">Confirm Your Opt-Out</h1>
        <div aria-live="polite">
          <ConfirmOptOut />
        </div>
        <p>
          <Link to={paths.privacyChoices}>Back to your privacy choices</Link>
        </p>
      </div>
    </SitePage>
  );
}
