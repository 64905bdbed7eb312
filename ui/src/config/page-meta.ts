import { paths } from './paths';

/**
 * What every route says about itself in the document head, in one table keyed by its route
 * path (app/router.tsx). Public pages carry a description written for owners reading search
 * results and link previews; they are the sitemap. Every other route is titled only and
 * answers noindex: the flow steps and the owner's own pages show one person's data, the test
 * pages are for developers, and the 404 page must not be indexed in place of a real page.
 *
 * Plain data, no React and no `import.meta`: the Vite build (scripts/seo-plugin.ts) and a
 * Node pre-render read it too.
 */
export interface PublicPageMeta {
  readonly title: string;
  /** Plain text of at most 155 characters, so search results show it whole. */
  readonly description: string;
  readonly noindex?: false;
}

export interface PrivatePageMeta {
  readonly title: string;
  readonly noindex: true;
}

export type PageMeta = PublicPageMeta | PrivatePageMeta;

export const SITE_NAME = 'FairWrench';
/** The router's catch-all route: the 404 page. */
export const NOT_FOUND_ROUTE = '*';

const PUBLIC_PAGES = {
  [paths.home]: {
    title: 'Free Expert Auto Repair Assistance',
    description:
      'Describe what is wrong with your car in your own words and get a free expert analysis: likely causes, how urgent each is and fair local repair prices.',
  },
  [paths.faqs]: {
    title: 'Frequently Asked Questions',
    description:
      'How FairWrench spots unnecessary repairs, how accurate the analysis is, why it costs owners nothing and how a managed repair works, answered plainly.',
  },
  [paths.contact]: {
    title: 'Contact Us',
    description:
      'Questions about an analysis, a shop estimate or a managed repair? Call, e-mail or message the FairWrench support team, weekdays 9 AM to 5 PM Pacific.',
  },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy',
    description:
      'What FairWrench collects about you and your vehicle, why, which repair shops receive it, how long we keep it and how to see or delete it.',
  },
  [paths.termsConditions]: {
    title: 'Terms & Conditions',
    description:
      'The terms for using FairWrench: a free service paid for by partner shops, analysis that guides but never replaces an inspection, and managed repairs.',
  },
  [paths.privacyChoices]: {
    title: 'Do Not Sell or Share My Personal Information',
    description:
      'Tell FairWrench to stop sharing your contact details with partner repair shops, as California law (CCPA/CPRA) allows. Your analysis keeps working.',
  },
} as const satisfies Record<string, PublicPageMeta>;

const PRIVATE_TITLES = {
  [paths.vehicleInfo]: 'Vehicle Information',
  [paths.issueDetails]: 'Vehicle Issue Details',
  [paths.diagnosticResults]: 'Your Analysis',
  [paths.serviceOptions]: 'Choose Your Service Level',
  [paths.managedRepairInfo]: 'Schedule Your Managed Repair',
  [paths.confirmation]: 'Confirmation',
  [paths.privacyChoicesConfirm]: 'Confirm Your Opt-Out',
  [paths.yourData]: 'Your Data',
  [paths.paymentInfo]: 'Payment Information',
  [paths.testApi]: 'API Test',
  [paths.testShops]: 'Shops Test',
  [paths.testShopsDirect]: 'Regional Shops Test',
  [paths.testRegionalShops]: 'Regional Sample Shops',
  [paths.testBetterShops]: 'Better Shops',
  [paths.testLocalShops]: 'Local Shops Test',
  [paths.testShopEstimate]: 'Shop Estimate Test',
  [NOT_FOUND_ROUTE]: 'Page Not Found',
} as const;

export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  ...PUBLIC_PAGES,
  ...Object.fromEntries(
    Object.entries(PRIVATE_TITLES).map(([path, title]) => [path, { title, noindex: true }]),
  ),
};

/** The pages search engines may index, in the sitemap's order. */
export const PUBLIC_PATHS: readonly string[] = Object.keys(PUBLIC_PAGES);

/** The table's entry for a route path; unknown paths get the 404 page's. */
export function pageMetaFor(routePath: string): PageMeta {
  return PAGE_META[routePath] ?? PAGE_META[NOT_FOUND_ROUTE]!;
}

export const documentTitle = (meta: PageMeta): string => `${meta.title} | ${SITE_NAME}`;
