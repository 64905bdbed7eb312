import type { FlowStepId } from './seed-flow';

/** A route of the web app (spec section 2) and what it needs before it can show. */
export interface SiteRoute {
  readonly path: string;
  /** File-name form of the path: screenshots are saved as `<slug>-<viewport>.png`. */
  readonly slug: string;
  /** Flow pages redirect home without saved ids: walk the flow up to this step first. */
  readonly flow?: {
    readonly managed: boolean;
    readonly currentStep: FlowStepId;
    /** The managed repair booked too (its confirmation shows the booking). */
    readonly scheduled?: boolean;
  };
}

const slugOf = (path: string): string =>
  path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');

const page = (path: string): SiteRoute => ({ path, slug: slugOf(path) });

const step = (
  path: string,
  currentStep: FlowStepId,
  managed = false,
  scheduled = false,
): SiteRoute => ({
  ...page(path),
  flow: { managed, currentStep, scheduled },
});

export const SITE_ROUTES: readonly SiteRoute[] = [
  page('/'),
  page('/steps/vehicle-info'),
  step('/steps/issue-details', 'issue-details'),
  step('/steps/diagnostic-results', 'diagnostic-results'),
  step('/steps/service-options', 'service-options'),
  step('/steps/managed-repair-info', 'managed-repair-info', true),
  step('/steps/confirmation/recommendations', 'confirmation-recommendations'),
  step('/steps/confirmation/managed', 'confirmation-managed', true, true),
  page('/faqs'),
  page('/contact'),
  page('/privacy-policy'),
  page('/terms-conditions'),
  page('/privacy-choices'),
  page('/payment-info'),
  page('/test-api'),
  page('/test-shops'),
  page('/test-shops-direct'),
  page('/test-regional-shops'),
  page('/test-better-shops'),
  page('/test-local-shops'),
  page('/test-shop-estimate'),
  // Any other path: the 404 page.
  page('/no-such-page'),
];
