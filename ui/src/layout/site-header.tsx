import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useFlowSend } from '../flow/flow-provider';
import { scrollToHowItWorks } from './scroll-to-how-it-works';

/**
 * The shared header: brand link (sets the start-fresh flag), How It Works, FAQs and Contact;
 * on small screens the same three items sit behind a menu toggle and choosing one closes it.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const send = useFlowSend();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const howItWorks = () => {
    setMenuOpen(false);
    if (pathname === paths.home && scrollToHowItWorks()) return;
    void navigate({ pathname: paths.home, hash: '#how-it-works' });
  };
  const items = (
    <>
      <li>
        <button type="button" className="nav__link" onClick={howItWorks}>
          How It Works
        </button>
      </li>
      <li>
        <Link className="nav__link" to={paths.faqs} onClick={() => setMenuOpen(false)}>
          FAQs
        </Link>
      </li>
      <li>
        <Link className="nav__link" to={paths.contact} onClick={() => setMenuOpen(false)}>
          Contact
        </Link>
      </li>
    </>
  );

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link
          to={paths.home}
          className="brand"
          onClick={() => {
            setMenuOpen(false);
            send({ type: 'BRAND.CLICK' });
          }}
        >
          <span className="brand__mark" aria-hidden="true">
            FW
          </span>
          <span className="brand__name">FairWrench</span>
        </Link>
        <nav aria-label="Main" className="nav nav--desktop">
          <ul className="nav__list">{items}</ul>
        </nav>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="nav nav--mobile container">
          <ul className="nav__list nav__list--stacked">{items}</ul>
        </nav>
      )}
    </header>
  );
}
