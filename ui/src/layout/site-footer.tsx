import { Link } from 'react-router-dom';
import { useToday } from '../app/use-today';
import { paths } from '../config/paths';
import { SUPPORT } from '../config/support';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsConditions, label: 'Terms & Conditions' },
  { to: paths.privacyChoices, label: 'Do Not Sell or Share My Personal Information' },
  { to: paths.yourData, label: 'Your Data' },
] as const;

export function SiteFooter() {
  const year = useToday().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">FairWrench</p>
          <p className="site-footer__text">
            Expert guidance available 24/7, with accurate diagnostics and fair pricing.
          </p>
          <a className="site-footer__link" href={SUPPORT.social} rel="noopener noreferrer">
            Follow us on social media
          </a>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link className="site-footer__link" to={to}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="site-footer__contact">
          <a className="site-footer__link" href={SUPPORT.phoneHref}>
            {SUPPORT.phone}
          </a>
          <a className="site-footer__link" href={`mailto:${SUPPORT.email}`}>
            {SUPPORT.email}
          </a>
        </address>
      </div>
      <p className="site-footer__copyright container">© {year} FairWrench. All rights reserved.</p>
    </footer>
  );
}
