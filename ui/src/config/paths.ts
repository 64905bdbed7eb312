/**
 * Every route of the web app (spec section 2), in one table. The flow machine's step table
 * (flow/flow-steps.ts) names its pages from here.
 */
export const paths = {
  home: '/',
  vehicleInfo: '/steps/vehicle-info',
  issueDetails: '/steps/issue-details',
  diagnosticResults: '/steps/diagnostic-results',
  serviceOptions: '/steps/service-options',
  managedRepairInfo: '/steps/managed-repair-info',
  /** The route of both confirmation pages; `type` is recommendations or managed. */
  confirmation: '/steps/confirmation/:type',
  confirmationRecommendations: '/steps/confirmation/recommendations',
  confirmationManaged: '/steps/confirmation/managed',
  faqs: '/faqs',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  privacyChoices: '/privacy-choices',
  /** Where an opt-out by e-mail's link lands; contracts' OPT_OUT_BY_EMAIL_CONFIRM_PATH. */
  privacyChoicesConfirm: '/privacy-choices/confirm',
  /** Right to know and to delete: everything held about the owner. */
  yourData: '/your-data',
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
