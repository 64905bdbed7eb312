import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';

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

const ROUTES: readonly [path: string, Page: ComponentType, title: string][] = [
  [paths.home, PAGES.HomePage, 'Free Expert Auto Repair Assistance'],
  [paths.vehicleInfo, PAGES.VehicleInfoPage, 'Vehicle Information'],
  [paths.issueDetails, PAGES.IssueDetailsPage, 'Vehicle Issue Details'],
  [paths.diagnosticResults, PAGES.DiagnosticResultsPage, 'Your Analysis'],
  [paths.serviceOptions, PAGES.ServiceOptionsPage, 'Choose Your Service Level'],
  [paths.managedRepairInfo, PAGES.ManagedRepairInfoPage, 'Schedule Your Managed Repair'],
  [paths.confirmation, PAGES.ConfirmationPage, 'Confirmation'],
  [paths.faqs, PAGES.FaqsPage, 'Frequently Asked Questions'],
  [paths.contact, PAGES.ContactPage, 'Contact Us'],
  [paths.privacyPolicy, PAGES.PrivacyPolicyPage, 'Privacy Policy'],
  [paths.termsConditions, PAGES.TermsConditionsPage, 'Terms & Conditions'],
  [paths.privacyChoices, PAGES.PrivacyChoicesPage, 'Do Not Sell or Share My Personal Information'],
  [paths.privacyChoicesConfirm, PAGES.PrivacyChoicesConfirmPage, 'Confirm Your Opt-Out'],
  [paths.yourData, PAGES.YourDataPage, 'Your Data'],
  [paths.paymentInfo, PAGES.PaymentInfoPage, 'Payment Information'],
  [paths.testApi, PAGES.TestApiPage, 'API Test'],
  [paths.testShops, PAGES.TestShopsPage, 'Shops Test'],
  [paths.testShopsDirect, PAGES.TestShopsDirectPage, 'Regional Shops Test'],
  [paths.testRegionalShops, PAGES.TestRegionalShopsPage, 'Regional Sample Shops'],
  [paths.testBetterShops, PAGES.TestBetterShopsPage, 'Better Shops'],
  [paths.testLocalShops, PAGES.TestLocalShopsPage, 'Local Shops Test'],
  [paths.testShopEstimate, PAGES.TestShopEstimatePage, 'Shop Estimate Test'],
  ['*', PAGES.NotFoundPage, 'Page Not Found'],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(([path, Page, title]) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                {/* React 19 hoists <title> into <head>: each route names itself (WCAG 2.4.2). */}
                <title>{`${title} | FairWrench`}</title>
                <Page />
              </>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
