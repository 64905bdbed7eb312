import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHowItWorks } from './scroll-to-how-it-works';

/** Every navigation starts at the top of the page (section 2), except a jump to How It Works. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash === '#how-it-works' && scrollToHowItWorks()) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
