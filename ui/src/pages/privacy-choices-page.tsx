import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { OptOutByEmailForm } from '../features/privacy-choices/opt-out-by-email-form';
import { PrivacyChoicesPanel } from '../features/privacy-choices/privacy-choices-panel';
import '../features/privacy-choices/privacy-choices.css';
import { SitePage } from '../layout/site-page';

/** Do Not Sell or Share My Personal Information (CCPA/CPRA), linked from every page's footer. */
export function PrivacyChoicesPage() {
  return (
    <SitePage>
      <div className="container container--narrow">
        <h1 className="page-title">Do Not Sell or Share My Personal Information</h1>
        <p className="page-lead">
          FairWrench is free because partner repair shops pay for referrals. As our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains, we share owners&apos;
          contact details with those shops as leads. You can tell us to stop.
        </p>
        <ul className="privacy-choices__points">
          <li>Opting out stops any new sharing of your details, from the moment we record it.</li>
          <li>
            Details already shared stay with the shops that received them, under their own privacy
            policies.
          </li>
          <li>Your analysis, your results and the lists of local shops keep working as before.</li>
        </ul>
        <div className="stack">
          <PrivacyChoicesPanel />
          <OptOutByEmailForm />
          <p>
            To see everything we hold about you, or to delete it, go to{' '}
            <Link to={paths.yourData}>Your Data</Link>.
          </p>
        </div>
      </div>
    </SitePage>
  );
}
