import { PRIVACY_POLICY_SECTIONS } from '../content/privacy-policy';
import { LegalDocument } from '../features/legal/legal-document';
import { SitePage } from '../layout/site-page';

export function PrivacyPolicyPage() {
  return (
    <SitePage>
      <LegalDocument
        title="Privacy Policy"
        intro={
          <p className="page-lead">
            This policy explains what FairWrench collects when you use the service, how it is used
            and shared, and the choices you have.
          </p>
        }
        sections={PRIVACY_POLICY_SECTIONS}
      />
    </SitePage>
  );
}
