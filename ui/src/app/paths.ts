/** Every route of the web app (spec section 2), in one table. */
export const paths = {
  home: '/',
  vehicleInfo: '/steps/vehicle-info',
  issueDetails: '/steps/issue-details',
  diagnosticResults: '/steps/diagnostic-results',
  serviceOptions: '/steps/service-options',
  managedRepairInfo: '/steps/managed-repair-info',
  confirmation: (type: 'recommendations' | 'managed') => `/steps/confirmation/${type}`,
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
