import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, routePathOf } from './app/router';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/**
 * Public pages arrive pre-rendered (scripts/prerender.mjs names the route on #root) and are
 * hydrated; the page's code hydrates its part as it arrives. Any other HTML (the client pages'
 * shell, or a page served for a URL the router reads otherwise) is replaced.
 *
 * Both run as a transition, which React renders in slices of a few milliseconds, yielding to
 * the browser between them: a slow phone stays responsive to input while the page hydrates,
 * instead of being blocked for one long task (Lighthouse's total blocking time).
 */
const prerendered = container.dataset.prerendered;
startTransition(() => {
  if (prerendered !== undefined && prerendered === routePathOf(window.location.pathname)) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
