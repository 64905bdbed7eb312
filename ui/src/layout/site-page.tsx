import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Pages shown in this visit; the first one was a full page load. */
let pagesShown = 0;

/**
 * After an in-app navigation, focus moves to the new page's main content, as a full page load
 * would reset it: keyboard and screen-reader users start on the new page, not the old button.
 */
function useFocusOnArrival() {
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (pagesShown++ > 0) main.current?.focus({ preventScroll: true });
  }, []);
  return main;
}

/** Header, the page's main landmark, footer. */
export function SitePage({ children, className }: { children: ReactNode; className?: string }) {
  const main = useFocusOnArrival();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main ref={main} id="main" tabIndex={-1} className={cn('site__main', className)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
