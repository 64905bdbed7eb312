import { FLOW_PAGE_PATHS } from '../flow/flow-steps';

/** Every route of the web app (spec section 2), in one table; the flow's come from the machine's. */
export const paths = {
  home: FLOW_PAGE_PATHS.home,
  vehicleInfo: FLOW_PAGE_PATHS['vehicle-info'],
  issueDetails: FLOW_PAGE_PATHS['issue-details'],
  diagnosticResults: FLOW_PAGE_PATHS['diagnostic-results'],
  serviceOptions: FLOW_PAGE_PATHS['service-options'],
  managedRepairInfo: FLOW_PAGE_PATHS['managed-repair-info'],
  faqs: '/faqs',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  paymentInfo: '/payment-info',
  testApi: '/test-api',
  testShops: '/test-shops',
  testShopsDirect: '/test-shops-direct',
  testRegionalShops: '/test-regional-shops',
  testBetterShops: '/test-better-shops',
  testLocalShops: '/test-local-shops',
  testShopEstimate: '/test-shop-estimate',
} as const;

/** Support contacts shown in the footer, on the contact page and in the legal texts. */
export const SUPPORT = {
  phone: '(888) 555-0142',
  phoneHref: 'tel:+18885550142',
  email: 'support@fairwrench.app',
  social: 'https://www.facebook.com/fairwrench',
  hours: 'Monday-Friday 9 AM-5 PM PT',
} as const;
