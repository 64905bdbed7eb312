import { type ComponentType, lazy, type LazyExoticComponent, useEffect } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { serverRoutePaths } from '../config/server-route-paths';
import { RootLayout } from './root-layout';
import { RouteHead } from './route-head';

/**
 * Every route of section 2, each page its own chunk: the landing page downloads only what it
 * shows, and Stripe's code is reached only from /payment-info. Declarative routes keep the
 * router's data APIs (loaders, actions, fetchers) out of the bundle: we use none of them.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const PAGES = {
  HomePage: page(() => import('../pages/home-page'), 'HomePage'),
  VehicleInfoPage: page(() => import('../pages/vehicle-info-page'), 'VehicleInfoPage'),
  IssueDetailsPage: page(() => import('../pages/issue-details-page'), 'IssueDetailsPage'),
  DiagnosticResultsPage: page(
    () => import('../pages/diagnostic-results-page'),
    'DiagnosticResultsPage',
  ),
  ServiceOptionsPage: page(() => import('../pages/service-options-page'), 'ServiceOptionsPage'),
  ManagedRepairInfoPage: page(
    () => import('../pages/managed-repair-info-page'),
    'ManagedRepairInfoPage',
  ),
  ConfirmationPage: page(() => import('../pages/confirmation-page'), 'ConfirmationPage'),
  FaqsPage: page(() => import('../pages/faqs-page'), 'FaqsPage'),
  ContactPage: page(() => import('../pages/contact-page'), 'ContactPage'),
  PrivacyPolicyPage: page(() => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage'),
  TermsConditionsPage: page(() => import('../pages/terms-conditions-page'), 'TermsConditionsPage'),
  PrivacyChoicesPage: page(() => import('../pages/privacy-choices-page'), 'PrivacyChoicesPage'),
  PrivacyChoicesConfirmPage: page(
    () => import('../pages/privacy-choices-confirm-page'),
    'PrivacyChoicesConfirmPage',
  ),
  YourDataPage: page(() => import('../pages/your-data-page'), 'YourDataPage'),
  PaymentInfoPage: page(() => import('../pages/payment-info-page'), 'PaymentInfoPage'),
  TestApiPage: page(() => import('../pages/test-api-page'), 'TestApiPage'),
  TestShopsPage: page(() => import('../pages/test-shops-page'), 'TestShopsPage'),
  TestShopsDirectPage: page(() => import('../pages/test-shops-direct-page'), 'TestShopsDirectPage'),
  TestRegionalShopsPage: page(
    () => import('../pages/test-regional-shops-page'),
    'TestRegionalShopsPage',
  ),
  TestBetterShopsPage: page(() => import('../pages/test-better-shops-page'), 'TestBetterShopsPage'),
  TestLocalShopsPage: page(() => import('../pages/test-local-shops-page'), 'TestLocalShopsPage'),
  TestShopEstimatePage: page(
    () => import('../pages/test-shop-estimate-page'),
    'TestShopEstimatePage',
  ),
  NotFoundPage: page(() => import('../pages/not-found-page'), 'NotFoundPage'),
} as const;

/** Each route's title and head tags are in config/page-meta.ts, keyed by these paths. */
const ROUTES: readonly [path: string, Page: ComponentType][] = [
  [paths.home, PAGES.HomePage],
  [paths.vehicleInfo, PAGES.VehicleInfoPage],
  [paths.issueDetails, PAGES.IssueDetailsPage],
  [paths.diagnosticResults, PAGES.DiagnosticResultsPage],
  [paths.serviceOptions, PAGES.ServiceOptionsPage],
  [paths.managedRepairInfo, PAGES.ManagedRepairInfoPage],
  [paths.confirmation, PAGES.ConfirmationPage],
  [paths.faqs, PAGES.FaqsPage],
  [paths.contact, PAGES.ContactPage],
  [paths.privacyPolicy, PAGES.PrivacyPolicyPage],
  [paths.termsConditions, PAGES.TermsConditionsPage],
  [paths.privacyChoices, PAGES.PrivacyChoicesPage],
  [paths.privacyChoicesConfirm, PAGES.PrivacyChoicesConfirmPage],
  [paths.yourData, PAGES.YourDataPage],
  [paths.paymentInfo, PAGES.PaymentInfoPage],
  [paths.testApi, PAGES.TestApiPage],
  [paths.testShops, PAGES.TestShopsPage],
  [paths.testShopsDirect, PAGES.TestShopsDirectPage],
  [paths.testRegionalShops, PAGES.TestRegionalShopsPage],
  [paths.testBetterShops, PAGES.TestBetterShopsPage],
  [paths.testLocalShops, PAGES.TestLocalShopsPage],
  [paths.testShopEstimate, PAGES.TestShopEstimatePage],
  ['*', PAGES.NotFoundPage],
];

const ROUTE_OBJECTS = ROUTES.map(([path]) => ({ path }));

/** The pages the router shows, for the server to tell an unknown path (a 404) apart. */
export const ROUTE_PATHS: readonly string[] = serverRoutePaths(ROUTES.map(([path]) => path));

/** The route path (`*` for the 404 page) the router shows at this URL path. */
export function routePathOf(pathname: string): string {
  return matchRoutes(ROUTE_OBJECTS, pathname)?.[0]?.route.path ?? '*';
}

/**
 * Marks the document once a page has rendered or hydrated, so that tests (and anything else
 * that must not act on HTML React has not taken over yet) can wait for it.
 */
function PageInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <RouteHead path={path} />
                <Page />
                <PageInteractive />
              </>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
