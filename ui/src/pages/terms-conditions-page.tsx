import { TERMS_ACKNOWLEDGMENT, TERMS_SECTIONS } from '../content/terms';
import { LegalDocument } from '../features/legal/legal-document';
import { SitePage } from '../layout/site-page';

export function TermsConditionsPage() {
  return (
    <SitePage>
      <LegalDocument
        title="Terms & Conditions"
        intro={
          <p className="page-lead">
            Please read these terms carefully: they include a lead-generation disclosure and an
            agreement to binding arbitration.
          </p>
        }
        sections={TERMS_SECTIONS}
        closing={TERMS_ACKNOWLEDGMENT}
      />
    </SitePage>
  );
}
