import './zod-config';
import { StrictMode } from 'react';
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
 * hydrated; the page's code, preloaded by its HTML, hydrates its part as it arrives. Any other
 * HTML (the client pages' shell, or a page served for a URL the router reads otherwise) is
 * replaced.
 */
const prerendered = container.dataset.prerendered;
if (prerendered !== undefined && prerendered === routePathOf(window.location.pathname)) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
