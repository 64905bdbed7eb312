import { ContactForm } from '../features/contact/contact-form';
import { ContactInfo } from '../features/contact/contact-info';
import '../features/contact/contact.css';
import { SitePage } from '../layout/site-page';

export function ContactPage() {
  return (
    <SitePage>
      <div className="container">
        <h1 className="page-title">Contact Us</h1>
        <p className="page-lead">
          Questions about an analysis, a shop or a managed repair? Send us a message.
        </p>
        <div className="contact-layout">
          <ContactForm />
          <ContactInfo />
        </div>
      </div>
    </SitePage>
  );
}
