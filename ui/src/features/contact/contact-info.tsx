import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SUPPORT } from '../../config/support';
import { Button } from '../../components/ui/button';

function InfoItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="contact-info__item">
      <h2 className="contact-info__title">{title}</h2>
      {children}
    </li>
  );
}

/** Other ways to reach support, and the shortcut most visitors really want: an analysis. */
export function ContactInfo() {
  return (
    <aside className="contact-info" aria-label="Other ways to get help">
      <ul className="contact-info__list">
        <InfoItem title="Email Support">
          <p>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
          <p className="muted">We respond within 24 hours</p>
        </InfoItem>
        <InfoItem title="Phone Support">
          <p>
            <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
          </p>
          <p className="muted">{SUPPORT.hours}</p>
        </InfoItem>
        <InfoItem title="24/7 Expert Analysis">
          <p className="muted">
            Describe your vehicle and its problem at any hour and get an analysis in minutes.
          </p>
          <Button asChild>
            <Link to={paths.vehicleInfo}>Get Expert Analysis Now</Link>
          </Button>
        </InfoItem>
      </ul>
      <p className="contact-info__tip">
        <strong>Tip:</strong> for questions about a specific repair,{' '}
        <Link to={paths.vehicleInfo}>start a free analysis</Link> first: it often answers them
        faster than we can.
      </p>
    </aside>
  );
}
